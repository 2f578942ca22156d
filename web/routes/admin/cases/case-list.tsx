import type { ColumnDef } from "@tanstack/react-table";
import { FolderOpen } from "lucide-react";
import { Link } from "react-router-dom";
import { formatDate } from "#core/format/date";
import { staffName } from "#core/format/staff-name";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "../components/empty-state";
import { PageHeader } from "../components/page-header";
import { useAssignableStaff } from "../data/lead-desk";
import { AdminList } from "../list/admin-list";
import { dateColumn } from "../list/columns";
import type { ListFilter } from "../list/list-filter";
import { useListState } from "../list/list-state";
import { type CaseRow, useCaseList } from "./case-data";

const none = <span className="text-muted-foreground">—</span>;

/** The steps a filter offers: the first twelve (no sub-service has more) and "all done". */
const STEP: ListFilter = {
  column: "step",
  label: "Step",
  options: [...Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: `At step ${i + 1}` })), { value: "done", label: "Every step done" }],
};
const STATUS: ListFilter = { column: "status", label: "Status", options: [{ value: "open", label: "Open" }, { value: "closed", label: "Closed" }] };
const OVERDUE: ListFilter = { column: "overdue", label: "Due date", options: [{ value: "1", label: "Overdue" }] };
const FILTER_IDS = ["status", "step", "assignee", "overdue"];

function useCaseFilters(): readonly ListFilter[] {
  const { data: staff } = useAssignableStaff();
  const assignee: ListFilter = {
    column: "assignee",
    label: "Assigned to",
    options: [{ value: "me", label: "Mine" }, { value: "none", label: "Unassigned" }, ...(staff ?? []).map((colleague) => ({ value: String(colleague.id), label: staffName(colleague) }))],
  };
  return [STATUS, STEP, assignee, OVERDUE];
}

/** "Step 2 of 5" and its words, or "Every step done". */
function StepCell({ row }: { row: CaseRow }) {
  if (row.steps === 0) return none;
  if (row.step === null) return <Badge variant="success">Every step done</Badge>;
  return (
    <span className="flex max-w-72 flex-col">
      <span className="font-medium whitespace-nowrap">
        Step {row.step} of {row.steps}
      </span>
      <span className="line-clamp-2 text-xs text-muted-foreground">{row.stepLabel}</span>
    </span>
  );
}

/** Whose turn it is: documents the client still owes, and those waiting for staff to look at. */
function WaitingCell({ row }: { row: CaseRow }) {
  if (row.waitingOnClient === 0 && row.waitingOnStaff === 0) return none;
  return (
    <span className="flex flex-col gap-1 whitespace-nowrap text-xs">
      {row.waitingOnStaff > 0 ? <Badge variant="default">{row.waitingOnStaff} to review</Badge> : null}
      {row.waitingOnClient > 0 ? <span className="text-muted-foreground">{row.waitingOnClient} awaited from client</span> : null}
    </span>
  );
}

const columns: ColumnDef<CaseRow, string>[] = [
  {
    accessorKey: "clientName",
    id: "name",
    header: "Client",
    enableSorting: true,
    cell: ({ row }) => (
      <Link to={`/admin/cases/${row.original.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
        {row.original.clientName}
      </Link>
    ),
  },
  {
    id: "service",
    header: "Service",
    cell: ({ row }) => (
      <span>
        {row.original.subServiceTitle}
        {row.original.period ? <span className="text-muted-foreground"> · {row.original.period}</span> : null}
      </span>
    ),
  },
  { id: "step", header: "Step", cell: ({ row }) => <StepCell row={row.original} /> },
  { id: "waiting", header: "Documents", cell: ({ row }) => <WaitingCell row={row.original} /> },
  { accessorKey: "assigneeName", header: "Assigned to", cell: ({ getValue }) => getValue() ?? none },
  {
    id: "due",
    accessorFn: (row) => row.dueOn ?? "",
    header: "Due",
    enableSorting: true,
    cell: ({ row }) =>
      row.original.dueOn ? (
        <span className={row.original.overdue ? "font-medium whitespace-nowrap text-destructive" : "whitespace-nowrap"}>
          {formatDate(row.original.dueOn)}
          {row.original.overdue ? " (overdue)" : ""}
        </span>
      ) : (
        none
      ),
  },
  dateColumn<CaseRow>() as ColumnDef<CaseRow, string>,
];

/** The clients' cases: every case staff may see, by step, assignee and due date. */
export function Component() {
  const filters = useCaseFilters();
  const list = useListState(FILTER_IDS);
  const { data, isError } = useCaseList(list.query);
  return (
    <>
      <PageHeader
        title="Cases"
        description="Each client's work after a won lead: the documents asked for, the steps and what we send back."
        actions={
          <Button asChild>
            <Link to="/admin/cases/new">Open a case</Link>
          </Button>
        }
      />
      <AdminList
        noun="cases"
        list={list}
        data={data}
        isError={isError}
        columns={columns}
        filters={filters}
        dates
        empty={<EmptyState icon={FolderOpen} title="No Cases Yet" text="Mark a lead as won and open its case from the inquiry, or open one here for a client who came another way." />}
      />
    </>
  );
}
