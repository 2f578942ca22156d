/**
 * The calendar's page and its feed (an .ics file beside it). Apart from ./calendar.ts, which brings
 * the year's dates: a page that only links to the calendar (the thank-you page, the admin) does not
 * carry them.
 */
export const COMPLIANCE_CALENDAR_PATH = "/tools/compliance-calendar";
export const COMPLIANCE_FEED_PATH = `${COMPLIANCE_CALENDAR_PATH}.ics`;
