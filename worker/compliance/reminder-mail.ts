import { COMPLIANCE_DISCLAIMER, daysBetween } from "#core/compliance/calendar";
import { COMPLIANCE_CALENDAR_PATH, reminderPaths } from "#core/compliance/paths";
import type { CalendarEntry } from "#core/compliance/types";
import { site } from "#core/content/site";
import { formatDate } from "#core/format/date";
import { renderMail } from "../mail/layout";
import type { Mail } from "../mail/send";
import { CONFIRM_DAYS } from "../subscribers/opt-in";

const withToken = (origin: string, path: string, token: string) => `${origin}${path}?token=${encodeURIComponent(token)}`;

/** The double opt-in mail: nothing in it comes from the visitor but the address it goes to. */
export function reminderConfirmationMail(email: string, origin: string, token: string): Mail {
  const content = renderMail({
    heading: "Please confirm your compliance reminders",
    paragraphs: [
      `You asked ${site.shortName} to email you before the GST, TDS, income-tax, ROC, LLP, PF and ESI due dates you chose, at 9 in the morning (India time).`,
      `The link works for ${CONFIRM_DAYS} days. Until you confirm, we send you nothing else.`,
    ],
    link: { text: "Confirm my reminders", href: withToken(origin, reminderPaths.confirm, token) },
    footer: `${site.name}.\nThis address was entered on the compliance calendar of our website. If that was not you, ignore this email and nothing will be sent.`,
  });
  return { to: [email], subject: `Confirm your compliance reminders from ${site.shortName}`, ...content };
}

const inDays = (days: number) => (days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`);

/**
 * One subscriber's reminder of the day: every due date of theirs now within their lead time, each
 * with who must meet it and what missing it costs, and the one-click unsubscribe (RFC 8058).
 */
export function reminderMail(entries: readonly CalendarEntry[], to: { email: string; unsubscribeToken: string }, today: string, origin: string, from: string): Mail {
  const stop = withToken(origin, reminderPaths.stop, to.unsubscribeToken);
  const first = entries[0]!;
  const subject =
    entries.length === 1
      ? `${first.form} due ${inDays(daysBetween(today, first.due))}: ${formatDate(first.due)}`
      : `${entries.length} compliance due dates coming up, the first ${inDays(daysBetween(today, first.due))}`;
  const content = renderMail({
    heading: entries.length === 1 ? first.title : "Compliance due dates coming up",
    paragraphs: [
      ...entries.map((entry) =>
        [
          `${entry.title}: due ${formatDate(entry.due)} (${inDays(daysBetween(today, entry.due))})`,
          entry.extension ? `Extended from ${formatDate(entry.dueDate)} by ${entry.extension.source}.` : null,
          `Who: ${entry.who}`,
          `If missed: ${entry.penalty}`,
        ]
          .filter((line) => line !== null)
          .join("\n"),
      ),
      COMPLIANCE_DISCLAIMER,
    ],
    link: { text: "See the whole calendar", href: `${origin}${COMPLIANCE_CALENDAR_PATH}` },
    footer: `You receive this because you asked ${site.shortName} for compliance reminders and confirmed your address. To change the dates you get, unsubscribe and sign up again on the calendar.\nUnsubscribe with one click: ${stop}`,
  });
  return {
    to: [to.email],
    subject,
    ...content,
    headers: { "List-Unsubscribe": `<${stop}>, <mailto:${from}?subject=unsubscribe>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
