import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { serviceLines } from "#core/content/service-lines";
import { app } from "../app";

const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
const ORIGIN = "https://www.vriddhi.example";
const get = (path: string) => app.request(`${ORIGIN}${path}`, {}, { ...env, ASSETS: assets, SITE_URL: ORIGIN });

describe("the themed landing pages", () => {
  it.each(serviceLines.map((line) => [line.landingPath, line.id]))("%s names /services/%s as canonical", async (landingPath, id) => {
    const res = await get(landingPath);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/services/${id}" />`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/services/${id}" />`);
  });

  it("are left out of the sitemap, which lists the service pages they point to", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const line of serviceLines) {
      expect(urls).not.toContain(`${ORIGIN}${line.landingPath}`);
      expect(urls).toContain(`${ORIGIN}/services/${line.id}`);
    }
  });

  it("leave a service detail page canonical for itself", async () => {
    const html = await (await get("/services/legal-consultancy")).text();
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/services/legal-consultancy" />`);
  });
});
