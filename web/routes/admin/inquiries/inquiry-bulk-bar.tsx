import { CheckCheck, MailCheck, Trash2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "../components/confirm-dialog";
import { useBulkInquiryAction } from "../data/inquiries";

const inquiriesCount = (n: number) => `${n} ${n === 1 ? "inquiry" : "inquiries"}`;

/** What to do with the ticked inquiries: mark them read or replied, or delete them after one confirm. */
export function InquiryBulkBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const bulk = useBulkInquiryAction(onDone);
  const busy = bulk.isPending;
  return (
    <div role="region" aria-label="Selected inquiries" className="mb-4 flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 p-3">
      <p className="mr-auto text-sm font-medium">{inquiriesCount(ids.length)} selected</p>
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => bulk.mutate({ ids, action: "read" })}>
        <CheckCheck aria-hidden /> Mark as Read
      </Button>
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => bulk.mutate({ ids, action: "replied" })}>
        <MailCheck aria-hidden /> Mark as Replied
      </Button>
      <ConfirmDialog
        question={`Delete ${inquiriesCount(ids.length)}? Their messages and any résumés are removed for good.`}
        confirmLabel={`Delete ${inquiriesCount(ids.length)}`}
        onConfirm={() => bulk.mutate({ ids, action: "delete" })}
        trigger={
          <Button variant="destructive" size="sm" disabled={busy}>
            <Trash2 aria-hidden /> Delete
          </Button>
        }
      />
      <Button variant="ghost" size="sm" onClick={onDone}>
        <X aria-hidden /> Clear selection
      </Button>
    </div>
  );
}
