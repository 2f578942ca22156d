import type { Locale } from "#core/i18n/locale";
import type { AdminRole } from "#core/taxonomies/admin-roles";
import type { InquiryStatus, InquiryType } from "#core/taxonomies/inquiries";
import type { ContactChannel, LeadStage } from "#core/taxonomies/lead-desk";
import type { ServiceId } from "#core/taxonomies/services";

/** The publishable resources: blog posts, job listings and the people of the team. */
export type PublishableEntity = "post" | "job" | "person";
export type PublishableAction = "created" | "updated" | "restored" | "published" | "unpublished" | "deleted" | "scheduled" | "unscheduled";

/**
 * Everything the app reports after a write: who did it (`adminId` for admin actions), which record
 * (`id`), and the data a later handler (cache purge, mail, audit) needs without reading it again.
 */
export type DomainEvent =
  | { type: `${PublishableEntity}.${PublishableAction}`; adminId: number; id: number; slug: string }
  | { type: "post.image_changed" | "person.image_changed"; adminId: number; id: number; imageUrl: string; previousImageUrl: string | null }
  | { type: "post.content_image_added"; adminId: number; id: number; imageUrl: string }
  // `ip` is the client's throttle key: the acknowledgement mail is capped per client as well as per address.
  | { type: "inquiry.created"; id: number; inquiryType: InquiryType; name: string; email: string | null; jobId: number | null; ip: string }
  | { type: "inquiry.status_changed"; adminId: number; id: number; status: InquiryStatus }
  | { type: "inquiry.deleted"; adminId: number; id: number }
  | { type: "inquiry.replied" | "inquiry.noted"; adminId: number; id: number; messageId: number }
  | { type: "inquiry.bulk_status_changed"; adminId: number; ids: number[]; status: InquiryStatus }
  | { type: "inquiry.bulk_deleted"; adminId: number; ids: number[] }
  | { type: "inquiry.exported" | "subscriber.exported"; adminId: number; filters: Record<string, unknown> }
  // The lead desk (worker/leads): who handles a lead (null: nobody), its stage, its follow-up, a
  // WhatsApp chat or call staff confirmed (`messageId`: its entry in the thread), and its settings.
  | { type: "inquiry.assigned"; adminId: number; id: number; assigneeId: number | null }
  | { type: "inquiry.stage_changed"; adminId: number; id: number; from: LeadStage; to: LeadStage }
  | { type: "inquiry.follow_up_set"; adminId: number; id: number; on: string | null }
  | { type: "inquiry.contacted"; adminId: number; id: number; channel: ContactChannel; messageId: number }
  | { type: "lead_desk.settings_saved"; adminId: number }
  // A sign-up stored, new or renewed (still pending, or unsubscribed before): `confirmToken` goes into its confirmation mail.
  | { type: "subscriber.created"; id: number; email: string; confirmToken: string; origin: string; ip: string }
  | { type: "subscriber.confirmed" | "subscriber.unsubscribed"; id: number }
  // "Email to subscribers": `id` is the post, `sendId` the newsletter_sends row that records the send.
  | { type: "post.emailed"; adminId: number; id: number; sendId: number; recipients: number }
  // "Also email subscribers" of a scheduled post chosen or dropped; the cron's send is a `post.emailed`.
  | { type: "post.email_scheduled" | "post.email_unscheduled"; adminId: number; id: number }
  // A preview link of post `id` shared or revoked (worker/previews); the link's token is in no event.
  | { type: "post.preview_shared" | "post.preview_revoked"; adminId: number; id: number; linkId: string }
  | { type: "subscriber.deleted"; adminId: number; id: number }
  | { type: "admin.signed_in"; adminId: number; ip: string }
  | { type: "admin.sign_in_failed"; email: string; ip: string }
  | { type: "admin.signed_out" | "admin.other_sessions_revoked" | "admin.password_changed" | "admin.reverified"; adminId: number }
  | { type: "admin.session_revoked"; adminId: number; sessionId: string }
  // Staff accounts: `adminId` is who acted (the new colleague for an accepted invitation), `id` the
  // invitation (invited, withdrawn, accepted) or the colleague (removed, role changed, made owner).
  | { type: "staff.invited" | "staff.invite_withdrawn" | "staff.invite_accepted"; adminId: number; id: number; email: string }
  | { type: "staff.removed"; adminId: number; id: number; email: string }
  | { type: "ownership.transferred"; adminId: number; id: number }
  | { type: "admin.role_changed"; adminId: number; id: number; from: AdminRole; to: AdminRole }
  // A privacy search keeps no personal data either: only how many records of each kind were found.
  | { type: "privacy.searched"; adminId: number; counts: Record<string, number> }
  // Factor changes carry where they came from (address, browser): the account holder is mailed them.
  | { type: "admin.passkey_added" | "admin.passkey_removed"; adminId: number; credentialId: string; name: string; ip: string; device: string }
  | { type: "admin.totp_enabled" | "admin.totp_disabled" | "admin.recovery_codes_regenerated"; adminId: number; ip: string; device: string }
  // The owner removed every factor of colleague `id` (the command line records the same action in SQL).
  | { type: "admin.factors_reset"; adminId: number; id: number; ip: string; device: string }
  | { type: "admin.password_sign_in_changed"; adminId: number; enabled: boolean }
  // A forgotten password: `id` is the account a reset link was mailed to (nobody is signed in yet);
  // `link` carries the token to the mail handler only, never to the audit trail or a log.
  | { type: "admin.password_reset_requested"; id: number; email: string; link: string; expiresAt: string }
  | { type: "admin.password_reset"; adminId: number }
  // The firm's fee, timeline and note of a sub-service (all empty: cleared); shown on its public page.
  | { type: "sub_service_fee.updated"; adminId: number; serviceId: ServiceId; subServiceId: string }
  // The compliance calendar (worker/compliance): a due date staff moved by notification, or put back.
  | { type: "deadline.extended" | "deadline.extension_removed"; adminId: number; deadlineId: string }
  // A reminder sign-up stored, new or renewed: `confirmToken` goes into its confirmation mail.
  | { type: "compliance_reminder.created"; id: number; email: string; confirmToken: string; origin: string; language: Locale; ip: string }
  | { type: "compliance_reminder.confirmed" | "compliance_reminder.unsubscribed"; id: number }
  // Settings → Site: `id` is the version the save, revert or logo upload created.
  | { type: "site_settings.saved" | "site_settings.logo_added"; adminId: number; id: number }
  | { type: "site_settings.reverted"; adminId: number; id: number; revertedFrom: number }
  // The owner's copy of all the data (worker/data-export): how many rows of each table, never a row.
  | { type: "data.exported"; adminId: number; counts: Record<string, number> }
  // A privacy erasure keeps no personal data: `counts` says how many records of each kind went.
  | { type: "privacy.erased"; adminId: number; counts: Record<string, number> };

export type DomainEventType = DomainEvent["type"];

/**
 * What an in-write handler sees: the event's type, who and (when it exists already) which record.
 * The rest of the event is known only from the write's result, which a batch cannot feed back
 * into its own later statements.
 */
export interface WriteIntent {
  type: DomainEventType;
  adminId?: number;
  id?: number;
  /** The records of a bulk action. */
  ids?: number[];
  /** What else the audit trail should keep of the action: a new status, the filters of an export. */
  detail?: Record<string, unknown>;
  /**
   * Record it only when the write changed a row: for a write two runs may race (the cron's
   * scheduled publishing), so the one that lost leaves no second entry. The audit row follows the
   * write directly in the batch and reads what it changed.
   */
  onlyIfWritten?: boolean;
  /** The client's address; `commit` fills it from the request (CF-Connecting-IP). */
  ip?: string | null;
}

