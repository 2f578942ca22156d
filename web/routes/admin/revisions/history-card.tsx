import { History } from "lucide-react";
import { formatDateTime } from "#core/format/date";
import { REVISIONS_KEPT } from "#core/taxonomies/revisions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { type Revision, type RevisionSource, useRestoreRevision, useRevisions } from "../data/revisions";
import { type FieldChange, fieldChanges } from "./field-changes";

interface HistoryCardProps {
  source: RevisionSource;
  /** The form holds changes not saved: a restore replaces them, so it asks first. */
  dirty: boolean;
  /** The record as the restore saved it: the editor starts afresh from it. */
  onRestored: (saved: unknown) => void;
}

const savedBy = (revision: Revision) => (revision.savedBy ? `by ${revision.savedBy}` : "before history was kept");

/**
 * A saved record's history: its kept saves, newest first, who made each, what each changed (the
 * words added and removed, a body compared as the text readers see), and Restore, which saves an
 * earlier one again as the newest. Lives inside the editor's form, so its buttons never submit it.
 */
export function HistoryCard({ source, dirty, onRestored }: HistoryCardProps) {
  const { data: revisions, isError } = useRevisions(source);
  const restore = useRestoreRevision(source, onRestored);
  // The record as it stands: the newest version saved to it (a copy kept unsaved may be newer).
  const current = revisions?.findIndex((revision) => revision.applied) ?? -1;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-4" aria-hidden />
          History
        </CardTitle>
        <CardDescription>The last {REVISIONS_KEPT} saves are kept. Restoring one saves it again as the newest, so nothing is lost.</CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? <p className="text-sm text-destructive">The history could not be loaded. Reload the page to try again.</p> : null}
        {revisions && revisions.length === 0 ? <p className="text-sm text-muted-foreground">Nothing saved yet.</p> : null}
        <ol className="space-y-3" aria-label="Saved versions">
          {revisions?.map((revision, i) => (
            <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2 border-b pb-3 last:border-0 last:pb-0">
              <div className="min-w-0 text-sm">
                <p className="font-medium">
                  {formatDateTime(revision.createdAt)} IST {i === current ? <Badge variant="secondary">Current</Badge> : null}
                  {revision.applied ? null : <Badge variant="outline">Not saved</Badge>}
                </p>
                <p className="text-muted-foreground">
                  {savedBy(revision)}
                  {revision.restoredFrom ? ", restoring an earlier version" : ""}
                  {revision.applied ? "" : ", kept when a colleague had saved first"}
                </p>
              </div>
              <ChangesDialog
                revision={revision}
                // The current version shows what its save changed; any other, how it differs from the current one.
                changes={i === current ? fieldChanges(source.fields, revision.fields, revisions[i + 1]?.fields) : fieldChanges(source.fields, revision.fields, revisions[current]?.fields)}
                compared={i === current ? (i + 1 < revisions.length ? "previous" : "none") : "current"}
                restore={i === current ? undefined : () => restore.mutate(revision.id)}
                restoring={restore.isPending}
                dirty={dirty}
              />
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

interface ChangesDialogProps {
  revision: Revision;
  changes: FieldChange[];
  /**
   * What it is compared with: the current version (for any earlier one), the save before it (for
   * the current one), or nothing (the only one kept: shown as it was saved, everything added).
   */
  compared: "current" | "previous" | "none";
  /** Absent for the current version. */
  restore?: () => void;
  restoring: boolean;
  dirty: boolean;
}

const EXPLAINED = {
  current: "Compared with the current version: words only in this version are underlined in green, words only in the current version struck through in red; the rest is as it is now.",
  previous: "What this save changed: added words are underlined in green, removed ones struck through in red.",
  none: "The oldest version kept, as it was saved.",
} as const;

const UNCHANGED = {
  current: "This version reads the same as the current one in every compared field (only the image or the published switch may differ).",
  previous: "This save changed none of the compared fields (for example, only the image or the published switch).",
  none: "",
} as const;

function ChangesDialog({ revision, changes, compared, restore, restoring, dirty }: ChangesDialogProps) {
  const when = `${formatDateTime(revision.createdAt)} IST`;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          {restore ? "View or restore" : "View"}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Version of {when}</DialogTitle>
          <DialogDescription>
            Saved {savedBy(revision)}. {EXPLAINED[compared]}
          </DialogDescription>
        </DialogHeader>
        {changes.length === 0 ? <p className="text-sm text-muted-foreground">{UNCHANGED[compared]}</p> : null}
        <dl className="space-y-4">
          {changes.map((change) => (
            <div key={change.label}>
              <dt className="text-sm font-semibold">{change.label}</dt>
              <dd className="mt-1 rounded-md border bg-muted/40 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap">
                {change.parts.map((part, i) =>
                  part.added ? (
                    <ins key={i} className="bg-green-100 text-green-900 underline decoration-green-700">
                      {part.value}
                    </ins>
                  ) : part.removed ? (
                    <del key={i} className="bg-red-100 text-red-900 line-through decoration-red-700">
                      {part.value}
                    </del>
                  ) : (
                    <span key={i}>{part.value}</span>
                  ),
                )}
              </dd>
            </div>
          ))}
        </dl>
        <DialogFooter>
          {restore && dirty ? <p className="mr-auto text-sm text-muted-foreground">Your unsaved changes in the editor will be replaced.</p> : null}
          {restore ? (
            <DialogClose asChild>
              <Button type="button" onClick={restore} disabled={restoring}>
                Restore this version
              </Button>
            </DialogClose>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
