import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { subServiceAnswer } from "#core/content/sub-service-answers";
import { app } from "../app";

// A stand-in for the built index.html: these tests are about what the page body says.
const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;

async function body(path: string) {
  const res = await app.request(`http://localhost${path}`, {}, { ...env, ASSETS: assets });
  expect(res.status, path).toBe(200);
  return res.text();
}

/** React escapes these in text; the content has apostrophes and ampersands. */
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

describe("what a careful reader noticed", () => {
  it("a sub-service's hero summary is its short answer, whole: it ends where a sentence ends, with no ellipsis", async () => {
    const { summary: answer } = subServiceAnswer("startup-msme-consulting", "dpiit-registration")!;
    const html = await body("/services/startup-msme-consulting/dpiit-registration");
    const hero = html.slice(html.indexOf("<h1"), html.indexOf("</section>"));
    // The hero's subtitle: the paragraph right under the heading.
    const summary = hero.match(/<\/h1>\s*<p[^>]*>([^<]*)<\/p>/)?.[1];
    expect(summary).toBe(escaped(answer));
    expect(summary).not.toContain("…");
    expect(summary).toMatch(/\.$/);
  });

  it("job requirements typed as dashed lines show as a list, not as literal dashes", async () => {
    await env.DB.prepare(
      `insert into jobs (title, slug, description, requirements, location, job_type, published)
       values ('GST Associate', 'gst-associate-lists', 'File GST returns for MSME clients.', ?, 'Bhopal', 'Full-time', 1)`,
    )
      .bind("You will need:\n- B.Com or M.Com\n- Two years of GST filing")
      .run();
    const html = await body("/careers/gst-associate-lists");
    expect(html).toContain("<li>B.Com or M.Com</li>");
    expect(html).toContain("<li>Two years of GST filing</li>");
    // The page's text (not the data for the browser, which keeps the text as typed) has no dashes left.
    expect(html.replace(/<script[\s\S]*?<\/script>/g, "")).not.toContain("- B.Com");
  });
});
