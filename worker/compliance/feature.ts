import { COMPLIANCE_CALENDAR_TAG } from "./cache-tags";
import { sendComplianceReminders } from "./due-reminders";
import { reminderLinkRoutes, reminderList, sendReminderConfirmation } from "./mailing-list";
import { reminderForms } from "./reminder-submission";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { defineFeature } from "../feature";
import { complianceAdminRoutes } from "./admin-routes";
import { complianceFeedRoutes } from "./feed-routes";
import { complianceRoutes } from "./public-routes";
import { complianceExport } from "./data-export";

/**
 * The compliance calendar: due dates written from the rules (core/compliance), extensions staff
 * record (public content: the page and the feed purge), and reminder mails with double opt-in,
 * sent by the cron from 9:00 India time through the bulk mail provider.
 */
export const complianceFeature = defineFeature({
  name: "compliance",
  publicContent: {
    "deadline.extended": () => [COMPLIANCE_CALENDAR_TAG],
    "deadline.extension_removed": () => [COMPLIANCE_CALENDAR_TAG],
  },
  on: { "compliance_reminder.created": [sendReminderConfirmation] },
  heldData: reminderList.heldData,
  everyFiveMinutes: [sendComplianceReminders],
  forms: reminderForms,
  bulkMailAudiences: [reminderList.audience],
  api: new Hono<AppEnv>().route("/compliance", complianceRoutes).route("/admin/compliance", complianceAdminRoutes),
  // The calendar as an iCalendar feed, and the reminder mails' links.
  pages: new Hono<AppEnv>().route("/", complianceFeedRoutes).route("/", reminderLinkRoutes),
  exports: complianceExport,
});
