import { autosaves, revisions } from "./tables";
import type { DataExport } from "../data-export/declaration";

/**
 * Earlier versions are the firm's writing too: the owner's export holds them. Unsaved work is the
 * editor's until saved, so it is kept back.
 */
export const publishableExport = {
  tables: [{ table: revisions, about: "Earlier versions of posts, job listings, team members and fees as each save left them (entity and record_key name the record; data holds it as JSON)." }],
  kept: [{ table: autosaves, because: "Changes an editor has not saved yet; they become a post, listing or fee (and so part of this export) once saved." }],
} as const satisfies DataExport;
