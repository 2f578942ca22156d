import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getService } from "#core/content/services";
import { WHATSAPP_GREETING } from "#core/format/whatsapp-message";
import { app } from "../app";

// A stand-in for the built index.html: these tests are about the server-rendered page.
const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
const ORIGIN = "https://www.vriddhi.example";

/** The floating WhatsApp button's link in a page's server-rendered HTML, and the message it types in. */
async function whatsappLink(path: string) {
  const res = await app.request(`${ORIGIN}${path}`, {}, { ...env, ASSETS: assets, SITE_URL: ORIGIN });
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const anchor = html.match(/<a[^>]*aria-label="Chat with us on WhatsApp[^"]*"[^>]*>/)?.[0];
  expect(anchor, `the WhatsApp button on ${path}`).toBeTruthy();
  const href = anchor!.match(/href="([^"]*)"/)![1]!.replaceAll("&amp;", "&");
  expect(href).toMatch(/^https:\/\/wa\.me\/\d*\?text=[^&]+$/);
  // The message is URL-encoded: no raw spaces or ampersands in the link.
  expect(href).not.toMatch(/[ &]/);
  return new URL(href).searchParams.get("text");
}

describe("the floating WhatsApp button's message", () => {
  it("names the sub-service on a sub-service page", async () => {
    expect(await whatsappLink("/services/legal-consultancy/gst-registration")).toBe(
      "Hello Vriddhi Business Solutions, I would like to know about GST Registration.",
    );
  });

  it("names the service line on its service page and on its landing page", async () => {
    const service = getService("legal-consultancy")!;
    const message = `Hello Vriddhi Business Solutions, I would like to know about ${service.title}.`;
    expect(await whatsappLink("/services/legal-consultancy")).toBe(message);
    expect(await whatsappLink("/legal-consultancy")).toBe(message);
    expect(await whatsappLink("/services/corporate-training")).toBe(
      `Hello Vriddhi Business Solutions, I would like to know about ${getService("corporate-training")!.title}.`,
    );
  });

  it("keeps the general greeting on pages about no one service", async () => {
    expect(await whatsappLink("/")).toBe(WHATSAPP_GREETING);
    expect(await whatsappLink("/services")).toBe(WHATSAPP_GREETING);
    expect(await whatsappLink("/contact")).toBe(WHATSAPP_GREETING);
  });
});
