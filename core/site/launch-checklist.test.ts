import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../content/site-defaults";
import { hindiGaps, launchReady, placeholdersOf } from "./launch-checklist";

describe("the launch checklist", () => {
  it("finds the spec's logos placeholder and all six figures in the defaults", () => {
    const { placeholderLogos, placeholderFigures } = placeholdersOf(defaultSiteSettings);
    expect(placeholderLogos).toBe(true);
    expect(placeholderFigures).toHaveLength(6);
  });

  it("counts a figure as replaced when its value, suffix or label changed", () => {
    const [happy, success] = defaultSiteSettings.heroFigures;
    const settings = { ...defaultSiteSettings, heroFigures: [{ ...happy, suffix: "" }, { ...success, label: "Filings on Time" }] };
    expect(placeholdersOf(settings).placeholderFigures).not.toContain("500+ Happy Clients");
    expect(placeholdersOf(settings).placeholderFigures).toHaveLength(4);
  });

  it("is ready only when no fee, logo, figure or Hindi twin is left", () => {
    const done = { fees: { missing: 0, total: 27 }, placeholderLogos: false, placeholderFigures: [], hindi: hindiGaps({ fees: 0, people: 0, jobs: 0, extensions: 0 }) };
    expect(launchReady(done)).toBe(true);
    expect(launchReady({ ...done, fees: { missing: 1, total: 27 } })).toBe(false);
    expect(launchReady({ ...done, placeholderLogos: true })).toBe(false);
    expect(launchReady({ ...done, placeholderFigures: ["95% Client Retention"] })).toBe(false);
    expect(launchReady({ ...done, hindi: hindiGaps({ fees: 0, people: 1, jobs: 0, extensions: 0 }) })).toBe(false);
    expect(hindiGaps({ fees: 2, people: 1, jobs: 5, extensions: 1 })).toEqual({ missing: 9, fees: 2, people: 1, jobs: 5, extensions: 1 });
  });
});
