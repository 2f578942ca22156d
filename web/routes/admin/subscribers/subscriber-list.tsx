import type { ColumnDef } from "@tanstack/react-table";
import { Download, Trash2, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "../components/confirm-dialog";
import { EmptyState } from "../components/empty-state";
import { PageHeader } from "../components/page-header";
import { type SubscriberRow, subscriberExportHref, useDeleteSubscriber, useSubscriberList } from "../data/subscribers";
import { AdminList } from "../list/admin-list";
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
  { id: "sourcePage", accessorFn: (row) => row.sourcePage ?? "", header: "Signed up on", cell: ({ getValue }) => getValue() || "—" },
  dateColumn(),
  actionsColumn(RemoveSubscriber) as ColumnDef<SubscriberRow, string>,
];

const NO_FILTERS: string[] = [];

/** /admin/subscribers: the newsletter sign-ups, searchable, removable and exportable. */
export function Component() {
  const list = useListState(NO_FILTERS);
  const { data, isError } = useSubscriberList(list.query);
  const exportButton = (
    <Button variant="outline" asChild>
      <a href={subscriberExportHref(list.query)} download>
        <Download aria-hidden /> Export CSV
      </a>
    </Button>
  );
  return (
    <>
      <PageHeader title="Subscribers" description="Readers who signed up for the newsletter." actions={data?.total ? exportButton : undefined} />
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
