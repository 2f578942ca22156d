import { afterEach, describe, expect, it, vi } from "vitest";
import { siteOrigin } from "./site-origin";

const request = "http://evil.example/blog/gst-basics?x=1";

afterEach(() => vi.restoreAllMocks());

describe("siteOrigin", () => {
  it("takes SITE_URL over the request's own origin, without a trailing slash", () => {
    expect(siteOrigin({ SITE_URL: "https://www.vriddhi.example" }, request)).toBe("https://www.vriddhi.example");
    expect(siteOrigin({ SITE_URL: "https://www.vriddhi.example/" }, request)).toBe("https://www.vriddhi.example");
    expect(siteOrigin({ SITE_URL: "http://localhost:8787" }, request)).toBe("http://localhost:8787");
  });

  it("uses the request's origin when SITE_URL is unset or empty", () => {
    expect(siteOrigin({}, request)).toBe("http://evil.example");
    expect(siteOrigin({ SITE_URL: "" }, request)).toBe("http://evil.example");
  });

  it.each([
    "www.vriddhi.example",
    "ftp://www.vriddhi.example",
    "https://www.vriddhi.example/site",
    "https://www.vriddhi.example/?ref=x",
    "https://www.vriddhi.example/#top",
    "https://user:pass@www.vriddhi.example",
    "javascript:alert(1)",
  ])("falls back to the request's origin for the invalid SITE_URL %s", (value) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(siteOrigin({ SITE_URL: value }, request)).toBe("http://evil.example");
  });

  it("warns once, as one structured line, about an invalid SITE_URL", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const env = { SITE_URL: "https://www.vriddhi.example/once" };
    siteOrigin(env, request);
    siteOrigin(env, request);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(warn.mock.calls[0][0]))).toMatchObject({
      level: "warn",
      event: "site_url_invalid",
      value: "https://www.vriddhi.example/once",
    });
  });
});
