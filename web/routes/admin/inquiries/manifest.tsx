import { Mail } from "lucide-react";
import { formatRupees } from "#core/format/rupees";
import { type InquiryStatus, inquiryStatusLabels } from "#core/taxonomies/inquiries";
import { type ContactChannel, contactChannelLabels, type LeadStage, leadStageLabels, type LostReason, lostReasonLabels } from "#core/taxonomies/lead-desk";
import type { AdminFeature } from "../admin-feature";
import { HeldInquiries } from "./held-inquiries";

/** “3 inquiries” for the ids of a bulk action. */
const counted = (ids: unknown) => {
  const n = Array.isArray(ids) ? ids.length : 0;
  return `${n} ${n === 1 ? "inquiry" : "inquiries"}`;
};

const statusLabel = (status: unknown) => inquiryStatusLabels[status as InquiryStatus]?.toLowerCase() ?? String(status);

const stageName = (stage: unknown) => leadStageLabels[stage as LeadStage] ?? String(stage);

/** ", won at ₹25,000" or ", lost (Price)". */
function outcomeOf(detail: Record<string, unknown> | null): string {
  if (typeof detail?.wonFee === "number") return `, won at ${formatRupees(detail.wonFee)}`;
  if (detail?.lostReason) return `, lost (${lostReasonLabels[detail.lostReason as LostReason] ?? String(detail.lostReason)})`;
  return "";
}

/** The inquiries inbox, and the lead desk each inquiry carries (web/routes/admin/leads: stage, owner, follow-ups, contacts). */
export const inquiriesManifest: AdminFeature = {
  name: "inquiries",
  screens: [{ path: "inquiries", permission: "inquiries", lazy: () => import("./inquiry-list") }],
  nav: { to: "/admin/inquiries", label: "Inquiries", icon: Mail, permission: "inquiries" },
  activity: {
    records: { inquiry: { called: "inquiry", filter: "Inquiries" } },
    sentences: {
      "inquiry.status_changed": (entry, { named }) => `marked ${named} as ${statusLabel(entry.detail?.status)}`,
      "inquiry.bulk_status_changed": (entry) => `marked ${counted(entry.detail?.ids)} as ${statusLabel(entry.detail?.status)}`,
      "inquiry.bulk_deleted": (entry) => `deleted ${counted(entry.detail?.ids)}`,
      "inquiry.exported": () => "exported inquiries to CSV",
      "inquiry.assigned": (entry, { named }) =>
        entry.detail?.assigneeName ? `assigned ${named} to ${String(entry.detail.assigneeName)}` : `left ${named} unassigned`,
      "inquiry.stage_changed": (entry, { named }) =>
        `moved ${named} from ${stageName(entry.detail?.from)} to ${stageName(entry.detail?.to)}${outcomeOf(entry.detail)}`,
      "inquiry.follow_up_set": (entry, { named }) =>
        entry.detail?.on
          ? `set a follow-up of ${named} for ${String(entry.detail.on)}${entry.detail.time ? ` at ${String(entry.detail.time)} IST` : ""}`
          : `cleared the follow-up of ${named}`,
      "inquiry.contacted": (entry, { named }) =>
        `recorded contacting ${named} by ${contactChannelLabels[entry.detail?.channel as ContactChannel] ?? "phone"}`,
      "lead_desk.settings_saved": () => "saved the lead desk settings",
    },
    filters: [
      ["inquiry.status_changed", "Inquiry status changed"],
      ["inquiry.assigned", "Inquiry assigned"],
      ["inquiry.stage_changed", "Inquiry stage changed"],
      ["inquiry.deleted", "Inquiry deleted"],
      ["inquiry.bulk_deleted", "Inquiries deleted in bulk"],
      ["inquiry.exported", "Inquiries exported"],
    ],
  },
  heldData: {
    found: (held) => held.inquiries.length > 0,
    block: (held, byPhone) => <HeldInquiries inquiries={held.inquiries} byPhone={byPhone} />,
    counts: {
      inquiries: ["inquiry", "inquiries"],
      resumes: ["résumé", "résumés"],
      messages: ["reply or note", "replies and notes"],
    },
    lists: [["admin", "inquiries"]],
  },
};
