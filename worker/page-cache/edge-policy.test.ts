import { describe, expect, it } from "vitest";
import { publicCacheControl, secondsToIndiaMidnight } from "./edge-policy";

describe("a public page's Cache-Control", () => {
  it("lets the edge keep it until India's midnight, stale-while-revalidate included", () => {
    // 18:30 UTC is midnight in India.
    expect(secondsToIndiaMidnight(new Date("2026-12-10T18:30:00.000Z"))).toBe(86_400);
    expect(secondsToIndiaMidnight(new Date("2026-12-10T18:29:59.000Z"))).toBe(1);
    expect(publicCacheControl(new Date("2026-12-10T18:30:00.000Z"))).toBe("public, max-age=0, s-maxage=86340, stale-while-revalidate=60");
    expect(publicCacheControl(new Date("2026-12-10T06:30:00.000Z"))).toBe("public, max-age=0, s-maxage=43140, stale-while-revalidate=60");
  });

  it("shortens stale-while-revalidate in India's last minute, so no answer crosses midnight", () => {
    expect(publicCacheControl(new Date("2026-12-10T18:29:30.000Z"))).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=29");
    expect(publicCacheControl(new Date("2026-12-10T18:29:59.000Z"))).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=0");
  });
});
