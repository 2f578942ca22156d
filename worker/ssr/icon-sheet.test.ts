import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

/*
 * One copy of each icon per page (web/components/site/sprited-icon.tsx, web/components/site/icon-sheet.tsx):
 * the worker draws an icon's paths once, as a <symbol> of the page's icon sheet, and every icon
 * outside an island is a <use> of it. An island keeps Lucide's full drawing, which is what the
 * browser renders when it takes the island over.
 */

async function page(path: string) {
  const res = await SELF.fetch(`http://localhost${path}`);
  expect(res.status).toBe(200);
  return res.text();
}

const occurrences = (html: string, text: string) => html.split(text).length - 1;

/** The page without its islands' forms, which draw their icons in full (the GST page's islands are forms). */
const outsideIslands = (html: string) => html.replace(/<div data-island="[^"]*"[\s\S]*?<\/form>/g, "");

describe("a public page's icons", () => {
  it("are each drawn once, as a symbol of the page's icon sheet, however often the page shows them", async () => {
    const html = await page("/services/legal-consultancy/gst-registration");
    const symbols = [...html.matchAll(/<symbol id="([^"]+)"[^>]*>([\s\S]*?)<\/symbol>/g)];
    const uses = [...html.matchAll(/<use href="#([^"]+)">/g)].map(([, id]) => id);

    // The GST page shows its check mark for each of its inclusions and a chevron on each question.
    expect(uses.length).toBeGreaterThan(symbols.length * 2);
    const ids = symbols.map(([, id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every <use> finds its symbol, and every symbol is used.
    expect(new Set(uses)).toEqual(new Set(ids));
    for (const [, id, drawing] of symbols) {
      expect(drawing, `symbol ${id} draws nothing`).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
      expect(occurrences(outsideIslands(html), drawing), `symbol ${id}'s drawing is repeated outside the sheet`).toBe(1);
    }
  });

  it("are decoration unless named: each <use> icon is hidden from assistive technology, as Lucide's are", async () => {
    const html = await page("/");
    const icons = [...html.matchAll(/<svg([^>]*)><use href=/g)].map(([, attributes]) => attributes);
    expect(icons.length).toBeGreaterThan(5);
    for (const attributes of icons) expect(attributes).toContain('aria-hidden="true"');
  });

  it("inside an island stay Lucide's full drawing, which the browser renders on taking the island over", async () => {
    const html = await page("/contact");
    const island = /<div data-island="contact-form"[\s\S]*?<\/form>/.exec(html)?.[0];
    expect(island, "the contact page has no contact form island").toBeDefined();
    expect(island).toContain('class="lucide');
    expect(island).not.toContain("<use href=");
  });
});
