import { editorPresence } from "./tables";
import type { DataExport } from "../data-export/declaration";

/** Presence is a moment's state, not a record: nothing of it is exported. */
export const presenceExport = {
  kept: [{ table: editorPresence, because: "Who has an editor open right now; each row lasts minutes." }],
} as const satisfies DataExport;
