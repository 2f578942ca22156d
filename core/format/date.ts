const longDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/**
 * "18 March 2025" for an ISO timestamp. The time zone is fixed so the worker (UTC) and the
 * visitor's browser print the same day, and hydration never sees a different text.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : longDate.format(date);
}
