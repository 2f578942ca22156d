import { Eye, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "../components/confirm-dialog";
import { type InquiryRow, useDeleteInquiry } from "../data/inquiries";
import { DELETE_INQUIRY_QUESTION } from "./inquiry-panel";
import { useOpenInquiry } from "./use-open-inquiry";

/** View (the side panel) and delete after a confirm, labelled with the sender's name. */
export function InquiryRowActions({ row }: { row: InquiryRow }) {
  const { open } = useOpenInquiry();
  const remove = useDeleteInquiry();
  return (
    <>
      <Button variant="ghost" size="icon" onClick={() => open(row)} aria-label={`View inquiry from ${row.name}`}>
        <Eye />
      </Button>
      <ConfirmDialog
        question={DELETE_INQUIRY_QUESTION}
        onConfirm={() => remove.mutate(row.id)}
        trigger={
          <Button variant="ghost" size="icon" className="text-destructive" aria-label={`Delete inquiry from ${row.name}`} disabled={remove.isPending}>
            <Trash2 />
          </Button>
        }
      />
    </>
  );
}
