/**
 * Every public route on a 360 px phone: axe finds nothing, and every control a thumb has to hit is
 * at least 44 × 44 px (WCAG 2.5.5). A link inside running text (a sentence in a p or li) is exempt,
 * as WCAG exempts inline targets; a link that is the whole of its list item (footer, breadcrumb,
 * menus) is not. A checkbox or radio counts with the label it sits in, which takes the tap too.
 */
import { expect, test } from "./fixtures";
import { axeSource, publicRoutes } from "./public-routes";

const PHONE = { width: 360, height: 780 };
const MIN_TARGET_PX = 44;

interface SmallTarget {
  element: string;
  width: number;
  height: number;
}

test.describe("on a 360 px phone", () => {
  for (const path of publicRoutes) {
    test(`${path}: axe finds no violation and no tap target is under 44 × 44 px`, async ({ visitor: page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] };
        const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
        // Only violations are read: axe then spends no time describing every node that passed.
        const result = await axe.run(document, { resultTypes: ["violations"] });
        return result.violations.map((rule) => `${rule.id}: ${rule.nodes.map((node) => node.target.join(" ")).join(", ")}`);
      });
      expect.soft(violations, `${path}: axe violations at 360 px`).toEqual([]);

      const small = await page.evaluate((min): SmallTarget[] => {
        const describe = (el: Element) => {
          const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
          return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> "${text}"`;
        };
        /** A link that is part of a sentence: its paragraph or list item says more than the link does. */
        const inRunningText = (el: Element) => {
          if (el.tagName !== "A") return false;
          const block = el.parentElement?.closest("p, li");
          if (!block) return false;
          const own = (el.textContent ?? "").trim();
          return (block.textContent ?? "").trim().length > own.length;
        };
        const targets = document.querySelectorAll("a[href], button, input, select, textarea, [role=button], summary");
        const found: SmallTarget[] = [];
        for (const el of targets) {
          if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
          if (el.closest("[aria-hidden=true], .sr-only")) continue;
          if (inRunningText(el)) continue;
          const input = el as HTMLInputElement;
          const measured = (input.type === "checkbox" || input.type === "radio") && input.labels?.[0] ? input.labels[0] : el;
          const box = measured.getBoundingClientRect();
          // Visually hidden until focused (the skip link) is no target for a thumb.
          if (box.width <= 1 && box.height <= 1) continue;
          if (box.width < min - 0.5 || box.height < min - 0.5) {
            found.push({ element: describe(el), width: Math.round(box.width), height: Math.round(box.height) });
          }
        }
        return found;
      }, MIN_TARGET_PX);
      expect.soft(small, `${path}: tap targets under ${MIN_TARGET_PX} × ${MIN_TARGET_PX} px at 360 px`).toEqual([]);
    });
  }
});
