import { describe, expect, it } from "vitest";
import { indiaToday } from "./india-time";
import { closingInstant, closureOf } from "./job-closing";

// 2026-12-10 19:00 UTC is already 11 December, 00:30, in India.
const lateEvening = new Date("2026-12-10T19:00:00.000Z");

describe("closureOf", () => {
  it("takes staff's filled or closed over any date", () => {
    expect(closureOf({ hiringStatus: "filled", closesOn: "2099-01-01" }, lateEvening)).toBe("filled");
    expect(closureOf({ hiringStatus: "closed", closesOn: null }, lateEvening)).toBe("closed");
  });

  it("closes an open role once its closing date has passed in India, not in UTC", () => {
    expect(indiaToday(lateEvening)).toBe("2026-12-11");
    expect(closureOf({ hiringStatus: "open", closesOn: "2026-12-10" }, lateEvening)).toBe("closed");
    expect(closureOf({ hiringStatus: "open", closesOn: "2026-12-11" }, lateEvening)).toBeNull();
    expect(closureOf({ hiringStatus: "open", closesOn: null }, lateEvening)).toBeNull();
  });

  it("gives validThrough as the closing day's last second in India", () => {
    expect(closingInstant("2026-12-10")).toBe("2026-12-10T23:59:59+05:30");
    expect(new Date(closingInstant("2026-12-10")).getTime()).toBeLessThan(lateEvening.getTime());
  });
});
