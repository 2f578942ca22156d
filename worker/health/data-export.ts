import { cronRuns } from "./tables";
import type { DataExport } from "../data-export/declaration";

/** The cron's record, for System Health: not a record of the firm's. */
export const healthExport = {
  kept: [{ table: cronRuns, because: "When the scheduled jobs last ran and what failed, for the System Health card; the newest 100 runs only." }],
} as const satisfies DataExport;
