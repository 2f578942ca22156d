import { CalendarPlus, Pencil, Undo2 } from "lucide-react";
import { shortDate } from "#core/compliance/days";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "../components/confirm-dialog";
import type { ComplianceEntry, useRemoveExtension } from "../data/compliance";
import { ExtensionDialog } from "./extension-dialog";

export type RemoveExtension = ReturnType<typeof useRemoveExtension>;

/**
 * "Extend", or "Edit extension" and "Remove extension" once one is recorded. The dialog's button
 * stays one element through the change, so focus comes back to it when the dialog closes.
 */
export function EntryActions({ entry, remove }: { entry: ComplianceEntry; remove: RemoveExtension }) {
  const removing = remove.isPending && remove.variables.id === entry.id;
  return (
    <>
      <ExtensionDialog
        entry={entry}
        trigger={
          <Button variant="outline" size="sm" aria-label={entry.extension ? `Edit extension of ${entry.title}` : `Extend ${entry.title}`}>
            {entry.extension ? <Pencil aria-hidden /> : <CalendarPlus aria-hidden />}
            {entry.extension ? "Edit extension" : "Extend"}
          </Button>
        }
      />
      {entry.extension ? (
        <ConfirmDialog
          question={`Remove the extension of ${entry.title}? The public calendar, its feed and the reminder mails go back to the statutory date, ${shortDate(entry.dueDate)}.`}
          confirmLabel="Remove extension"
          onConfirm={() => remove.mutate(entry)}
          trigger={
            <Button variant="ghost" size="sm" disabled={removing} aria-label={`Remove extension of ${entry.title}`}>
              <Undo2 aria-hidden /> {removing ? "Removing..." : "Remove extension"}
            </Button>
          }
        />
      ) : null}
    </>
  );
}
