import { useQuery } from "@tanstack/react-query";
import { Eye, Inbox, Trash2 } from "lucide-react";
import { useState } from "react";
import { inquiryTypeLabel } from "../../../../worker/schemas/inquiry";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { ConfirmDialog } from "../components/confirm-dialog";
import { EmptyState } from "../components/empty-state";
import { formatDate } from "../components/format";
import { PageHeader } from "../components/page-header";
import { useLoadFailureToast } from "../components/use-load-failure";
import { inquiryListQuery, useDeleteInquiry, useSetInquiryStatus } from "../data/inquiries";
import { DELETE_INQUIRY_QUESTION, InquiryPanel } from "./inquiry-panel";
import { InquiryStatusBadge } from "./inquiry-status-badge";

export function Component() {
  const { data: inquiries, isPending, isError } = useQuery(inquiryListQuery);
  useLoadFailureToast(isError, "Failed to load inquiries");
  const [openId, setOpenId] = useState<number | null>(null);
  const setStatus = useSetInquiryStatus();
  const remove = useDeleteInquiry(() => setOpenId(null));
  const open = inquiries?.find((inquiry) => inquiry.id === openId) ?? null;

  function view(id: number, status: string) {
    setOpenId(id);
    if (status === "new") setStatus.mutate({ id, status: "read", silent: true });
  }

  return (
    <>
      <PageHeader title="Inquiries" description="Contact messages and job applications from the website." />
      {isPending ? (
        <p className="text-muted-foreground">Loading inquiries…</p>
      ) : isError ? (
        <p className="text-muted-foreground">The inquiries could not be loaded.</p>
      ) : inquiries.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="No Inquiries Yet"
          text="When visitors submit contact forms or job applications, they will appear here."
        />
      ) : (
        <Card>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Date</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {inquiries.map((inquiry) => (
                <TableRow key={inquiry.id}>
                  <TableCell className="font-medium">{inquiry.name}</TableCell>
                  <TableCell>{inquiryTypeLabel(inquiry.type)}</TableCell>
                  <TableCell>{inquiry.email}</TableCell>
                  <TableCell>
                    <InquiryStatusBadge status={inquiry.status} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(inquiry.createdAt)}</TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="icon" onClick={() => view(inquiry.id, inquiry.status)} aria-label={`View inquiry from ${inquiry.name}`}>
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
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
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
