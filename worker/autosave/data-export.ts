import { autosaves } from "../db/schema";
import type { DataExport } from "../data-export/declaration";

/** Unsaved work is the editor's until saved: not part of the owner's export. */
export const autosaveExport = {
  kept: [{ table: autosaves, because: "Changes an editor has not saved yet; they become a post, listing or fee (and so part of this export) once saved." }],
} as const satisfies DataExport;
