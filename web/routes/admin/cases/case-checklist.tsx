import { FileText } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { CaseItemState } from "#core/taxonomies/cases";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiError } from "@/lib/api-error";
import { type CaseDetails, type CaseFile, type CaseItem, caseFileHref, useAddItem, useItemNote, useRemoveItem, useReviewItem, useUploadDocument } from "./case-data";
import { EditorActions } from "./editor-actions";

const stateBadges: Record<CaseItemState, { label: string; variant: "default" | "secondary" | "success" | "destructive" | "outline" }> = {
  requested: { label: "Requested", variant: "outline" },
  received: { label: "Received", variant: "default" },
  accepted: { label: "Accepted", variant: "success" },
  returned: { label: "Needs another copy", variant: "destructive" },
};

/** What the file input offers: the types the worker accepts, HEIC included so its own message can explain. */
export const ACCEPTED_FILES = "application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.webp,.heic";

/** An image shown small (the file route serves it inline, sandboxed); a PDF or anything else as a link that opens it. */
export function FilePreview({ caseId, file }: { caseId: number; file: CaseFile }) {
  const href = caseFileHref(caseId, file.id);
  if (file.contentType.startsWith("image/")) {
    return (
      <a href={href} target="_blank" rel="noopener" className="block w-28 shrink-0 overflow-hidden rounded border bg-muted" title={`Open ${file.name}`}>
        <img src={href} alt={file.name} loading="lazy" className="h-20 w-28 bg-white object-contain" />
        <span className="block truncate px-1 py-0.5 text-xs">{file.name}</span>
      </a>
    );
  }
  // Opened sandboxed; a browser whose PDF viewer will not run in a sandboxed page can still download it.
  return (
    <span className="inline-flex max-w-full items-center gap-2 rounded border px-2 py-1 text-sm">
      <a href={href} target="_blank" rel="noopener" className="inline-flex min-w-0 items-center gap-1 text-primary hover:underline">
        <FileText className="size-4 shrink-0" aria-hidden />
        <span className="truncate">{file.name}</span>
        <span className="sr-only"> (opens the PDF)</span>
      </a>
      <a href={caseFileHref(caseId, file.id, true)} className="text-xs text-muted-foreground hover:underline" download>
        Download<span className="sr-only"> {file.name}</span>
      </a>
    </span>
  );
}

function SendBack({ caseId, item, onDone }: { caseId: number; item: CaseItem; onDone: () => void }) {
  const review = useReviewItem(caseId);
  const [reason, setReason] = useState("");
  const error = review.error ? apiError(review.error).fieldErrors.reason : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    review.mutate({ itemId: item.id, state: "returned", reason: reason || null }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
      <FormField label="Why another copy is needed (the client sees this)" error={error} className="flex-1">
        <Input value={reason} onChange={(e) => setReason(e.target.value)} placeholder="The photo is blurred; please scan the whole page." />
      </FormField>
      <EditorActions label="Send back" destructive pending={review.isPending} onCancel={onDone} />
    </form>
  );
}

function NoteEditor({ caseId, item, onDone }: { caseId: number; item: CaseItem; onDone: () => void }) {
  const save = useItemNote(caseId);
  const [note, setNote] = useState(item.note ?? "");
  return (
    <form
      className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ itemId: item.id, note: note || null }, { onSuccess: onDone });
      }}
    >
      <FormField label="Note to the client" className="flex-1">
        <Input value={note} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      <EditorActions label="Save note" pending={save.isPending} onCancel={onDone} />
    </form>
  );
}

function ChecklistItem({ caseId, item, files }: { caseId: number; item: CaseItem; files: CaseFile[] }) {
  const [editing, setEditing] = useState<"reason" | "note" | null>(null);
  const review = useReviewItem(caseId);
  const remove = useRemoveItem(caseId);
  const upload = useUploadDocument(caseId);
  const badge = stateBadges[item.state];
  const inputId = `item-file-${item.id}`;
  return (
    <li className="space-y-2 py-4" data-testid="case-item">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="font-medium">{item.label}</p>
          {item.note ? <p className="text-sm text-muted-foreground">{item.note}</p> : null}
          {item.state === "returned" && item.returnReason ? <p className="text-sm text-destructive">Sent back: {item.returnReason}</p> : null}
        </div>
        <Badge variant={badge.variant} className="self-start whitespace-nowrap">
          {badge.label}
        </Badge>
      </div>
      {files.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {files.map((file) => (
            <FilePreview key={file.id} caseId={caseId} file={file} />
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={inputId} className="sr-only">
          Upload a file for {item.label}
        </Label>
        <Button type="button" size="sm" variant="outline" asChild>
          <label htmlFor={inputId} className="cursor-pointer">
            {upload.isPending ? "Uploading…" : "Upload file"}
          </label>
        </Button>
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_FILES}
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate({ itemId: item.id, file });
            e.target.value = "";
          }}
        />
        {item.state === "received" || item.state === "returned" ? (
          <Button type="button" size="sm" onClick={() => review.mutate({ itemId: item.id, state: "accepted", reason: null })} disabled={review.isPending}>
            Accept
          </Button>
        ) : null}
        {item.state !== "returned" ? (
          <Button type="button" size="sm" variant="outline" onClick={() => setEditing("reason")}>
            Send back
          </Button>
        ) : null}
        <Button type="button" size="sm" variant="ghost" onClick={() => setEditing("note")}>
          {item.note ? "Edit note" : "Add note"}
        </Button>
        <Button type="button" size="sm" variant="ghost" className="text-destructive" onClick={() => remove.mutate(item.id)} disabled={remove.isPending}>
          Remove<span className="sr-only"> {item.label}</span>
        </Button>
      </div>
      {editing === "reason" ? <SendBack caseId={caseId} item={item} onDone={() => setEditing(null)} /> : null}
      {editing === "note" ? <NoteEditor caseId={caseId} item={item} onDone={() => setEditing(null)} /> : null}
    </li>
  );
}

function AddItem({ caseId }: { caseId: number }) {
  const add = useAddItem(caseId);
  const [label, setLabel] = useState("");
  const [note, setNote] = useState("");
  const error = add.error ? apiError(add.error).fieldErrors.label : undefined;
  return (
    <form
      className="grid gap-2 border-t pt-4 sm:grid-cols-[2fr_2fr_auto] sm:items-end"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(
          { label, note: note || null },
          {
            onSuccess: () => {
              setLabel("");
              setNote("");
            },
          },
        );
      }}
    >
      <FormField label="Ask for another document" error={error}>
        <Input value={label} onChange={(e) => setLabel(e.target.value)} placeholder="Rent agreement of the office" />
      </FormField>
      <FormField label="Note (optional)">
        <Input value={note} onChange={(e) => setNote(e.target.value)} placeholder="A clear scan of every page" />
      </FormField>
      <Button type="submit" disabled={add.isPending}>
        Add
      </Button>
    </form>
  );
}

/** The documents asked of the client: each with its files, where it stands, and staff's actions on it. */
export function CaseChecklist({ details }: { details: CaseDetails }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Checklist</CardTitle>
        <CardDescription>
          {details.items.length === 0 ? "Nothing is asked of the client yet." : `${details.items.filter((item) => item.state === "accepted").length} of ${details.items.length} accepted.`} Written in{" "}
          {details.language === "hi" ? "Hindi" : "English"}, the client's language.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {details.items.map((item) => (
            <ChecklistItem key={item.id} caseId={details.id} item={item} files={details.files.filter((file) => file.itemId === item.id)} />
          ))}
        </ul>
        <AddItem caseId={details.id} />
      </CardContent>
    </Card>
  );
}
