import { assigneeLeadMonthCounts, assigneeLeadOutcomeCounts, assigneeResponseMinuteCounts, leadDeskSettings, leadMonthCounts, leadOutcomeCounts, responseMinuteCounts } from "./tables";
import type { DataExport } from "../data-export/declaration";

const COUNTS = "Monthly counts for the dashboard's charts, worked out again from the inquiries whenever one changes.";

/** The lead desk's settings in the owner's export; its counts come back from the inquiries. */
export const leadDeskExport = {
  tables: [{ table: leadDeskSettings, about: "The lead desk's settings (working hours, follow-up rules), as JSON in the settings column." }],
  kept: [leadMonthCounts, responseMinuteCounts, leadOutcomeCounts, assigneeLeadMonthCounts, assigneeResponseMinuteCounts, assigneeLeadOutcomeCounts].map((table) => ({
    table,
    because: COUNTS,
  })),
} as const satisfies DataExport;
