import { formatDate, formatDateTime } from "#core/format/date";
import { type AdminRole, roleLabels } from "#core/taxonomies/admin-roles";
import { formatRupees } from "#core/format/rupees";
import { inquiryStatusLabels, type InquiryStatus } from "#core/taxonomies/inquiries";
import { type ContactChannel, contactChannelLabels, type LeadStage, leadStageLabels, type LostReason, lostReasonLabels } from "#core/taxonomies/lead-desk";

/** What the audit trail returns of one entry (worker/audit/data.ts). */
export interface ActivityEntry {
  action: string;
  actor: string | null;
  recordType: string;
  recordId: number | null;
  label: string | null;
  detail: Record<string, unknown> | null;
}

const RECORD_NAMES: Record<string, string> = { post: "blog post", job: "job listing", inquiry: "inquiry", subscriber: "subscriber", admin: "account", person: "team member" };

const VERBS: Record<string, string> = {
  created: "created",
  updated: "updated",
  restored: "restored an earlier version of",
  published: "published",
  unpublished: "unpublished",
  deleted: "deleted",
  image_changed: "changed the image of",
  noted: "added a note to",
};

/** “GST basics”, or the record's number once it is gone. */
function named(entry: ActivityEntry): string {
  const noun = RECORD_NAMES[entry.recordType] ?? entry.recordType;
  if (entry.label) return `${noun} “${entry.label}”`;
  return entry.recordId ? `${noun} #${entry.recordId}` : noun;
}

/** “3 inquiries” for the ids of a bulk action. */
const inquiries = (ids: unknown) => {
  const n = Array.isArray(ids) ? ids.length : 0;
  return `${n} ${n === 1 ? "inquiry" : "inquiries"}`;
};

/** “2 inquiries, 1 subscription” from an erasure's counts; the address itself is never recorded. */
/** "12,345 rows from 18 tables": an export's audit row keeps each table's count, never a row. */
const exportedRows = (detail: Record<string, unknown> | null) => {
  const counts = Object.values((detail?.counts ?? {}) as Record<string, unknown>).map(Number);
  const rows = counts.reduce((sum, n) => sum + (Number.isFinite(n) ? n : 0), 0);
  return `${rows.toLocaleString("en-IN")} ${rows === 1 ? "row" : "rows"} from ${counts.length} ${counts.length === 1 ? "table" : "tables"}`;
};

const erased = (detail: Record<string, unknown> | null) => {
  const n = (key: string) => Number(detail?.[key] ?? 0);
  const parts = [
    [n("inquiries"), "inquiry", "inquiries"],
    [n("resumes"), "résumé", "résumés"],
    [n("messages"), "reply or note", "replies and notes"],
    [n("subscriptions"), "subscription", "subscriptions"],
    [n("complianceReminders"), "compliance reminder sign-up", "compliance reminder sign-ups"],
  ] as const;
  const held = parts.filter(([count]) => count > 0).map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  return held.length > 0 ? held.join(", ") : "nothing was held";
};

const roleName = (role: unknown) => roleLabels[role as AdminRole] ?? String(role);

const stageName = (stage: unknown) => leadStageLabels[stage as LeadStage] ?? String(stage);

/** ", won at ₹25,000" or ", lost (Price)". */
function outcomeOf(detail: Record<string, unknown> | null): string {
  if (typeof detail?.wonFee === "number") return `, won at ${formatRupees(detail.wonFee)}`;
  if (detail?.lostReason) return `, lost (${lostReasonLabels[detail.lostReason as LostReason] ?? String(detail.lostReason)})`;
  return "";
}

const statusLabel = (status: unknown) => inquiryStatusLabels[status as InquiryStatus]?.toLowerCase() ?? String(status);

/** One entry as a sentence without its actor: “published blog post “GST basics””. */
export function describeAction(entry: ActivityEntry): string {
  const [, action = ""] = entry.action.split(".");
  switch (entry.action) {
    case "admin.signed_in":
      return "signed in";
    case "admin.sign_in_failed":
      return entry.label ? `failed to sign in as ${entry.label}` : "failed to sign in with an email that is not a staff account";
    case "admin.signed_out":
      return "signed out";
    case "admin.other_sessions_revoked":
      return "signed out their other sessions";
    case "admin.session_revoked":
      return "ended one of their sessions";
    case "admin.reverified":
      return "confirmed their password";
    case "admin.passkey_added":
      return "added a passkey";
    case "admin.passkey_removed":
      return "removed a passkey";
    case "admin.totp_enabled":
      return "turned on sign-in codes from an authenticator app";
    case "admin.totp_disabled":
      return "turned off sign-in codes from an authenticator app";
    case "admin.recovery_codes_regenerated":
      return "made new recovery codes";
    case "admin.password_sign_in_changed":
      return "changed whether they may sign in with a password";
    case "admin.password_changed":
      return "changed their password";
    case "admin.password_reset_requested":
      return `asked for a password reset link for ${entry.label ?? named(entry)}`;
    case "admin.password_reset":
      return "chose a new password from a reset link";
    case "admin.role_changed":
      return `changed the role of ${entry.label ?? named(entry)} from ${roleName(entry.detail?.from)} to ${roleName(entry.detail?.to)}`;
    case "staff.invited":
      if (!entry.detail?.emailed) return "created an invitation link to join the staff";
      return entry.detail.replaces ? "emailed a new invitation to join the staff, withdrawing the earlier link" : "emailed an invitation to join the staff";
    case "admin.factors_reset":
      return `removed the passkeys, authenticator app and recovery codes of ${entry.label ?? named(entry)}`;
    case "inquiry.status_changed":
      return `marked ${named(entry)} as ${statusLabel(entry.detail?.status)}`;
    case "inquiry.bulk_status_changed":
      return `marked ${inquiries(entry.detail?.ids)} as ${statusLabel(entry.detail?.status)}`;
    case "inquiry.bulk_deleted":
      return `deleted ${inquiries(entry.detail?.ids)}`;
    case "inquiry.exported":
      return "exported inquiries to CSV";
    case "subscriber.exported":
      return "exported subscribers to CSV";
    case "sub_service_fee.updated":
      if (entry.detail?.restoredFrom) return `restored an earlier fee and timeline of “${String(entry.detail?.title ?? entry.detail?.subServiceId ?? "a service")}”`;
      return `updated the fee and timeline of “${String(entry.detail?.title ?? entry.detail?.subServiceId ?? "a service")}”`;
    case "deadline.extended":
      return `extended “${String(entry.detail?.title ?? entry.detail?.deadlineId ?? "a due date")}” to ${formatDate(String(entry.detail?.extendedTo ?? ""))} (${String(entry.detail?.source ?? "no source given")})`;
    case "deadline.extension_removed":
      return `put “${String(entry.detail?.title ?? entry.detail?.deadlineId ?? "a due date")}” back to its statutory due date`;
    case "site_settings.saved":
      return `saved the site settings (version ${entry.recordId ?? "?"})`;
    case "site_settings.reverted":
      return `restored version ${String(entry.detail?.revertedFrom ?? "?")} of the site settings`;
    case "site_settings.logo_added":
      return `added a “Trusted by” logo (site settings version ${entry.recordId ?? "?"})`;
    case "post.emailed":
      return `emailed ${named(entry)} to ${Number(entry.detail?.recipients ?? 0)} subscribers${entry.detail?.scheduled ? " as scheduled" : ""}`;
    case "post.email_scheduled":
      return `chose to email ${named(entry)} to subscribers when it is published as scheduled`;
    case "post.email_unscheduled":
      return `cancelled the scheduled email of ${named(entry)} to subscribers`;
    case "post.preview_shared":
      return `shared a preview link of ${named(entry)}${entry.detail?.hasChanges ? " with unsaved changes" : ""}, valid until ${formatDateTime(String(entry.detail?.expiresAt ?? ""))} IST`;
    case "post.preview_revoked":
      return `revoked a preview link of ${named(entry)}`;
    case "inquiry.assigned":
      return entry.detail?.assigneeName ? `assigned ${named(entry)} to ${String(entry.detail.assigneeName)}` : `left ${named(entry)} unassigned`;
    case "inquiry.stage_changed":
      return `moved ${named(entry)} from ${stageName(entry.detail?.from)} to ${stageName(entry.detail?.to)}${outcomeOf(entry.detail)}`;
    case "inquiry.follow_up_set":
      return entry.detail?.on ? `set a follow-up of ${named(entry)} for ${String(entry.detail.on)}${entry.detail.time ? ` at ${String(entry.detail.time)} IST` : ""}` : `cleared the follow-up of ${named(entry)}`;
    case "inquiry.contacted":
      return `recorded contacting ${named(entry)} by ${contactChannelLabels[entry.detail?.channel as ContactChannel] ?? "phone"}`;
    case "lead_desk.settings_saved":
      return "saved the lead desk settings";
    case "privacy.searched":
      return `looked up what was held about one email address or phone number on a privacy request (${erased(entry.detail)})`;
    case "data.exported":
      return `exported all the data: ${exportedRows(entry.detail)}`;
    case "privacy.erased":
      return `erased what was held about one email address on a privacy request (${erased(entry.detail)})`;
  }
  if (action === "scheduled") return `scheduled ${named(entry)} to publish on ${formatDateTime(String(entry.detail?.publishAt ?? ""))} IST`;
  if (action === "unscheduled") return `cancelled the scheduled publication of ${named(entry)}`;
  // The cron's publication of a schedule is recorded under whoever scheduled it.
  if (action === "published" && entry.detail?.scheduled) return `published ${named(entry)} as scheduled`;
  return `${VERBS[action] ?? action.replaceAll("_", " ")} ${named(entry)}`;
}

/** The whole sentence, with who did it (an unknown visitor for a failed sign-in). */
export function describeActivity(entry: ActivityEntry): string {
  return `${entry.actor ?? "Someone"} ${describeAction(entry)}`;
}
