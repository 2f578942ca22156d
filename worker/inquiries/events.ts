import type { InquiryStatus, InquiryType } from "#core/taxonomies/inquiries";

/** The inbox's events: an inquiry stored, and what staff do with it. */
declare module "../events/types" {
  interface DomainEvents {
    /** `ip` is the client's throttle key: the acknowledgement mail is capped per client as well as per address. */
    "inquiry.created": { id: number; inquiryType: InquiryType; name: string; email: string | null; jobId: number | null; ip: string };
    "inquiry.status_changed": { adminId: number; id: number; status: InquiryStatus };
    "inquiry.deleted": { adminId: number; id: number };
    "inquiry.replied": { adminId: number; id: number; messageId: number };
    "inquiry.noted": { adminId: number; id: number; messageId: number };
    "inquiry.bulk_status_changed": { adminId: number; ids: number[]; status: InquiryStatus };
    "inquiry.bulk_deleted": { adminId: number; ids: number[] };
    "inquiry.exported": { adminId: number; filters: Record<string, unknown> };
  }
}
