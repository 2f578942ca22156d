import { describe, expect, it } from "vitest";
import { currentGstRates, GST_RATES, GST_RATES_AS_OF } from "./gst-rates";

const ratesOn = (day: string) => currentGstRates(day).map((row) => row.rate);

describe("currentGstRates", () => {
  it("offers the GST 2.0 slabs and the precious-metal rates from 22 September 2025", () => {
    // 28% stayed for tobacco and pan masala until Notification 19/2025 moved them to 40%.
    expect(ratesOn("2025-09-22")).toEqual([0, 5, 18, 28, 40, 0.25, 3]);
    expect(ratesOn("2026-01-31")).toEqual([0, 5, 18, 28, 40, 0.25, 3]);
  });

  it("drops 28% from 1 February 2026", () => {
    expect(ratesOn("2026-02-01")).toEqual([0, 5, 18, 40, 0.25, 3]);
    expect(ratesOn(GST_RATES_AS_OF)).toEqual([0, 5, 18, 40, 0.25, 3]);
  });

  it("offers nothing before GST 2.0, which the table does not cover", () => {
    expect(ratesOn("2025-09-21")).toEqual([]);
  });
});

describe("GST_RATES", () => {
  it("cites a notification and describes every rate", () => {
    for (const row of GST_RATES) {
      expect(row.citation).toMatch(/Notification \d+\/20\d\d-Central Tax \(Rate\)/);
      expect(row.appliesTo.length).toBeGreaterThan(20);
      expect(row.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
