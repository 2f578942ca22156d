import { deadlineKindLabels } from "#core/taxonomies/compliance";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ComplianceEntry } from "../data/compliance";
import { DueDate } from "./due-date";
import { EntryActions, type RemoveExtension } from "./entry-actions";

function Kind({ entry }: { entry: ComplianceEntry }) {
  return <span className="block text-xs text-muted-foreground">{deadlineKindLabels[entry.kind]}</span>;
}

/** A month's due dates on wider screens: a table whose columns line up with the other months'. */
export function MonthTable({ label, entries, remove }: { label: string; entries: ComplianceEntry[]; remove: RemoveExtension }) {
  return (
    <Card className="hidden md:block">
      <Table className="table-fixed">
        <caption className="sr-only">Due dates in {label}</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col" className="w-40">
              Due date
            </TableHead>
            <TableHead scope="col" className="w-32">
              Form
            </TableHead>
            <TableHead scope="col" className="w-[20%]">
              Title
            </TableHead>
            <TableHead scope="col">Who</TableHead>
            <TableHead scope="col" className="w-44">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} data-deadline={entry.id}>
              <TableCell className="align-top">
                <DueDate entry={entry} />
              </TableCell>
              <TableCell className="align-top break-words">
                {entry.form}
                <Kind entry={entry} />
              </TableCell>
              <TableCell className="align-top font-medium break-words">{entry.title}</TableCell>
              <TableCell className="align-top text-xs text-muted-foreground">{entry.who}</TableCell>
              <TableCell className="align-top">
                <div className="flex flex-col items-end gap-1">
                  <EntryActions entry={entry} remove={remove} />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
