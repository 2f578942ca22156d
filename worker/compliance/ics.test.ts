import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { LocalizedEntry } from "#core/compliance/types";
import { complianceCalendarCopy } from "#core/content/compliance-calendar";
import { site } from "#core/content/site";
import { icsCalendar, type IcsFeed } from "./ics";

/** What an English feed says of its dates, under each one. */
const COMPLIANCE_DISCLAIMER = complianceCalendarCopy.disclaimer;

const PAGE = "https://www.example.in/compliance-calendar";

function entry(overrides: Partial<LocalizedEntry> = {}): LocalizedEntry {
  return {
    id: "gstr-3b-monthly-2026-10",
    kind: "gst",
    form: "GSTR-3B",
    title: "GSTR-3B for October 2026",
    who: "Regular taxpayers filing monthly (not under QRMP)",
    dueDate: "2026-11-20",
    citation: "Section 39(1), CGST Act; Rule 61, CGST Rules",
    penalty: "Late fee of ₹50 a day, and interest at 18% a year",
    penaltyCitation: "Section 47 and Section 50, CGST Act",
    extension: null,
    revision: 0,
    due: "2026-11-20",
    ...overrides,
  };
}

const extended = (base: LocalizedEntry = entry()): LocalizedEntry => ({
  ...base,
  extension: {
    extendedTo: "2026-11-30",
    source: "CBIC Notification 18/2026-Central Tax, 15 November 2026",
    sourceHi: null,
    sourceUrl: "https://cbic-gst.gov.in/notification-18-2026.pdf",
    recordedAt: "2026-11-16T05:00:00.000Z",
  },
  revision: 1,
  due: "2026-11-30",
});

function feed(entries: LocalizedEntry[], overrides: Partial<IcsFeed> = {}): IcsFeed {
  return {
    locale: "en",
    name: "Compliance calendar 2026-27",
    description: "Statutory due dates for GST, TDS, income tax, ROC, LLP and PF/ESI",
    pageUrl: PAGE,
    uidDomain: "www.example.in",
    entries,
    now: new Date("2026-11-22T04:05:06.789Z"),
    ...overrides,
  };
}

// ical.js leaves X- properties it has no design for unescaped; Apple and Google read these two as TEXT.
const properties = ICAL.design.icalendar.property as Record<string, { defaultType: string }>;
properties["x-wr-calname"] = properties["x-wr-caldesc"] = { defaultType: "text" };

const parse = (ics: string) => new ICAL.Component(ICAL.parse(ics));
const events = (ics: string) => parse(ics).getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
const physicalLines = (ics: string) => ics.split("\r\n").slice(0, -1);

/** Text that every escaping rule and every UTF-8 length has to survive. */
const HOSTILE = "Tax, interest; late fee \\ waived?\nदेय तिथि ₹1,00,000 — सूचना 😀 \\n stays literal";

describe("icsCalendar", () => {
  it("is a VCALENDAR a real parser reads, with the feed's properties", () => {
    const calendar = parse(icsCalendar(feed([entry()], { name: "Calendar; GST, TDS", description: HOSTILE })));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBe(`-//${site.name}//Compliance calendar//EN`);
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Calendar; GST, TDS");
    expect(calendar.getFirstPropertyValue("x-wr-caldesc")).toBe(HOSTILE);
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Asia/Kolkata");
    expect(String(calendar.getFirstPropertyValue("refresh-interval"))).toBe("PT12H");
    expect(calendar.getFirstProperty("refresh-interval")?.type).toBe("duration");
    expect(calendar.getFirstPropertyValue("x-published-ttl")).toBe("PT12H");
    expect(calendar.getAllSubcomponents("valarm")).toHaveLength(0);
  });

  it("writes one all-day VEVENT per entry, ending the next day", () => {
    const ics = icsCalendar(
      feed([
        entry(),
        entry({ id: "gstr-9-2025-26", dueDate: "2026-12-31", due: "2026-12-31" }),
        entry({ id: "advance-tax-q4-2026-27", kind: "income-tax", dueDate: "2027-03-15", due: "2027-03-15" }),
      ]),
    );
    const parsed = events(ics);
    expect(parsed.map((event) => event.uid)).toEqual([
      "gstr-3b-monthly-2026-10@www.example.in",
      "gstr-9-2025-26@www.example.in",
      "advance-tax-q4-2026-27@www.example.in",
    ]);
    for (const event of parsed) {
      expect(event.startDate.isDate).toBe(true);
      expect(event.component.getFirstProperty("dtstart")?.type).toBe("date");
      expect(event.endDate.isDate).toBe(true);
    }
    expect(parsed.map((event) => event.startDate.toString())).toEqual(["2026-11-20", "2026-12-31", "2027-03-15"]);
    expect(parsed.map((event) => event.endDate.toString())).toEqual(["2026-11-21", "2027-01-01", "2027-03-16"]);
    expect(ics).toContain("\r\nDTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20261122T040506Z\r\n");

    const [gst, , incomeTax] = parsed;
    expect(gst.component.getFirstPropertyValue("url")).toBe(`${PAGE}#gstr-3b-monthly-2026-10`);
    expect(gst.component.getFirstPropertyValue("categories")).toBe("GST");
    expect(incomeTax.component.getFirstPropertyValue("categories")).toBe("Income tax");
    expect(gst.component.getFirstPropertyValue("transp")).toBe("TRANSPARENT");
    expect(gst.sequence).toBe(0);
    expect(gst.summary).toBe("GSTR-3B for October 2026");
  });

  it("round-trips commas, semicolons, newlines, backslashes, Devanagari and ₹ in SUMMARY and DESCRIPTION", () => {
    const hostile = entry({
      title: `GSTR-3B; ${HOSTILE}`,
      who: HOSTILE,
      citation: "Section 39(1), CGST Act; Rule 61\\Rule 61A",
      assumption: "AGM held on 30 September; दो, तीन",
    });
    const [event] = events(icsCalendar(feed([hostile])));
    expect(event.summary).toBe(hostile.title);
    expect(event.description).toBe(
      [
        `Who: ${HOSTILE}`,
        "Due under: Section 39(1), CGST Act; Rule 61\\Rule 61A",
        "Penalty: Late fee of ₹50 a day, and interest at 18% a year (Section 47 and Section 50, CGST Act)",
        "Assumes: AGM held on 30 September; दो, तीन",
        "",
        COMPLIANCE_DISCLAIMER,
        `${PAGE}#gstr-3b-monthly-2026-10`,
      ].join("\n"),
    );
  });

  it("drops control characters that TEXT may not hold and turns CRLF into one line break", () => {
    const [event] = events(icsCalendar(feed([entry({ title: "GSTR-3B\u0007 for\r\nOctober\u0000\u007F" })])));
    expect(event.summary).toBe("GSTR-3B for\nOctober");
  });

  it("marks an extension in the summary, the description and the sequence", () => {
    const [plain, moved] = events(
      icsCalendar(feed([entry({ id: "tds-return-q2-2026-27" }), extended()])),
    );
    expect(plain.sequence).toBe(0);
    expect(moved.sequence).toBe(1);
    expect(moved.summary).toBe("GSTR-3B for October 2026 (extended)");
    expect(moved.startDate.toString()).toBe("2026-11-30");
    expect(moved.endDate.toString()).toBe("2026-12-01");
    expect(moved.description).toContain(
      "\nExtended from 20 November 2026 to 30 November 2026 by CBIC Notification 18/2026-Central Tax, 15 November 2026\nhttps://cbic-gst.gov.in/notification-18-2026.pdf\n",
    );
    expect(moved.description.endsWith(`${COMPLIANCE_DISCLAIMER}\n${PAGE}#gstr-3b-monthly-2026-10`)).toBe(true);
    expect(plain.description).not.toContain("Extended");

    const [withoutUrl] = events(icsCalendar(feed([{ ...extended(), extension: { ...extended().extension!, sourceUrl: null } }])));
    expect(withoutUrl.description).toContain("by CBIC Notification 18/2026-Central Tax, 15 November 2026\n\n");
  });

  it("keeps UIDs stable across generations, whatever the time, order or extension", () => {
    const uids = (ics: string) => events(ics).map((event) => event.uid).sort();
    const first = icsCalendar(feed([entry(), entry({ id: "aoc-4-2025-26", kind: "roc" })]));
    const second = icsCalendar(
      feed([entry({ id: "aoc-4-2025-26", kind: "roc" }), extended()], { now: new Date("2026-12-01T00:00:00Z") }),
    );
    expect(uids(second)).toEqual(uids(first));
    expect(uids(first)).toEqual(["aoc-4-2025-26@www.example.in", "gstr-3b-monthly-2026-10@www.example.in"]);
  });

  it("ends every line, the last included, with CRLF", () => {
    const ics = icsCalendar(feed([entry({ who: HOSTILE }), extended()]));
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.endsWith("\r\nEND:VCALENDAR\r\n")).toBe(true);
    for (const line of physicalLines(ics)) expect(line).not.toMatch(/[\r\n]/);
  });

  it("folds at 75 octets without splitting a UTF-8 sequence", () => {
    const long = entry({
      title: `${"दिल्ली ₹ ".repeat(20)}😀😀😀 ${"x".repeat(73)}é${"y".repeat(73)}😀`,
      who: HOSTILE.repeat(6),
    });
    // Shifting the same text by one octet at a time puts every character and escape at a fold.
    const shifted = Array.from({ length: 75 }, (_, n) => entry({ id: `shift-${n}`, title: `${"a".repeat(n)}${HOSTILE}` }));
    const ics = icsCalendar(feed([long, extended(long), ...shifted]));
    const bytes = new TextEncoder().encode(ics);
    const decoder = new TextDecoder("utf-8", { fatal: true });
    let start = 0;
    let folds = 0;
    for (let i = 0; i < bytes.length - 1; i++) {
      if (bytes[i] !== 0x0d || bytes[i + 1] !== 0x0a) continue;
      const line = bytes.subarray(start, i);
      expect(line.length).toBeLessThanOrEqual(75);
      // A fatal decoder throws on a sequence cut in two at either end of the line.
      expect(() => decoder.decode(line)).not.toThrow();
      if (line[0] === 0x20) folds++;
      start = i + 2;
    }
    expect(start).toBe(bytes.length);
    // An escape stays on one line: no line ends in a backslash that escapes nothing on it.
    for (const line of physicalLines(ics)) expect(line).not.toMatch(/(^|[^\\])(\\\\)*\\$/);
    expect(folds).toBeGreaterThan(20);
    // Only the folding space goes: the continuation's own text is not trimmed.
    const [event, , ...shiftedEvents] = events(ics);
    expect(shiftedEvents.map((shiftedEvent) => shiftedEvent.summary)).toEqual(shifted.map((each) => each.title));
    expect(event.summary).toBe(long.title);
    expect(event.description).toContain(`Who: ${long.who}\n`);
  });

  it("folds a line of exactly 75 octets not at all, one of 76 once, and moves an escape whole", () => {
    const prefix = "SUMMARY:".length;
    const fits = physicalLines(icsCalendar(feed([entry({ title: "a".repeat(75 - prefix) })])));
    expect(fits).toContain(`SUMMARY:${"a".repeat(75 - prefix)}`);
    const over = physicalLines(icsCalendar(feed([entry({ title: "a".repeat(76 - prefix) })])));
    const at = over.indexOf(`SUMMARY:${"a".repeat(75 - prefix)}`);
    expect(over[at + 1]).toBe(" a");
    const escaped = physicalLines(icsCalendar(feed([entry({ title: `${"a".repeat(74 - prefix)},b` })])));
    expect(escaped).toContain(`SUMMARY:${"a".repeat(74 - prefix)}`);
    expect(escaped).toContain(" \\,b");
  });

  it("speaks Hindi in a Hindi feed: labels, dates, the kind, the disclaimer and the extension's Hindi source", () => {
    const hindi = entry({ title: "अक्टूबर 2026 का GSTR-3B", who: "हर महीने रिटर्न दाखिल करने वाले नियमित करदाता।", citation: "सीजीएसटी अधिनियम, 2017 की धारा 39(1)", penalty: "रोज़ ₹50 लेट फ़ीस।", penaltyCitation: "सीजीएसटी अधिनियम, 2017 की धारा 47(1)" });
    const hindiPage = "https://www.example.in/hi/tools/compliance-calendar";
    const withHindiSource = { ...extended(hindi), extension: { ...extended(hindi).extension!, sourceHi: "सीबीआईसी अधिसूचना 18/2026-Central Tax, 15 नवंबर 2026" } };
    const [plain, moved] = events(icsCalendar(feed([hindi, withHindiSource], { locale: "hi", pageUrl: hindiPage })));
    expect(plain.summary).toBe("अक्टूबर 2026 का GSTR-3B");
    expect(plain.component.getFirstPropertyValue("categories")).toBe("जीएसटी");
    expect(plain.component.getFirstPropertyValue("url")).toBe(`${hindiPage}#gstr-3b-monthly-2026-10`);
    expect(plain.description.split("\n").slice(0, 3)).toEqual([
      "किसके लिए: हर महीने रिटर्न दाखिल करने वाले नियमित करदाता।",
      "कानून: सीजीएसटी अधिनियम, 2017 की धारा 39(1)",
      "चूकने पर: रोज़ ₹50 लेट फ़ीस। (सीजीएसटी अधिनियम, 2017 की धारा 47(1))",
    ]);
    expect(plain.description).toContain("ये तारीखें सिर्फ़ योजना बनाने के लिए हैं");
    expect(plain.description).not.toContain(COMPLIANCE_DISCLAIMER);
    expect(moved.summary).toBe("अक्टूबर 2026 का GSTR-3B (तारीख बढ़ी)");
    expect(moved.description).toContain("\nअंतिम तारीख 20 नवंबर 2026 से बढ़ाकर 30 नवंबर 2026 की गई, स्रोत: सीबीआईसी अधिसूचना 18/2026-Central Tax, 15 नवंबर 2026\n");
    // Until staff write the source in Hindi, the Hindi feed names it as they wrote it.
    const [untranslated] = events(icsCalendar(feed([extended(hindi)], { locale: "hi" })));
    expect(untranslated.description).toContain("स्रोत: CBIC Notification 18/2026-Central Tax, 15 November 2026\n");
  });

  it("refuses a due date that is not a calendar date", () => {
    expect(() => icsCalendar(feed([entry({ due: "2026-02-30" })]))).toThrow(RangeError);
    expect(() => icsCalendar(feed([entry({ due: "20 November 2026" })]))).toThrow(RangeError);
  });
});
