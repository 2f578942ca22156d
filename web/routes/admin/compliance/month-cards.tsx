import { deadlineKindLabels } from "#core/taxonomies/compliance";
import { Card, CardContent } from "@/components/ui/card";
import type { ComplianceEntry } from "../data/compliance";
import { DueDate } from "./due-date";
import { EntryActions, type RemoveExtension } from "./entry-actions";

/** A month's due dates on a phone: each a card, its title first and the actions below. */
export function MonthCards({ entries, remove }: { entries: ComplianceEntry[]; remove: RemoveExtension }) {
  return (
    <ul className="space-y-3 md:hidden">
      {entries.map((entry) => (
        <li key={entry.id} data-deadline={entry.id}>
          <Card>
            <CardContent className="space-y-3 p-4">
              <p className="font-medium break-words">{entry.title}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Due date</dt>
                <dd className="min-w-0">
                  <DueDate entry={entry} />
                </dd>
                <dt className="text-muted-foreground">Form</dt>
                <dd className="min-w-0 break-words">
                  {entry.form} <span className="text-muted-foreground">({deadlineKindLabels[entry.kind]})</span>
                </dd>
                <dt className="text-muted-foreground">Who</dt>
                <dd className="min-w-0 break-words">{entry.who}</dd>
              </dl>
              <div className="flex flex-wrap justify-end gap-2 border-t pt-3">
                <EntryActions entry={entry} remove={remove} />
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
