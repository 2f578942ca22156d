/**
 * What a visitor sees, not what the DOM says: every public route's main heading is painted, with
 * contrast against whatever is behind it, at a phone's width and a laptop's. Text tests passed while
 * the six landing heroes showed a transparent heading over a light grey hero; this test fails then.
 *
 * The heading is screenshotted twice, as painted and hidden (so the second shot is the hero behind
 * it); the pixels that differ are the glyphs, and their contrast with the same pixels behind them
 * is the heading's contrast as painted (gradient text and background photos included).
 */
import type { Page } from "@playwright/test";
import { expect, test as base } from "./fixtures";
import { services } from "#core/content/services";
import { axeSource, publicRoutes as routes } from "./public-routes";

const WIDTHS = [360, 1280] as const;
/** WCAG's minimum for large text (a heading of 24 px, or 18.66 px bold, and up). */
const LARGE_TEXT_CONTRAST = 3;

/** The page laid out at `width`, with the images that width chose loaded. */
async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.waitForFunction(() => [...document.images].every((image) => image.loading === "lazy" || image.complete));
}

interface HeadingPaint {
  /** The computed text colour is transparent and no gradient is clipped to the text. */
  invisibleByStyle: boolean;
  /** How many pixels the heading's glyphs change. */
  glyphPixels: number;
  /** The contrast that 80 % of the glyph pixels reach or exceed (edges are anti-aliased). */
  contrast: number;
}

/** Screenshots of the main heading with its text painted and hidden, compared pixel by pixel. */
async function headingPaint(page: Page, scratch: Page): Promise<HeadingPaint> {
  // One call in the page brings the heading into view and reads its style and box: a locator's
  // scroll, evaluate and boundingBox each wait for the page, which cost more than the screenshots.
  const { invisibleByStyle, box } = await page.evaluate(() => {
    const heading = document.querySelector("main h1");
    if (!heading) throw new Error("the page has no main heading");
    heading.scrollIntoView({ block: "nearest" });
    const style = getComputedStyle(heading);
    const transparent = style.color === "rgba(0, 0, 0, 0)" || style.color === "transparent";
    const clippedGradient = style.backgroundClip === "text" && style.backgroundImage.includes("gradient");
    const { x, y, width, height } = heading.getBoundingClientRect();
    return { invisibleByStyle: transparent && !clippedGradient, box: { x, y, width, height } };
  });
  const viewport = page.viewportSize();
  if (!viewport) throw new Error("the page has no viewport");
  const top = Math.max(0, box.y);
  const clip = { x: Math.max(0, box.x), y: top, width: Math.min(box.width, viewport.width), height: Math.min(box.height, viewport.height - top) };
  const setVisibility = (visibility: string) =>
    page.evaluate((value) => ((document.querySelector("main h1") as HTMLElement).style.visibility = value), visibility);
  const painted = await page.screenshot({ clip, animations: "disabled" });
  await setVisibility("hidden");
  const behind = await page.screenshot({ clip, animations: "disabled" });
  await setVisibility("");

  // A blank page of its own decodes the PNGs (the site's CSP would refuse data: images).
  const { glyphPixels, contrast } = await scratch.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [front, back] = [await pixels(a), await pixels(b)];
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (d: Uint8ClampedArray, i: number) =>
        0.2126 * channel(d[i]) + 0.7152 * channel(d[i + 1]) + 0.0722 * channel(d[i + 2]);
      const ratios: number[] = [];
      for (let i = 0; i < front.length; i += 4) {
        const change = Math.abs(front[i] - back[i]) + Math.abs(front[i + 1] - back[i + 1]) + Math.abs(front[i + 2] - back[i + 2]);
        if (change < 24) continue;
        const [l1, l2] = [luminance(front, i), luminance(back, i)];
        ratios.push((Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05));
      }
      ratios.sort((x, y) => y - x);
      return { glyphPixels: ratios.length, contrast: ratios[Math.floor(ratios.length * 0.8)] ?? 1 };
    },
    [painted.toString("base64"), behind.toString("base64")] as const,
  );
  return { invisibleByStyle, glyphPixels, contrast };
}

interface StopJudgement {
  stop: string;
  violations: string[];
  judged: number;
}

/**
 * axe's colour-contrast rule over the landing hero's text, the heading aside (measured above as
 * painted). axe gives up on a gradient or a photo behind text, so the hero is judged once per
 * gradient stop, each as a solid colour, with the faint background photo hidden and every gradient
 * button set to its own first or last stop in turn: the text must hold at every point of the hero.
 */
async function heroContrastAtEachStop(page: Page): Promise<StopJudgement[]> {
  return page.evaluate(async () => {
    type AxeResult = Record<"violations" | "passes", { nodes: { target: string[] }[] }[]>;
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResult> } }).axe;
    const hero = document.querySelector<HTMLElement>("main section:first-of-type")!;
    const gradients = [...hero.querySelectorAll<HTMLElement>("*")].filter((el) => {
      const style = getComputedStyle(el);
      return style.backgroundImage.includes("gradient") && style.backgroundClip !== "text";
    });
    const solid = (el: HTMLElement, stop: string) => {
      const colour = getComputedStyle(el).getPropertyValue(stop).trim();
      el.style.backgroundImage = "none";
      el.style.backgroundColor = colour || "transparent";
    };
    for (const img of hero.querySelectorAll("img")) img.style.visibility = "hidden";
    const judgements = [];
    for (const stop of ["--tw-gradient-from", "--tw-gradient-via", "--tw-gradient-to"]) {
      solid(hero, stop);
      for (const el of gradients) solid(el, stop === "--tw-gradient-to" ? stop : "--tw-gradient-from");
      const result = await axe.run({ include: [hero], exclude: [hero.querySelector("h1")!] }, { runOnly: ["color-contrast"] });
      const targets = (kind: "violations" | "passes") => result[kind].flatMap((rule) => rule.nodes.map((node) => node.target.join(" ")));
      judgements.push({ stop: stop.replace("--tw-gradient-", ""), violations: targets("violations"), judged: targets("passes").length });
    }
    for (const el of [hero, ...gradients, ...hero.querySelectorAll("img")]) el.removeAttribute("style");
    return judgements;
  });
}

/** A blank page per worker, for decoding screenshots: a page (and context) per heading cost more than the checks. */
const test = base.extend<object, { scratch: Page }>({
  scratch: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await use(page);
      await page.close();
    },
    { scope: "worker" },
  ],
});

test.describe("what a visitor sees", () => {
  for (const path of routes) {
    test(`${path} paints its main heading at 360 and 1280 px`, async ({ visitor: page, scratch }) => {
      await page.goto(path);
      for (const width of WIDTHS) {
        await atWidth(page, width);
        const paint = await headingPaint(page, scratch);
        const where = `${path} at ${width} px`;
        expect.soft(paint.invisibleByStyle, `${where}: the heading's text is transparent with no gradient behind it`).toBe(false);
        expect.soft(paint.glyphPixels, `${where}: hiding the heading changes no pixel, so it is not painted`).toBeGreaterThan(200);
        expect.soft(paint.contrast, `${where}: the heading's contrast with what is behind it`).toBeGreaterThanOrEqual(LARGE_TEXT_CONTRAST);
      }
    });
  }

  for (const service of services) {
    test(`${service.landingPath}: the hero's subtitle, buttons and badges pass axe's contrast rule`, async ({ visitor: page }) => {
      await page.goto(service.landingPath);
      await page.evaluate(axeSource);
      for (const width of WIDTHS) {
        await atWidth(page, width);
        for (const judgement of await heroContrastAtEachStop(page)) {
          const where = `${service.landingPath} at ${width} px, hero at its ${judgement.stop} colour`;
          expect.soft(judgement.violations, where).toEqual([]);
          // The subtitle and both buttons at least: axe judged them, rather than giving up.
          expect.soft(judgement.judged, where).toBeGreaterThanOrEqual(3);
        }
      }
    });
  }
});
