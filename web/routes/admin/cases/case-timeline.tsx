import { useState } from "react";
import { formatDateTime } from "#core/format/date";
import type { CaseEntryKind } from "#core/taxonomies/cases";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { apiError } from "@/lib/api-error";
import { type CaseDetails, useAddNote } from "./case-data";

type Entry = CaseDetails["entries"][number];

const quoted = (text: string | null) => (text ? `“${text}”` : "");

/** What each entry says happened, after who did it. */
const sentences: Record<CaseEntryKind, (entry: Entry) => string> = {
  opened: (entry) => `opened the case${entry.subject ? ` for ${entry.subject}` : ""}`,
  note: () => "wrote a note",
  item_added: (entry) => `asked for ${quoted(entry.subject)}`,
  item_removed: (entry) => `removed ${quoted(entry.subject)} from the checklist`,
  item_received: (entry) => `stored ${entry.body || "a file"} for ${quoted(entry.subject)}`,
  item_accepted: (entry) => `accepted ${quoted(entry.subject)}`,
  item_returned: (entry) => `sent back ${quoted(entry.subject)}`,
  step_done: (entry) => `marked done: ${quoted(entry.subject)}`,
  step_reopened: (entry) => `marked not done: ${quoted(entry.subject)}`,
  output_attached: (entry) => `attached ${quoted(entry.subject)} for the client`,
  assigned: (entry) => (entry.subject ? `assigned the case to ${entry.subject}` : "left the case unassigned"),
  closed: () => "closed the case",
  reopened: () => "reopened the case",
};

/** Words an entry carries beyond its sentence: a note, a reason, a reference. */
const detailOf = (entry: Entry) => (["note", "item_returned", "step_done"].includes(entry.kind) && entry.body ? entry.body : entry.kind === "assigned" && entry.body ? `Due ${entry.body}` : null);

/** Staff's notes and everything done on the case, newest first. */
export function CaseTimeline({ details }: { details: CaseDetails }) {
  const add = useAddNote(details.id);
  const [body, setBody] = useState("");
  const error = add.error ? apiError(add.error).fieldErrors.body : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notes and Timeline</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          noValidate
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(body, { onSuccess: () => setBody("") });
          }}
        >
          <FormField label="Note for colleagues" error={error}>
            <Textarea rows={3} value={body} onChange={(e) => setBody(e.target.value)} />
          </FormField>
          <Button type="submit" size="sm" disabled={add.isPending}>
            Add note
          </Button>
        </form>
        <ol className="space-y-3 border-t pt-4">
          {[...details.entries].reverse().map((entry) => (
            <li key={entry.id} className="text-sm">
              <p>
                <span className="font-medium">{entry.adminName ?? "A former colleague"}</span> {sentences[entry.kind](entry)}
              </p>
              {detailOf(entry) ? <p className="whitespace-pre-line text-muted-foreground">{detailOf(entry)}</p> : null}
              <p className="text-xs text-muted-foreground">{formatDateTime(entry.createdAt)}</p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
