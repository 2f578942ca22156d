/** The records whose saves are kept as revisions (worker/publishable/revisions.ts), and whose editors autosave. */
export const revisionEntities = ["post", "job", "person", "service_fee"] as const;

export type RevisionEntity = (typeof revisionEntities)[number];

/**
 * How many revisions each record keeps: enough to undo a bad month of edits, few enough to list
 * on one screen. Older ones are pruned by the save that passes the count (docs/editing.md).
 */
export const REVISIONS_KEPT = 25;
