const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });

/** "22 Nov 2026" from an ISO timestamp. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** "22 Nov 2026, 3:04 pm" from an ISO timestamp. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
