import { Link } from "react-router-dom";
import { formatDate } from "#core/format/date";
import { formatRupees } from "#core/format/rupees";
import { inquiryTypeLabel } from "#core/taxonomies/inquiries";
import { lostReasonLabels } from "#core/taxonomies/lead-desk";
import type { EarlierInquiry } from "../data/lead-desk";
import { LeadStageBadge } from "./lead-stage-badge";

const outcome = (e: EarlierInquiry) =>
  e.stage === "won" && e.wonFee !== null ? ` · ${formatRupees(e.wonFee)}` : e.stage === "lost" && e.lostReason ? ` · ${lostReasonLabels[e.lostReason]}` : "";

/**
 * A returning visitor's other inquiries (the same email, or the same phone number however it was
 * typed), each opening in this panel, and the list of all of them together.
 */
export function EarlierInquiries({ inquiryId, earlier }: { inquiryId: number; earlier: EarlierInquiry[] }) {
  if (earlier.length === 0) return null;
  return (
    <section aria-labelledby="earlier-inquiries-heading" className="space-y-2">
      <h4 id="earlier-inquiries-heading" className="text-sm font-medium text-muted-foreground">
        Also from this person ({earlier.length})
      </h4>
      <ul className="space-y-2">
        {earlier.map((e) => (
          <li key={e.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <LeadStageBadge stage={e.stage} />
            <Link className="text-primary underline-offset-4 hover:underline" to={`/admin/inquiries?inquiry=${e.id}`}>
              {e.service ?? e.subject ?? inquiryTypeLabel(e.type)}
            </Link>
            <span className="text-muted-foreground">
              {formatDate(e.createdAt)}
              {outcome(e)}
            </span>
          </li>
        ))}
      </ul>
      <Link className="text-sm text-primary underline-offset-4 hover:underline" to={`/admin/inquiries?person=${inquiryId}`}>
        Show all their inquiries in the list
      </Link>
    </section>
  );
}
