import { daysBetween } from "#core/compliance/calendar";
import { COMPLIANCE_CALENDAR_PATH, reminderPaths } from "#core/compliance/paths";
import type { LocalizedEntry } from "#core/compliance/types";
import * as calendarEn from "#core/content/compliance-calendar";
import * as remindersEn from "#core/content/compliance-reminders";
import * as calendarHi from "#core/content/hi/compliance-calendar";
import * as remindersHi from "#core/content/hi/compliance-reminders";
import { longDateIn } from "#core/format/hindi-date";
import { languageTags, type Locale, pathIn } from "#core/i18n/locale";
import { staffText } from "#core/i18n/staff-text";
import { inLocale } from "#core/i18n/translated";
import { renderMail } from "../mail/layout";
import type { Mail } from "../mail/send";
import { confirmationMail, tokenLink } from "../mailing-list/confirmation-mail";
import { oneClickUnsubscribe } from "../mailing-list/link-routes";
import { CONFIRM_DAYS } from "../mailing-list/opt-in";

const wordsIn = (locale: Locale) => inLocale({ en: remindersEn, hi: remindersHi }, locale).reminderMailCopy;

/** What a mail in `locale` adds around its words: the HTML's language, and (in Hindi) the greeting and the team's sign-off. */
function frame(locale: Locale) {
  const words = wordsIn(locale);
  return {
    ...(locale === "en" ? {} : { lang: languageTags[locale].html }),
    greeting: words.greeting ? [words.greeting] : [],
    ...(words.closing ? { closing: words.closing } : {}),
  };
}

/**
 * The double opt-in mail, in the language of the page the address signed up on, its link to that
 * language's page: nothing in it comes from the visitor but the address it goes to.
 */
export function reminderConfirmationMail(email: string, origin: string, token: string, locale: Locale): Mail {
  const words = wordsIn(locale).confirmation;
  const { greeting, ...around } = frame(locale);
  return confirmationMail(email, tokenLink(origin, pathIn(locale, reminderPaths.confirm), token), {
    ...around,
    subject: words.subject,
    heading: words.heading,
    paragraphs: [...greeting, words.asked, words.linkLasts(CONFIRM_DAYS)],
    button: words.button,
    footer: words.footer,
  });
}

/**
 * One subscriber's reminder of the day, in their language: every due date of theirs now within
 * their lead time (`entries`, in that language), each with who must meet it and what missing it
 * costs, and the one-click unsubscribe (RFC 8058).
 */
export function reminderMail(
  entries: readonly LocalizedEntry[],
  to: { email: string; unsubscribeToken: string; language: Locale },
  today: string,
  origin: string,
  from: string,
): Mail {
  const locale = to.language;
  const words = wordsIn(locale).reminder;
  const date = longDateIn(locale);
  const when = (entry: LocalizedEntry) => words.inDays(daysBetween(today, entry.due));
  const stop = tokenLink(origin, pathIn(locale, reminderPaths.stop), to.unsubscribeToken);
  const first = entries[0]!;
  const { greeting, ...around } = frame(locale);
  const content = renderMail({
    ...around,
    heading: entries.length === 1 ? first.title : words.headingMany,
    paragraphs: [
      ...greeting,
      ...entries.map((entry) =>
        [
          words.dueLine(entry.title, date(entry.due), when(entry)),
          entry.extension ? words.extended(date(entry.dueDate), staffText(locale, entry.extension.source, entry.extension.sourceHi).text) : null,
          `${words.who}: ${entry.who}`,
          `${words.ifMissed}: ${entry.penalty}`,
        ]
          .filter((line) => line !== null)
          .join("\n"),
      ),
      inLocale({ en: calendarEn, hi: calendarHi }, locale).complianceCalendarCopy.disclaimer,
    ],
    link: { text: words.seeAll, href: `${origin}${pathIn(locale, COMPLIANCE_CALENDAR_PATH)}` },
    footer: words.footer(stop),
  });
  return {
    to: [to.email],
    subject: entries.length === 1 ? words.subjectOne(first.form, when(first), date(first.due)) : words.subjectMany(entries.length, when(first)),
    ...content,
    headers: oneClickUnsubscribe(stop, from),
  };
}
