import type { DomainEvent } from "../events/types";
import { cacheTags } from "../page-cache/cache-tags";
import { reminderAudience } from "./bulk-mail-audience";
import { sendComplianceReminders } from "./due-reminders";
import { reminderHeldData } from "./held-data";
import { sendReminderConfirmation } from "./reminder-confirmation";
import { reminderForms } from "./reminder-submission";
import { complianceExport } from "./data-export";

/**
 * The compliance calendar: due dates written from the rules (core/compliance), extensions staff
 * record (public content: the page and the feed purge), and reminder mails with double opt-in,
 * sent by the cron from 9:00 India time through the bulk mail provider.
 */
export const complianceFeature = {
  name: "compliance",
  publicContent: ["deadline.extended", "deadline.extension_removed"],
  purges: (event: DomainEvent) => (event.type === "deadline.extended" || event.type === "deadline.extension_removed" ? [cacheTags.complianceCalendar] : []),
  afterResponse: [sendReminderConfirmation],
  heldData: reminderHeldData,
  everyFiveMinutes: [sendComplianceReminders],
  forms: reminderForms,
  bulkMailAudiences: [reminderAudience],
  exports: complianceExport,
} as const;
