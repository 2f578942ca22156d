import type { ColumnDef } from "@tanstack/react-table";
import { Trash2, Users } from "lucide-react";
import { subscriberStatusLabel } from "#core/taxonomies/subscribers";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useMailStatus } from "../data/mail-status";
import { ConfirmDialog } from "../components/confirm-dialog";
import { EmptyState } from "../components/empty-state";
import { SetupNotice } from "../components/setup-notice";
import { PageHeader } from "../components/page-header";
import { type SubscriberRow, subscriberExportHref, useDeleteSubscriber, useSubscriberList } from "../data/subscribers";
import { AdminList } from "../list/admin-list";
import { ExportButton } from "../list/export-button";
import { actionsColumn, dateColumn } from "../list/columns";
import { useListState } from "../list/list-state";

function RemoveSubscriber({ row }: { row: SubscriberRow }) {
  const remove = useDeleteSubscriber();
  return (
    <ConfirmDialog
      question={`Remove ${row.email} from the newsletter list?`}
      confirmLabel="Remove"
      onConfirm={() => remove.mutate(row.id)}
      trigger={
        <Button variant="ghost" size="icon" className="text-destructive" aria-label={`Remove ${row.email}`} disabled={remove.isPending}>
          <Trash2 />
        </Button>
      }
    />
  );
}

const columns: ColumnDef<SubscriberRow, string>[] = [
  { accessorKey: "email", header: "Email", enableSorting: true, meta: { className: "font-medium" } },
  {
    id: "status",
    accessorFn: (row) => row.status,
    header: "Status",
    cell: ({ row }) => (
      <Badge variant={row.original.status === "confirmed" ? "success" : row.original.status === "pending" ? "outline" : "secondary"}>
        {subscriberStatusLabel[row.original.status]}
      </Badge>
    ),
  },
  { id: "sourcePage", accessorFn: (row) => row.sourcePage ?? "", header: "Signed up on", cell: ({ getValue }) => getValue() || "—" },
  dateColumn(),
  actionsColumn(RemoveSubscriber) as ColumnDef<SubscriberRow, string>,
];

const NO_FILTERS: string[] = [];

/** While no sender is set, sign-ups wait unconfirmed: says so, and what turns mail on. */
function MailOffNotice() {
  const mail = useMailStatus();
  if (!mail || mail.replies) return null;
  return (
    <SetupNotice title="Newsletter email is off">
      Sign-ups are saved, but no confirmation link is sent, so nobody can confirm and no post can be emailed. Set{" "}
      <code>MAIL_FROM</code> to a sender address on your domain (and <code>NOTIFY_TO</code> for inquiry notifications) in{" "}
      <code>wrangler.toml</code>, then deploy again; the README&rsquo;s deploy steps explain the Cloudflare Email setup.
    </SetupNotice>
  );
}

/** /admin/subscribers: the newsletter sign-ups, searchable, removable and exportable. */
export function Component() {
  const list = useListState(NO_FILTERS);
  const { data, isError } = useSubscriberList(list.query);
  return (
    <>
      <PageHeader
        title="Subscribers"
        description="Readers who signed up for the newsletter. Only confirmed addresses are emailed."
        actions={data?.total ? <ExportButton href={subscriberExportHref(list.query)} /> : undefined}
      />
      <MailOffNotice />
      <AdminList
        noun="subscribers"
        list={list}
        data={data}
        isError={isError}
        columns={columns}
        dates
        empty={<EmptyState icon={Users} title="No Subscribers Yet" text="Readers who sign up with the newsletter box on the blog will appear here." />}
      />
    </>
  );
}
