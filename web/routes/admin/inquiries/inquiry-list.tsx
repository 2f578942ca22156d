import { useQuery } from "@tanstack/react-query";
import { Eye, Inbox, Trash2 } from "lucide-react";
import { useState } from "react";
import { formatDate } from "#core/format/date";
import { inquiryTypeLabel } from "#core/taxonomies/inquiries";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "../components/confirm-dialog";
import { type Column, DataTable } from "../components/data-table";
import { EmptyState } from "../components/empty-state";
import { PageHeader } from "../components/page-header";
import { useLoadFailureToast } from "../components/use-load-failure";
import { type InquiryRow, inquiryListQuery, useDeleteInquiry, useSetInquiryStatus } from "../data/inquiries";
import { DELETE_INQUIRY_QUESTION, InquiryPanel } from "./inquiry-panel";
import { InquiryStatusBadge } from "./inquiry-status-badge";

const columns: Column<InquiryRow>[] = [
  { header: "Name", cell: (inquiry) => inquiry.name, className: "font-medium" },
  { header: "Type", cell: (inquiry) => inquiryTypeLabel(inquiry.type), secondary: true },
  { header: "Email", cell: (inquiry) => inquiry.email, secondary: true },
  { header: "Status", cell: (inquiry) => <InquiryStatusBadge status={inquiry.status} /> },
  { header: "Date", cell: (inquiry) => formatDate(inquiry.createdAt), className: "whitespace-nowrap", secondary: true },
];

export function Component() {
  const { data: inquiries, isError } = useQuery(inquiryListQuery);
  useLoadFailureToast(isError, "Failed to load inquiries");
  const [openId, setOpenId] = useState<number | null>(null);
  const setStatus = useSetInquiryStatus();
  const remove = useDeleteInquiry(() => setOpenId(null));
  const open = inquiries?.find((inquiry) => inquiry.id === openId) ?? null;

  function view(inquiry: InquiryRow) {
    setOpenId(inquiry.id);
    if (inquiry.status === "new") setStatus.mutate({ id: inquiry.id, status: "read", silent: true });
  }

  return (
    <>
      <PageHeader title="Inquiries" description="Contact messages and job applications from the website." />
      <DataTable
        noun="inquiries"
        rows={inquiries}
        isError={isError}
        columns={columns}
        empty={
          <EmptyState
            icon={Inbox}
            title="No Inquiries Yet"
            text="When visitors submit contact forms or job applications, they will appear here."
          />
        }
        actions={(inquiry) => (
          <>
            <Button variant="ghost" size="icon" onClick={() => view(inquiry)} aria-label={`View inquiry from ${inquiry.name}`}>
              <Eye />
            </Button>
            <ConfirmDialog
              question={DELETE_INQUIRY_QUESTION}
              onConfirm={() => remove.mutate(inquiry.id)}
              trigger={
                <Button variant="ghost" size="icon" className="text-destructive" aria-label={`Delete inquiry from ${inquiry.name}`}>
                  <Trash2 />
                </Button>
              }
            />
          </>
        )}
      />
      <InquiryPanel
        inquiry={open}
        onClose={() => setOpenId(null)}
        onSetStatus={(status) => open && setStatus.mutate({ id: open.id, status })}
        onDelete={() => open && remove.mutate(open.id)}
        busy={setStatus.isPending || remove.isPending}
      />
    </>
  );
}
