import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { replyPromise } from "#core/content/hi/next-steps";
import { freshIp } from "../testing/helpers";
import { PUBLIC_REFERENCE } from "./reference";

const ORIGIN = "http://localhost";

/** The Hindi contact form posted by a browser without JavaScript. */
function post(fields: Record<string, string>) {
  return SELF.fetch(`${ORIGIN}/hi/contact`, {
    method: "POST",
    headers: { Origin: ORIGIN, "CF-Connecting-IP": freshIp() },
    body: new URLSearchParams({ form: "contact", website: "", phone: "", ...fields }),
    redirect: "manual",
  });
}

describe("the Hindi contact form without JavaScript", () => {
  it("is the page's own form, in Hindi", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/hi/contact`)).text();
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/hi\/contact"|<form[^>]*action="\/hi\/contact"[^>]*method="post"/);
    for (const words of ["पूरा नाम", "ईमेल पता", "संदेश भेजें", replyPromise, "कॉल का अनुरोध भेजें"]) expect(html).toContain(words);
    expect(html).not.toContain("Send Message");
  });

  it("answers a mistake in Hindi, keeping what was typed", async () => {
    const res = await post({ name: "", email: "rameshji@", subject: "जीएसटी पंजीकरण", message: "गोविंदपुरा में नई यूनिट के लिए।" });
    expect(res.status).toBe(400);
    // What the page shows, before the data block that hands the refusal to the form's script.
    const html = (await res.text()).split('id="page-data"')[0];
    expect(html).toContain("कृपया इन्हें ठीक करें:");
    expect(html).toContain("कृपया अपना नाम लिखें।");
    expect(html).toContain("ईमेल पता सही नहीं है।");
    expect(html).toContain("गोविंदपुरा में नई यूनिट के लिए।");
    expect(html).not.toContain("Name is required");
  });

  it("stores a Devanagari message and lands on the Hindi thank-you page with the reference", async () => {
    const res = await post({ name: "रमेश कुमार", email: "ramesh@example.in", subject: "जीएसटी पंजीकरण", message: "मंडीदीप में नई यूनिट के लिए जीएसटी पंजीकरण चाहिए।" });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("Location")!, ORIGIN);
    expect(location.pathname).toBe("/hi/thank-you");
    const reference = location.searchParams.get("reference")!;
    expect(reference).toMatch(PUBLIC_REFERENCE);
    const page = await SELF.fetch(location);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain("संदेश भेज दिया गया!");
    expect(html).toContain(reference);
    expect(html).toContain("आपकी संदर्भ संख्या है");
  });
});
