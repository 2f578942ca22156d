import type { ColumnDef } from "@tanstack/react-table";
import { History } from "lucide-react";
import { formatDateTime } from "#core/format/date";
import { activityRecordTypes } from "#core/schemas/list-query";
import { EmptyState } from "../components/empty-state";
import { PageHeader } from "../components/page-header";
import { type ActivityRow, useActivityList } from "../data/activity";
import { dateColumn } from "../list/columns";
import type { ListFilter } from "../list/list-filter";
import { useListState } from "../list/list-state";
import { AdminList } from "../list/admin-list";
import { describeAction } from "./describe-activity";

const RECORD_LABELS: Record<(typeof activityRecordTypes)[number], string> = {
  admin: "Sign-ins and accounts",
  post: "Blog posts",
  job: "Job listings",
  person: "People",
  inquiry: "Inquiries",
  subscriber: "Subscribers",
  sub_service_fee: "Service fees",
  site_settings: "Site settings",
  privacy: "Privacy requests",
  data: "Data exports",
};

const ACTIONS = [
  ["admin.signed_in", "Signed in"],
  ["admin.sign_in_failed", "Failed sign-in"],
  ["admin.signed_out", "Signed out"],
  ["admin.password_changed", "Password changed"],
  ["admin.password_reset", "Password reset by email link"],
  ["post.published", "Post published"],
  ["post.deleted", "Post deleted"],
  ["post.emailed", "Post emailed to subscribers"],
  ["job.published", "Job published"],
  ["job.deleted", "Job deleted"],
  ["inquiry.status_changed", "Inquiry status changed"],
  ["inquiry.assigned", "Inquiry assigned"],
  ["inquiry.stage_changed", "Inquiry stage changed"],
  ["inquiry.deleted", "Inquiry deleted"],
  ["inquiry.bulk_deleted", "Inquiries deleted in bulk"],
  ["inquiry.exported", "Inquiries exported"],
  ["subscriber.deleted", "Subscriber removed"],
  ["subscriber.exported", "Subscribers exported"],
  ["sub_service_fee.updated", "Service fee updated"],
  ["site_settings.saved", "Site settings saved"],
  ["site_settings.reverted", "Site settings restored"],
  ["person.published", "Person published"],
  ["privacy.erased", "Personal data erased"],
  ["data.exported", "All data exported"],
] as const;

const filters: readonly ListFilter[] = [
  { column: "record", label: "Concerning", options: activityRecordTypes.map((value) => ({ value, label: RECORD_LABELS[value] })) },
  { column: "action", label: "Action", options: ACTIONS.map(([value, label]) => ({ value, label })) },
];

const columns: ColumnDef<ActivityRow, string>[] = [
  { ...dateColumn<ActivityRow>(), header: "When", cell: ({ getValue }) => formatDateTime(getValue()) },
  { id: "actor", accessorFn: (row) => row.actor ?? "Unknown visitor", header: "Who" },
  { id: "what", accessorFn: (row) => describeAction(row), header: "What" },
  { id: "ip", accessorFn: (row) => row.ip ?? "—", header: "IP address", meta: { className: "whitespace-nowrap" } },
];

const FILTER_IDS = filters.map((filter) => filter.column);

/** /admin/activity: the audit trail, newest first. Read-only: entries cannot be edited or removed. */
export function Component() {
  const list = useListState(FILTER_IDS);
  const { data, isError } = useActivityList(list.query);
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
