import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatShortDate, formatSortableDateTime, formatTime } from "./date";

// These run in workerd, whose clock is UTC like the production worker's: the expected strings are
// India's dates, so the browser (in India or anywhere else) hydrates the same text.
describe("date formatters", () => {
  it("print the day in India, whatever the zone they run in", () => {
    expect(formatDate("2025-03-18T09:30:00.000Z")).toBe("18 March 2025");
    expect(formatDate("2025-03-18T20:00:00.000Z")).toBe("19 March 2025");
  });

  it("print the date and time in India", () => {
    expect(formatDateTime("2025-03-18T09:30:00.000Z").replace(/\s/g, " ")).toBe("18 Mar 2025, 3:00 pm");
    // Never "30-Nov-2026", which dateStyle "medium" gives for en-IN in older CLDR data.
    expect(formatDateTime("2026-11-30T03:30:00.000Z").replace(/\s/g, " ")).toBe("30 Nov 2026, 9:00 am");
    expect(formatDateTime("2026-11-30T19:00:00.000Z").replace(/\s/g, " ")).toBe("1 Dec 2026, 12:30 am");
  });

  it("print the short date, and the time alone, in India", () => {
    expect(formatShortDate("2026-11-30T03:30:00.000Z")).toBe("30 Nov 2026");
    expect(formatShortDate("2026-11-30T19:00:00.000Z")).toBe("1 Dec 2026");
    expect(formatTime("2026-11-30T03:30:00.000Z").replace(/\s/g, " ")).toBe("9:00 am");
    expect(formatTime("2026-11-30T10:30:00.000Z").replace(/\s/g, " ")).toBe("4:00 pm");
  });

  it("print a sortable date and 24-hour time in India, for spreadsheets", () => {
    expect(formatSortableDateTime("2026-11-25T15:22:00.000Z")).toBe("2026-11-25 20:52");
    expect(formatSortableDateTime("2026-11-25T18:40:59.999Z")).toBe("2026-11-26 00:10");
    expect(formatSortableDateTime("2026-01-01T06:35:00.000Z")).toBe("2026-01-01 12:05");
  });

  it("print nothing for an invalid timestamp", () => {
    expect(formatDate("not a date")).toBe("");
    expect(formatDateTime("")).toBe("");
    expect(formatSortableDateTime("not a date")).toBe("");
  });
});
