import { useQuery } from "@tanstack/react-query";
import { CalendarClock, CalendarPlus, ExternalLink, Pencil, Search, Undo2 } from "lucide-react";
import { useId, useState } from "react";
import { type DeadlineKind, deadlineKindLabels, deadlineKinds, isDeadlineKind } from "#core/compliance/types";
import { formatDate } from "#core/format/date";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ConfirmDialog } from "../components/confirm-dialog";
import { EmptyState } from "../components/empty-state";
import { PageHeader } from "../components/page-header";
import { complianceCalendarQuery, type ComplianceEntry, useRemoveExtension } from "../data/compliance";
import { useLoadFailureToast } from "../data/use-load-failure-toast";
import { monthName, shortDate } from "./dates";
import { COMPLIANCE_CALENDAR_PATH } from "#core/compliance/paths";
import { ExtensionDialog } from "./extension-dialog";

type RemoveExtension = ReturnType<typeof useRemoveExtension>;

interface Filters {
  kind: DeadlineKind | "";
  search: string;
  extendedOnly: boolean;
}

const matches = (entry: ComplianceEntry, { kind, search, extendedOnly }: Filters) => {
  const words = search.trim().toLowerCase();
  return (
    (kind === "" || entry.kind === kind) &&
    (!extendedOnly || entry.extension !== null) &&
    (words === "" || entry.title.toLowerCase().includes(words) || entry.form.toLowerCase().includes(words))
  );
};

/** The entries grouped by the month they now fall due in, in the API's order (by due date). */
function byMonth(entries: readonly ComplianceEntry[]) {
  const months = new Map<string, ComplianceEntry[]>();
  for (const entry of entries) {
    const key = entry.due.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), entry]);
  }
  return [...months];
}

/** "31 Jan 2027, extended from 20 Jan 2027", and what extended it; or the statutory date alone. */
function DueDate({ entry }: { entry: ComplianceEntry }) {
  if (!entry.extension) return <span className="whitespace-nowrap">{shortDate(entry.due)}</span>;
  const { source, sourceUrl } = entry.extension;
  return (
    <span className="block space-y-1">
      <span className="block">
        <span className="font-semibold whitespace-nowrap">{shortDate(entry.due)}</span>, extended from{" "}
        <span className="whitespace-nowrap">{shortDate(entry.dueDate)}</span>
      </span>
      <span className="block text-xs text-muted-foreground">
        {"By "}
        {sourceUrl ? (
          <a href={sourceUrl} target="_blank" rel="noreferrer" className="text-primary underline underline-offset-2">
            {source}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          source
        )}
      </span>
    </span>
  );
}

/**
 * "Extend", or "Edit extension" and "Remove extension" once one is recorded. The dialog's button
 * stays one element through the change, so focus comes back to it when the dialog closes.
 */
function EntryActions({ entry, remove }: { entry: ComplianceEntry; remove: RemoveExtension }) {
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

function Kind({ entry }: { entry: ComplianceEntry }) {
  return <span className="block text-xs text-muted-foreground">{deadlineKindLabels[entry.kind]}</span>;
}

/** A month's due dates on wider screens: a table whose columns line up with the other months'. */
function MonthTable({ label, entries, remove }: { label: string; entries: ComplianceEntry[]; remove: RemoveExtension }) {
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

/** A month's due dates on a phone: each a card, its title first and the actions below. */
function MonthCards({ entries, remove }: { entries: ComplianceEntry[]; remove: RemoveExtension }) {
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

function Toolbar({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const searchId = useId();
  const kindId = useId();
  const extendedId = useId();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="space-y-1.5 sm:min-w-64 sm:flex-1">
        <Label htmlFor={searchId}>Search due dates</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            placeholder="Title or form, e.g. GSTR-3B"
            value={filters.search}
            onChange={(e) => onChange({ ...filters, search: e.target.value })}
          />
        </div>
      </div>
      <div className="space-y-1.5 sm:w-56">
        <Label htmlFor={kindId}>Kind</Label>
        <Select id={kindId} value={filters.kind} onChange={(e) => onChange({ ...filters, kind: isDeadlineKind(e.target.value) ? e.target.value : "" })}>
          <option value="">All kinds</option>
          {deadlineKinds.map((kind) => (
            <option key={kind} value={kind}>
              {deadlineKindLabels[kind]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex h-11 items-center gap-2 md:h-10">
        <Checkbox id={extendedId} checked={filters.extendedOnly} onChange={(e) => onChange({ ...filters, extendedOnly: e.target.checked })} />
        <Label htmlFor={extendedId}>Extended only</Label>
      </div>
    </div>
  );
}

const NO_FILTERS: Filters = { kind: "", search: "", extendedOnly: false };

/**
 * /admin/compliance: the year's statutory due dates, and the extensions staff record when a
 * notification or circular moves one. The public calendar, its .ics feed and the reminder mails
 * read the same records, so a change shows there on the next request.
 */
export function Component() {
  const { data, isError, isPending } = useQuery(complianceCalendarQuery);
  useLoadFailureToast(isError, "Failed to load the compliance calendar");
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const remove = useRemoveExtension();

  const entries = data?.entries ?? [];
  const shown = entries.filter((entry) => matches(entry, filters));
  const extended = entries.filter((entry) => entry.extension !== null).length;

  return (
    <>
      <PageHeader
        title="Compliance Calendar"
        description={
          data
            ? `Due dates of FY ${data.year.label}, written from the law. When a notification or circular extends one, record it here: the public calendar, its feed and the reminder mails use the new date at once.`
            : undefined
        }
        actions={
          <a href={COMPLIANCE_CALENDAR_PATH} target="_blank" rel="noreferrer" className={buttonVariants({ variant: "outline" })}>
            <ExternalLink aria-hidden /> Public calendar<span className="sr-only"> (opens in a new tab)</span>
          </a>
        }
      />
      {isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading the calendar...
        </p>
      ) : null}
      {data ? (
        <div className="space-y-6">
          <div className="space-y-3">
            <p className="text-sm text-muted-foreground">Verified on {formatDate(data.year.verifiedOn)}</p>
            <Toolbar filters={filters} onChange={setFilters} />
            <p role="status" className="text-sm text-muted-foreground">
              Showing {shown.length} of {entries.length} due dates; {extended === 1 ? "1 is extended" : `${extended} are extended`}.
            </p>
          </div>
          {shown.length === 0 ? (
            <EmptyState
              icon={CalendarClock}
              title="No due dates match"
              text="Try another kind or fewer words, or show every due date."
              action={
                <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
                  Show all due dates
                </Button>
              }
            />
          ) : (
            byMonth(shown).map(([key, inMonth]) => (
              <section key={key} aria-labelledby={`compliance-month-${key}`} className="space-y-3">
                <h2 id={`compliance-month-${key}`} className="text-lg font-semibold">
                  {monthName(key)}
                </h2>
                <MonthTable label={monthName(key)} entries={inMonth} remove={remove} />
                <MonthCards entries={inMonth} remove={remove} />
              </section>
            ))
          )}
        </div>
      ) : null}
    </>
  );
}
