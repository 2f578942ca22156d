import type { RowSelectionState } from "@tanstack/react-table";
import { Inbox } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "../components/empty-state";
import { PageHeader } from "../components/page-header";
import { inquiryExportHref, useDeleteInquiry, useInquiry, useInquiryList, useSetInquiryStatus } from "../data/inquiries";
import { AdminList } from "../list/admin-list";
import { ExportButton } from "../list/export-button";
import { useListState } from "../list/list-state";
import { InquiryBulkBar } from "./inquiry-bulk-bar";
import { inquiryColumns } from "./inquiry-columns";
import { INQUIRY_FILTER_IDS, PERSON_PARAM, useInquiryFilters } from "./inquiry-filters";
import { InquiryPanel } from "./inquiry-panel";
import { NewTodayToggle } from "./new-today-toggle";
import { PersonBanner } from "./person-banner";
import { useMarkReadWhenOpened, useOpenInquiry } from "./use-open-inquiry";

export function Component() {
  const filters = useInquiryFilters();
  const list = useListState(INQUIRY_FILTER_IDS);
  const { data, isError } = useInquiryList(list.query);
  const { openId, close } = useOpenInquiry();
  const setStatus = useSetInquiryStatus();
  const remove = useDeleteInquiry(close);
  const open = useInquiry(openId, data?.rows);
  useMarkReadWhenOpened(open);
  // Ticks belong to the rows on screen: another page, search or filter starts with none.
  const [selection, setSelection] = useState<{ view: string; rows: RowSelectionState }>({ view: "", rows: {} });
  const view = JSON.stringify(list.query);
  const selected = selection.view === view ? selection.rows : {};
  const clearSelection = () => setSelection({ view, rows: {} });


  return (
    <>
      <PageHeader title="Inquiries" description="Contact messages, call-back requests, service enquiries, quote requests and job applications from the website." actions={data?.total ? <ExportButton href={inquiryExportHref(list.query)} /> : undefined} />
      {list.state.filters[PERSON_PARAM] ? <PersonBanner onShowAll={() => list.setFilter(PERSON_PARAM, "")} /> : null}
      <AdminList
        noun="inquiries"
        list={list}
        data={data}
        isError={isError}
        columns={inquiryColumns}
        filters={filters}
        dates
        quick={<NewTodayToggle list={list} />}
        compact
        selection={{
          value: selected,
          onChange: (rows) => setSelection({ view, rows }),
          actions: <InquiryBulkBar ids={Object.keys(selected).map(Number)} onDone={clearSelection} />,
        }}
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
