import type { InquiryStatus, InquiryType } from "#core/taxonomies/inquiries";

/** The two publishable resources: blog posts and job listings. */
export type PublishableEntity = "post" | "job";
export type PublishableAction = "created" | "updated" | "published" | "unpublished" | "deleted";

/**
 * Everything the app reports after a write: who did it (`adminId` for admin actions), which record
 * (`id`), and the data a later handler (cache purge, mail, audit) needs without reading it again.
 */
export type DomainEvent =
  | { type: `${PublishableEntity}.${PublishableAction}`; adminId: number; id: number; slug: string }
  | { type: "post.image_changed"; adminId: number; id: number; imageUrl: string; previousImageUrl: string | null }
  | { type: "inquiry.created"; id: number; inquiryType: InquiryType; name: string; email: string; jobId: number | null }
  | { type: "inquiry.status_changed"; adminId: number; id: number; status: InquiryStatus }
  | { type: "inquiry.deleted"; adminId: number; id: number }
  | { type: "subscriber.created"; id: number; email: string }
  | { type: "admin.signed_in"; adminId: number; ip: string }
  | { type: "admin.sign_in_failed"; email: string; ip: string }
  | { type: "admin.signed_out" | "admin.signed_out_everywhere" | "admin.password_changed"; adminId: number }
  | { type: "admin.passkey_added" | "admin.passkey_removed"; adminId: number; credentialId: string; name: string }
  | { type: "admin.totp_enabled" | "admin.totp_disabled" | "admin.recovery_codes_regenerated"; adminId: number }
  | { type: "admin.password_sign_in_changed"; adminId: number; enabled: boolean };

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
}

/** Events that change what the public site shows, so cached public pages must not be reused. */
export const PUBLIC_CONTENT_EVENTS: ReadonlySet<DomainEventType> = new Set<DomainEventType>([
  "post.created",
  "post.updated",
  "post.published",
  "post.unpublished",
  "post.deleted",
  "post.image_changed",
  "job.created",
  "job.updated",
  "job.published",
  "job.unpublished",
  "job.deleted",
]);
