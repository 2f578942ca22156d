import { revisions } from "../db/schema";
import type { DataExport } from "../data-export/declaration";

/** Earlier versions are the firm's writing too: the owner's export holds them. */
export const revisionExport = {
  tables: [{ table: revisions, about: "Earlier versions of posts, job listings, team members and fees as each save left them (entity and record_key name the record; data holds it as JSON)." }],
} as const satisfies DataExport;
