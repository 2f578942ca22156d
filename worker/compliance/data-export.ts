import { complianceReminderSends, complianceReminders, deadlineExtensions } from "./tables";
import type { DataExport } from "../data-export/declaration";

/** The compliance calendar's records in the owner's export. */
export const complianceExport = {
  tables: [
    {
      table: complianceReminders,
      about: "Sign-ups for due-date reminders: email address, which due dates, how many days ahead, language, and whether they confirmed or unsubscribed.",
      without: {
        columns: [complianceReminders.confirmTokenHash, complianceReminders.unsubscribeToken],
        because: "The secrets of the links mailed to each sign-up: whoever holds them could confirm or unsubscribe that address.",
      },
    },
    { table: complianceReminderSends, about: "Each reminder mailed: to which sign-up (reminder_id), for which due date, and when." },
    { table: deadlineExtensions, about: "Due dates the government extended, as staff recorded them, with the notification they cite." },
  ],
} as const satisfies DataExport;
