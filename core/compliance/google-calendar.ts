import type { LocalizedEntry } from "./types";

const basic = (date: string) => date.replaceAll("-", "");
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Google Calendar's "create event" link for one due date, as an all-day event (the end is the day
 * after, exclusive, as in the feed). Unlike a feed, it works in the phone app, which cannot
 * subscribe by URL: one tap puts one date in the visitor's calendar. `details` says who it is for,
 * what missing it costs and where the calendar is, in the entry's language.
 */
export function googleCalendarEventUrl(entry: Pick<LocalizedEntry, "id" | "title" | "due">, details: string, pageUrl: string): string {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: entry.title,
    dates: `${basic(entry.due)}/${basic(dayAfter(entry.due))}`,
    details: `${details}\n\n${pageUrl}#${entry.id}`,
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}
