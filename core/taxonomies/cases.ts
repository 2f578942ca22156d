/**
 * A client's case after a won lead (worker/cases): where each checklist item stands, whether the
 * case is open, what a stored file is, and what its timeline records.
 */

/** An item the client is asked for: requested, received (a file came), accepted, or sent back for another copy. */
export const caseItemStates = ["requested", "received", "accepted", "returned"] as const;
export type CaseItemState = (typeof caseItemStates)[number];

export const caseStatuses = ["open", "closed"] as const;
export type CaseStatus = (typeof caseStatuses)[number];

/** A file is a document the client sent for an item, or an output the firm sends back (a certificate, an acknowledgement). */
export const caseFileRoles = ["document", "output"] as const;
export type CaseFileRole = (typeof caseFileRoles)[number];

/** What an entry of a case's timeline records; a note is staff's own words. */
export const caseEntryKinds = ["opened", "note", "item_added", "item_removed", "item_received", "item_accepted", "item_returned", "step_done", "step_reopened", "output_attached", "assigned", "closed", "reopened"] as const;
export type CaseEntryKind = (typeof caseEntryKinds)[number];
