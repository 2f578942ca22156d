import type { CaseItemState, CaseStatus } from "#core/taxonomies/cases";

/**
 * A client's case's events, each naming the case (`id`), so the audit trail and the Activity screen
 * file them under it. `case.file_viewed` is a colleague opening or downloading a client's file:
 * nothing changes, and the audit trail keeps it all the same (DPDP Act 2023, s.8(5): reasonable
 * security safeguards; who read a client's papers is part of them).
 */
declare module "../events/types" {
  interface DomainEvents {
    "case.created": { adminId: number; id: number; inquiryId: number | null };
    "case.updated": { adminId: number; id: number; assigneeId: number | null; dueOn: string | null };
    "case.status_changed": { adminId: number; id: number; status: CaseStatus };
    "case.item_added": { adminId: number; id: number; itemId: number };
    "case.item_removed": { adminId: number; id: number; itemId: number };
    "case.item_noted": { adminId: number; id: number; itemId: number };
    "case.item_reviewed": { adminId: number; id: number; itemId: number; state: CaseItemState };
    "case.file_uploaded": { adminId: number; id: number; fileId: number; itemId: number | null; stepId: number | null };
    "case.step_done": { adminId: number; id: number; stepId: number; done: boolean };
    "case.noted": { adminId: number; id: number };
    "case.file_viewed": { adminId: number; id: number; fileId: number };
  }
}
