import { pendingObjectDeletions } from "./tables";
import type { DataExport } from "../data-export/declaration";

/** The R2 lifecycle's own bookkeeping: not a record of the firm's. */
export const mediaExport = {
  kept: [{ table: pendingObjectDeletions, because: "Stored files the website is still to delete, after storage refused once; files.csv lists every file still stored." }],
} as const satisfies DataExport;
