import type { ColumnDef } from "@tanstack/react-table";
import { History } from "lucide-react";
import { useMemo } from "react";
import { formatDateTime } from "#core/format/date";
import { EmptyState } from "../components/empty-state";
import { PageHeader } from "../components/page-header";
import { type ActivityRow, useActivityList } from "../data/activity";
import { dateColumn } from "../list/columns";
import type { ListFilter } from "../list/list-filter";
import { useListState } from "../list/list-state";
import { AdminList } from "../list/admin-list";
import { useActivityWords } from "./describe-activity";

/** The list's filters: by record type ("Concerning") and by action, as the features word them. */
const FILTER_IDS = ["record", "action"] as const;

/** /admin/activity: the audit trail, newest first. Read-only: entries cannot be edited or removed. */
export function Component() {
  const list = useListState(FILTER_IDS);
  const { data, isError } = useActivityList(list.query);
  const { describeAction, recordChoices, actionChoices } = useActivityWords();
  const filters = useMemo<readonly ListFilter[]>(
    () => [
      { column: "record", label: "Concerning", options: recordChoices },
      { column: "action", label: "Action", options: actionChoices },
    ],
    [recordChoices, actionChoices],
  );
  const columns = useMemo<ColumnDef<ActivityRow, string>[]>(
    () => [
      { ...dateColumn<ActivityRow>(), header: "When", cell: ({ getValue }) => formatDateTime(getValue()) },
      { id: "actor", accessorFn: (row) => row.actor ?? "Unknown visitor", header: "Who" },
      { id: "what", accessorFn: (row) => describeAction(row), header: "What" },
      { id: "ip", accessorFn: (row) => row.ip ?? "—", header: "IP address", meta: { className: "whitespace-nowrap" } },
    ],
    [describeAction],
  );
  return (
    <>
      <PageHeader title="Activity" description="Every sign-in and every change made in the admin, with who made it and from where." />
      <AdminList
        noun="activity entries"
        list={list}
        data={data}
        isError={isError}
        columns={columns}
        filters={filters}
        dates
        empty={<EmptyState icon={History} title="No Activity Yet" text="Sign-ins and changes made in the admin will be recorded here." />}
      />
    </>
  );
}
