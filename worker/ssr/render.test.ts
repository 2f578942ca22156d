import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { app } from "../app";

/** Stands in for the built index.html, which the worker fetches through ASSETS. */
const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;

async function head(url: string, siteUrl: string) {
  const res = await app.request(url, { headers: { Host: new URL(url).host } }, { ...env, ASSETS: assets, SITE_URL: siteUrl });
  const html = await res.text();
  return {
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    ogUrl: html.match(/<meta property="og:url" content="([^"]+)"/)?.[1],
    ogImage: html.match(/<meta property="og:image" content="([^"]+)"/)?.[1],
  };
}

describe("a server-rendered page's absolute URLs", () => {
  it("are on SITE_URL, whatever host the request names", async () => {
    expect(await head("http://evil.example/about", "https://www.vriddhi.example")).toEqual({
      canonical: "https://www.vriddhi.example/about",
      ogUrl: "https://www.vriddhi.example/about",
      ogImage: "https://www.vriddhi.example/og-image.jpg",
    });
  });

  it("stay on SITE_URL for a path that looks like another host", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {}); // the page_not_found line
    const { canonical } = await head("http://evil.example//evil.example/about", "https://www.vriddhi.example");
    expect(canonical?.startsWith("https://www.vriddhi.example/")).toBe(true);
    vi.restoreAllMocks();
  });

  it("follow the request's origin when SITE_URL is unset", async () => {
    expect(await head("http://localhost:8787/about", "")).toEqual({
      canonical: "http://localhost:8787/about",
      ogUrl: "http://localhost:8787/about",
      ogImage: "http://localhost:8787/og-image.jpg",
    });
  });
});
