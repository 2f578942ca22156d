import { auditLog } from "./tables";
import type { DataExport } from "../data-export/declaration";

/** The audit trail is the firm's record of who did what: the owner's export holds all of it. */
export const auditExport = {
  tables: [
    {
      table: auditLog,
      about: "The activity log: every action in the admin (who, what, on which record, from which address, when) and every failed sign-in; detail holds what changed, such as a title, a status or how many records.",
    },
  ],
} as const satisfies DataExport;
