// The time zone is fixed: the worker runs in UTC and renders the public pages, the visitor's browser
// hydrates them, and both must print the same day. The admin uses the same formatters, so a date
// reads the same on both sides of the site.
const longDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

const valid = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "18 March 2025" for an ISO timestamp; empty for an invalid one. */
export function formatDate(iso: string): string {
  const date = valid(iso);
  return date ? longDate.format(date) : "";
}

/** "18 Mar 2025, 3:00 pm" for an ISO timestamp; empty for an invalid one. */
export function formatDateTime(iso: string): string {
  const date = valid(iso);
  return date ? dateTime.format(date) : "";
}
