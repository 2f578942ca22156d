import type { LocalizedEntry } from "#core/compliance/types";
import * as calendarEn from "#core/content/compliance-calendar";
import * as calendarHi from "#core/content/hi/compliance-calendar";
import { site } from "#core/content/site";
import { longDateIn } from "#core/format/hindi-date";
import type { Locale } from "#core/i18n/locale";
import { staffText } from "#core/i18n/staff-text";
import { inLocale } from "#core/i18n/translated";

export interface IcsFeed {
  /** The feed's language: its events' words (the entries come in it already), dates and labels. */
  locale: Locale;
  name: string;
  description: string;
  /** The page the events link to, absolute, in the feed's language. */
  pageUrl: string;
  /** Host for UIDs, e.g. "www.example.in": the same in both languages, as a due date is one event. */
  uidDomain: string;
  entries: readonly LocalizedEntry[];
  /** DTSTAMP: when the feed was generated. */
  now: Date;
}

/**
 * RFC 5545 §3.3.11. Control characters other than tab are not allowed in TEXT at all, and a stray
 * one from a pasted notification would make strict clients drop the whole feed, so they go.
 */
function text(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\t\n]/gu, "")
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, "\\n");
}

const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * One content line folded at 75 octets (§3.1); the continuation's leading space counts towards
 * its 75. Stepping by code point keeps each UTF-8 sequence whole. An escape such as "\n" is kept
 * whole too: the RFC allows splitting it, but a reader that unescapes before it unfolds would see
 * a lone backslash.
 */
function fold(line: string): string {
  const lines: string[] = [];
  let current = "";
  let size = 0;
  for (const [unit] of line.matchAll(/\\.|./gsu)) {
    let length = 0;
    for (const char of unit) length += octets(char.codePointAt(0) ?? 0);
    if (size + length > 75) {
      lines.push(current);
      current = " ";
      size = 1;
    }
    current += unit;
    size += length;
  }
  lines.push(current);
  return lines.map((folded) => `${folded}\r\n`).join("");
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-11-20" as a UTC midnight; a date the calendar cannot hold is a bug upstream, so it throws. */
function day(iso: string): Date {
  const match = DATE.exec(iso);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== iso) throw new RangeError(`Not a calendar date: ${iso}`);
  return date;
}

const basicDate = (date: Date) => date.toISOString().slice(0, 10).replaceAll("-", "");
const basicUtc = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

const copyIn = (locale: Locale) => inLocale({ en: calendarEn, hi: calendarHi }, locale).complianceCalendarCopy;

function description(entry: LocalizedEntry, url: string, locale: Locale): string {
  const { feedFile: words, disclaimer } = copyIn(locale);
  const date = longDateIn(locale);
  const lines = [`${words.who}: ${entry.who}`, `${words.dueUnder}: ${entry.citation}`, `${words.penalty}: ${entry.penalty} (${entry.penaltyCitation})`];
  if (entry.assumption) lines.push(`${words.assumes}: ${entry.assumption}`);
  if (entry.extension) {
    const { extendedTo, source, sourceHi, sourceUrl } = entry.extension;
    // Until staff write the Hindi source, the Hindi feed names it as they wrote it.
    lines.push(words.extendedFrom(date(entry.dueDate), date(extendedTo), staffText(locale, source, sourceHi).text));
    if (sourceUrl) lines.push(sourceUrl);
  }
  lines.push("", disclaimer, url);
  return lines.join("\n");
}

function event(entry: LocalizedEntry, feed: IcsFeed, stamp: string): string[] {
  const words = copyIn(feed.locale);
  const start = day(entry.due);
  const url = `${feed.pageUrl}#${entry.id}`;
  return [
    "BEGIN:VEVENT",
    `UID:${entry.id}@${feed.uidDomain}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${basicDate(start)}`,
    // DTEND is exclusive (§3.6.1): an all-day event ends at the start of the next day.
    `DTEND;VALUE=DATE:${basicDate(new Date(start.getTime() + 86_400_000))}`,
    `SUMMARY:${text(entry.extension ? `${entry.title} (${words.feedFile.extendedMark})` : entry.title)}`,
    `DESCRIPTION:${text(description(entry, url, feed.locale))}`,
    `URL:${url}`,
    `CATEGORIES:${text(words.kindLabels[entry.kind])}`,
    // A due date is a reminder, not a meeting: it must not mark the subscriber busy.
    "TRANSP:TRANSPARENT",
    // Clients that keep an event by UID replace it only when the sequence grows.
    // Counts every change staff made, taking an extension back included: a calendar replaces an event only when it grows.
    `SEQUENCE:${entry.revision}`,
    "END:VEVENT",
  ];
}

/**
 * The compliance calendar as an iCalendar feed for Google Calendar, Apple Calendar and webcal:
 * subscribers, in English or Hindi: the same events (one UID per due date), in the feed's words.
 */
export function icsCalendar(feed: IcsFeed): string {
  const stamp = basicUtc(feed.now);
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${text(`-//${site.name}//Compliance calendar//EN`)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${text(feed.name)}`,
    `X-WR-CALDESC:${text(feed.description)}`,
    "X-WR-TIMEZONE:Asia/Kolkata",
    // Both spellings: RFC 7986's for clients that follow it, Microsoft's for Outlook and Apple.
    "REFRESH-INTERVAL;VALUE=DURATION:PT12H",
    "X-PUBLISHED-TTL:PT12H",
    ...feed.entries.flatMap((entry) => event(entry, feed, stamp)),
    "END:VCALENDAR",
  ]
    .map(fold)
    .join("");
}
