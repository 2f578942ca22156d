import { describe, expect, it } from "vitest";
import { indiaLocalToUtc, utcToIndiaLocal } from "./india-time";

describe("India's wall clock and UTC", () => {
  it("reads a datetime-local value as IST, and writes one back", () => {
    expect(indiaLocalToUtc("2026-12-12T10:00")).toBe("2026-12-12T04:30:00.000Z");
    // Just after midnight in India is the previous day in UTC.
    expect(indiaLocalToUtc("2027-01-01T00:15")).toBe("2026-12-31T18:45:00.000Z");
    expect(utcToIndiaLocal("2026-12-31T18:45:00.000Z")).toBe("2027-01-01T00:15");
  });

  it("refuses what is not a date and time", () => {
    expect(indiaLocalToUtc("")).toBeNull();
    expect(indiaLocalToUtc("2026-12-12")).toBeNull();
    expect(indiaLocalToUtc("2026-13-45T10:00")).toBeNull();
  });
});
