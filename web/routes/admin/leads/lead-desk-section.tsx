import { formatDateTime } from "#core/format/date";
import { indiaToday } from "#core/format/india-time";
import { formatWorkingMinutes } from "#core/format/working-minutes";
import { type ContactChannel, followUpState } from "#core/taxonomies/lead-desk";
import { Link } from "react-router-dom";
import { buttonVariants } from "@/components/ui/button-variants";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { InquiryRow } from "../data/inquiries";
import { useAssignableStaff, useAssignLead, useLeadDesk } from "../data/lead-desk";
import { ContactLog } from "./contact-log";
import { EarlierInquiries } from "./earlier-inquiries";
import { FollowUpForm } from "./follow-up-form";
import { StageForm } from "./stage-form";

/** Who handles the lead: a change is saved as it is chosen, and the colleague is mailed. */
function AssigneeSelect({ inquiry }: { inquiry: InquiryRow }) {
  const { data: staff } = useAssignableStaff();
  const assign = useAssignLead(inquiry.id);
  const id = `assignee-${inquiry.id}`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Assigned to</Label>
      <Select
        id={id}
        value={inquiry.assigneeId === null ? "" : String(inquiry.assigneeId)}
        disabled={!staff || assign.isPending}
        onChange={(e) => assign.mutate(e.target.value === "" ? null : Number(e.target.value))}
      >
        <option value="">Unassigned</option>
        {/* The current assignee stays listed while the colleagues load. */}
        {!staff && inquiry.assigneeId !== null ? <option value={inquiry.assigneeId}>{inquiry.assigneeName}</option> : null}
        {staff?.map((colleague) => (
          <option key={colleague.id} value={colleague.id}>
            {colleague.name}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** When the lead was first answered and after how much working time; job applications are not timed. */
function FirstResponse({ inquiry }: { inquiry: InquiryRow }) {
  if (inquiry.type === "job_application") return null;
  if (inquiry.firstResponseAt === null) {
    // Marked replied before first responses were recorded: answered, with no time to show.
    if (inquiry.status === "replied") return <p className="text-sm text-muted-foreground">Answered; no response time was recorded for it.</p>;
    return <p className="text-sm text-amber-800">Not answered yet. A reply, Mark as Replied, a logged call or WhatsApp, or a stage past New answers it.</p>;
  }
  return (
    <p className="text-sm text-muted-foreground">
      First answered {formatDateTime(inquiry.firstResponseAt)}
      {inquiry.firstResponseMinutes !== null ? `, after ${formatWorkingMinutes(inquiry.firstResponseMinutes)} of working time` : ""}.
    </p>
  );
}

/**
 * The lead desk beside the spec's panel: who handles the lead, its stage and outcome, its
 * follow-up, its first response, contacts made outside the admin, and the visitor's other
 * inquiries. Keyed by the inquiry, so its forms start from each inquiry's own values.
 */
export function LeadDeskSection({ inquiry, asked, onAsked }: { inquiry: InquiryRow; asked: ContactChannel | null; onAsked: () => void }) {
  const desk = useLeadDesk(inquiry.id);
  const due = followUpState(inquiry, indiaToday());
  return (
    <section aria-labelledby="lead-desk-heading" className="space-y-4 border-t pt-4">
      <h3 id="lead-desk-heading" className="font-semibold">
        Lead Desk
      </h3>
      <FirstResponse inquiry={inquiry} />
      {inquiry.phone ? <ContactLog inquiry={inquiry} asked={asked} onDone={onAsked} /> : null}
      <AssigneeSelect inquiry={inquiry} />
      {desk.data || desk.isError ? <StageForm inquiry={inquiry} suggestedFee={desk.data?.suggestedFee ?? null} /> : null}
      {/* What follows a won lead is its case: the checklist, the steps and what we send back (web/routes/admin/cases). */}
      {inquiry.stage === "won" ? (
        <Link to={`/admin/cases/new?inquiry=${inquiry.id}`} className={buttonVariants({ variant: "default", size: "sm" })}>
          Open case
        </Link>
      ) : null}
      {due ? (
        <p className={due === "overdue" ? "text-sm font-medium text-destructive" : "text-sm font-medium text-amber-800"}>
          {due === "overdue" ? "The follow-up is overdue." : "The follow-up is due today."}
        </p>
      ) : null}
      <FollowUpForm inquiry={inquiry} />
      {desk.data ? <EarlierInquiries inquiryId={inquiry.id} earlier={desk.data.earlier} /> : null}
    </section>
  );
}
