import { Inbox } from "lucide-react";
import { EmptyState } from "../components/empty-state";
import { PageHeader } from "../components/page-header";
import { useDeleteInquiry, useInquiryList, useSetInquiryStatus } from "../data/inquiries";
import { AdminList } from "../list/admin-list";
import { inquiryColumns, inquiryFilters } from "./inquiry-columns";
import { InquiryPanel } from "./inquiry-panel";
import { useOpenInquiry } from "./use-open-inquiry";

export function Component() {
  const { rows, isError } = useInquiryList();
  const { openId, close } = useOpenInquiry();
  const setStatus = useSetInquiryStatus();
  const remove = useDeleteInquiry(close);
  const open = rows?.find((inquiry) => inquiry.id === openId) ?? null;

  return (
    <>
      <PageHeader title="Inquiries" description="Contact messages and job applications from the website." />
      <AdminList
        noun="inquiries"
        rows={rows}
        isError={isError}
        columns={inquiryColumns}
        filters={inquiryFilters}
        empty={
          <EmptyState icon={Inbox} title="No Inquiries Yet" text="When visitors submit contact forms or job applications, they will appear here." />
        }
      />
      <InquiryPanel
        inquiry={open}
        onClose={close}
        onSetStatus={(status) => open && setStatus.mutate({ id: open.id, status })}
        onDelete={() => open && remove.mutate(open.id)}
        busy={setStatus.isPending || remove.isPending}
      />
    </>
  );
}
