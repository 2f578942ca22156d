import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../content/site-defaults";
import { formatWorkingMinutes, workingDayMinutes, workingMinutesBetween } from "./working-minutes";

const hours = defaultSiteSettings.hours;
/** India's wall-clock time as the UTC instant it is. */
const ist = (local: string) => new Date(Date.parse(`${local}:00+05:30`)).toISOString();

describe("workingMinutesBetween", () => {
  it("counts the minutes inside one working day", () => {
    // Wednesday 25 November 2026.
    expect(workingMinutesBetween(ist("2026-11-25T10:00"), ist("2026-11-25T11:30"), hours)).toBe(90);
  });

  it("does not count the evening, the night or Sunday", () => {
    // Saturday 17:30 → Monday 09:30: half an hour on Saturday, half an hour on Monday.
    expect(workingMinutesBetween(ist("2026-11-28T17:30"), ist("2026-11-30T09:30"), hours)).toBe(60);
  });

  it("starts the clock at opening time for a lead that arrives at night", () => {
    expect(workingMinutesBetween(ist("2026-11-24T23:10"), ist("2026-11-25T09:45"), hours)).toBe(45);
  });

  it("is zero for an answer before the lead or within closed hours", () => {
    expect(workingMinutesBetween(ist("2026-11-25T12:00"), ist("2026-11-25T11:00"), hours)).toBe(0);
    expect(workingMinutesBetween(ist("2026-11-29T10:00"), ist("2026-11-29T16:00"), hours)).toBe(0);
  });

  it("follows the hours staff set", () => {
    const weekdays = [{ from: "Monday", to: "Friday", closed: false, opens: "10:00", closes: "17:00" }] as const;
    // Friday 16:00 → Monday 11:00 under Monday–Friday 10–17: 60 + 60.
    expect(workingMinutesBetween(ist("2026-11-27T16:00"), ist("2026-11-30T11:00"), [...weekdays])).toBe(120);
    expect(workingDayMinutes([...weekdays])).toBe(420);
  });
});

describe("formatWorkingMinutes", () => {
  it("reads as minutes, hours or working days", () => {
    expect(formatWorkingMinutes(0)).toBe("under a minute");
    expect(formatWorkingMinutes(45)).toBe("45 min");
    expect(formatWorkingMinutes(200)).toBe("3 h 20 min");
    expect(formatWorkingMinutes(1200)).toBe("2 working d 2 h");
    expect(workingDayMinutes(hours)).toBe(540);
  });
});
