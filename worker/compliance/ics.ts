import { COMPLIANCE_DISCLAIMER } from "#core/compliance/calendar";
import { deadlineKindLabels, type CalendarEntry } from "#core/compliance/types";
import { site } from "#core/content/site";
import { formatDate } from "#core/format/date";

export interface IcsFeed {
  name: string;
  description: string;
  /** The page the events link to, absolute. */
  pageUrl: string;
  /** Host for UIDs, e.g. "www.example.in". */
  uidDomain: string;
  entries: readonly CalendarEntry[];
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

function description(entry: CalendarEntry, url: string): string {
  const lines = [
    `Who: ${entry.who}`,
    `Due under: ${entry.citation}`,
    `Penalty: ${entry.penalty} (${entry.penaltyCitation})`,
  ];
  if (entry.assumption) lines.push(`Assumes: ${entry.assumption}`);
  if (entry.extension) {
    const { extendedTo, source, sourceUrl } = entry.extension;
    lines.push(`Extended from ${formatDate(entry.dueDate)} to ${formatDate(extendedTo)} by ${source}`);
    if (sourceUrl) lines.push(sourceUrl);
  }
  lines.push("", COMPLIANCE_DISCLAIMER, url);
  return lines.join("\n");
}

function event(entry: CalendarEntry, feed: IcsFeed, stamp: string): string[] {
  const start = day(entry.due);
  const url = `${feed.pageUrl}#${entry.id}`;
  return [
    "BEGIN:VEVENT",
    `UID:${entry.id}@${feed.uidDomain}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${basicDate(start)}`,
    // DTEND is exclusive (§3.6.1): an all-day event ends at the start of the next day.
    `DTEND;VALUE=DATE:${basicDate(new Date(start.getTime() + 86_400_000))}`,
    `SUMMARY:${text(entry.extension ? `${entry.title} (extended)` : entry.title)}`,
    `DESCRIPTION:${text(description(entry, url))}`,
    `URL:${url}`,
    `CATEGORIES:${text(deadlineKindLabels[entry.kind])}`,
    // A due date is a reminder, not a meeting: it must not mark the subscriber busy.
    "TRANSP:TRANSPARENT",
    // Clients that keep an event by UID replace it only when the sequence grows.
    // Counts every change staff made, taking an extension back included: a calendar replaces an event only when it grows.
    `SEQUENCE:${entry.revision}`,
    "END:VEVENT",
  ];
}

/** The compliance calendar as an iCalendar feed for Google Calendar, Apple Calendar and webcal: subscribers. */
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
