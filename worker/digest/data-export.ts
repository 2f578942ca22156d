import { digestSends } from "./tables";
import type { DataExport } from "../data-export/declaration";

/** The digest's claims of each colleague's day: a note for the cron, not a record of the firm's. */
export const digestExport = {
  kept: [{ table: digestSends, because: "A note of which morning digests went out, so that none is mailed twice." }],
} as const satisfies DataExport;
