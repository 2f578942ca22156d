/**
 * The calendar's page and its feed (an .ics file beside it). Apart from ./calendar.ts, which brings
 * the year's dates: a page that only links to the calendar (the thank-you page, the admin) does not
 * carry them.
 */
export const COMPLIANCE_CALENDAR_PATH = "/tools/compliance-calendar";
export const COMPLIANCE_FEED_PATH = `${COMPLIANCE_CALENDAR_PATH}.ics`;

/** The pages of the reminder mails' links: each link's GET is a page with one button, whose POST acts. */
export const reminderPaths = {
  confirm: "/reminders/confirm",
  stop: "/reminders/stop",
  confirmed: "/reminders/confirmed",
  stopped: "/reminders/stopped",
  expired: "/reminders/link-expired",
} as const;
