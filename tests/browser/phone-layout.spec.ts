/**
 * The phone visitor's layout at 360 px: the fee on the first screen, the bottom action bar that
 * covers nothing, the key features that lead to their sub-service pages, and the in-page index of a
 * long sub-service page; and that a laptop's layout keeps its own arrangement.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, publicForm, signedInApi, test, uniqueSuffix } from "./fixtures";
import { featurePages } from "#core/content/feature-pages";
import { services } from "#core/content/services";
import { subServiceAnswers } from "#core/content/sub-service-answers";
import { subServices } from "#core/content/sub-services";
import { defaultSiteSettings } from "#core/content/site-defaults";
import { phoneHref } from "#core/format/site-settings";
import type { ServiceId } from "#core/taxonomies/services";

const PHONE = { width: 360, height: 780 };
const LAPTOP = { width: 1280, height: 900 };

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area (touching edges do not count). */
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/**
 * The sub-service whose hero is tallest on a phone (the longest title and summary): if its fee is
 * on the first screen, every other's is. The fee test of sub-service-answers.spec.ts owns Inventory
 * Management's fee, so this one is left to it.
 */
function longestHero(): { serviceId: ServiceId; subServiceId: string; title: string } {
  const all = services.flatMap((service) =>
    subServices[service.id].map((sub) => {
      const answer = (subServiceAnswers[service.id] as Record<string, { summary: string }>)[sub.id];
      return { serviceId: service.id, subServiceId: sub.id as string, title: sub.title, length: sub.title.length * 2 + answer.summary.length };
    }),
  );
  return all.filter((sub) => sub.subServiceId !== "inventory-management").sort((a, b) => b.length - a.length)[0];
}

const benefits = (page: Page) => page.getByRole("region", { name: "Benefits" }).getByRole("listitem");
const phoneIndex = (page: Page) => page.getByRole("navigation", { name: "On this page" });

// Scrolling jumps (no smooth scrolling), so a box is measured where the scroll ends.
test.use({ reducedMotion: "reduce" });

test.describe.serial("a sub-service page with the firm's fee", () => {
  const sub = longestHero();
  const path = `/services/${sub.serviceId}/${sub.subServiceId}`;

  test.afterAll(async ({ playwright, baseURL }) => {
    const api = await signedInApi(playwright, baseURL);
    await api.setFee(sub.serviceId, sub.subServiceId, { feeFrom: null, timeline: null, note: null });
    await api.request.dispose();
  });

  test("shows the fee on a 360 × 780 phone's first screen, above the hero's buttons", async ({ page, api }) => {
    await api.setFee(sub.serviceId, sub.subServiceId, {
      feeFrom: 149_999,
      timeline: "Four to six weeks from receiving your documents",
      note: "Covers the full engagement, including one round of revisions.",
    });
    await page.setViewportSize(PHONE);
    await page.goto(path);
    const fee = page.getByTestId("sub-service-fee");
    await expect(fee).toContainText("From ₹1,49,999 plus government fees and GST where applicable");
    const feeBox = await boxOf(fee);
    expect(feeBox.y + feeBox.height, `${path}: the fee ends within the first 780 px`).toBeLessThanOrEqual(PHONE.height);
    const firstButton = await boxOf(page.locator("main section").first().getByRole("link", { name: "Get a Quote" }));
    expect(feeBox.y + feeBox.height, "the fee comes before the hero's buttons").toBeLessThanOrEqual(firstButton.y);

    // A page that shows its fee may promise fixed fees; its index leads to the fee first.
    await expect(benefits(page)).toHaveCount(5);
    await expect(benefits(page).nth(4)).toHaveText("Transparent, fixed fees agreed before work begins");
    await expect(phoneIndex(page).getByRole("link").first()).toHaveText("Fee");
    await expect(phoneIndex(page).getByRole("link", { name: "Fee" })).toHaveAttribute("href", "#fee");
  });
});

test.describe("a sub-service page without a fee", () => {
  test("promises a written quote, not a number it does not show, in the fifth of its five benefits", async ({ page }) => {
    await page.goto("/services/legal-consultancy/gst-compliance");
    await expect(page.getByTestId("sub-service-fee")).toHaveCount(0);
    await expect(benefits(page)).toHaveCount(5);
    await expect(benefits(page).nth(4)).toHaveText("Fees quoted in writing before work begins");
    await expect(page.getByText("Transparent, fixed fees agreed before work begins")).toHaveCount(0);
  });
});

test.describe("the success card on a phone", () => {
  test("fits a 360 px screen after a quote request", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/services/financial-consultancy/loan-consultation");
    // The page has two forms (the quote, and "Request a call back"): this is the quote's card.
    const quote = publicForm(page, "quote");
    await quote.getByLabel("Name").fill("Asha Verma");
    await quote.getByLabel("Email").fill(`asha.${uniqueSuffix()}@example.in`);
    await quote.getByLabel("Message").fill("We need a CMA report for a term loan.");
    await quote.getByRole("button", { name: "Request a Quote" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "the page's width with the card").toBeLessThanOrEqual(PHONE.width);
  });
});

test.describe("the in-page index of a sub-service page", () => {
  test("on a phone, links to the sections the page has, each of which exists; hidden on a laptop", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/services/legal-consultancy/gst-compliance");
    const index = phoneIndex(page);
    await expect(index).toBeVisible();
    await expect(index.getByRole("link")).toHaveText(["Documents", "Steps", "FAQ", "Get a quote"]);
    for (const link of await index.getByRole("link").all()) {
      const id = (await link.getAttribute("href"))!.replace(/^#/, "");
      expect(await page.locator(`[id="${id}"]`).count(), `#${id} exists on the page`).toBe(1);
    }
    await index.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/#faq$/);
    await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeInViewport();

    await page.setViewportSize(LAPTOP);
    await expect(index).toBeHidden();
  });

  test("leaves Documents out of a programme, which asks for none", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/services/corporate-training/leadership-programs");
    await expect(phoneIndex(page).getByRole("link")).toHaveText(["Steps", "FAQ", "Get a quote"]);
  });
});

test.describe("a service page", () => {
  for (const service of services) {
    test(`${service.id}: each key feature with a sub-service page links to it, and the page exists`, async ({ page, request }) => {
      await page.goto(`/services/${service.id}`);
      const features = page.getByRole("region", { name: "Key Features" });
      const linked = Object.entries(featurePages[service.id]);
      await expect(features.getByRole("link")).toHaveCount(linked.length);
      for (const [benefit, id] of linked) {
        const href = `/services/${service.id}/${id}`;
        await expect(features.getByRole("link", { name: benefit, exact: true })).toHaveAttribute("href", href);
        expect((await request.get(href)).status(), href).toBe(200);
      }
    });
  }

  test("puts the sub-services above the enquiry form on a phone, and beside it on a laptop", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/services/financial-consultancy");
    const list = page.getByRole("navigation", { name: "Financial Consultancy services" });
    const enquiry = page.getByRole("heading", { name: "Enquire About This Service" });
    expect((await boxOf(list)).y).toBeLessThan((await boxOf(enquiry)).y);

    await page.setViewportSize(LAPTOP);
    const [listBox, enquiryBox] = [await boxOf(list), await boxOf(enquiry)];
    expect(listBox.x).toBeGreaterThan(enquiryBox.x + enquiryBox.width);
  });
});

test.describe("the phone action bar", () => {
  const firstPhone = phoneHref(defaultSiteSettings.phones[0]);

  for (const { path, callback } of [
    { path: "/contact", callback: "#callback" },
    { path: "/services/financial-consultancy", callback: "#callback" },
    { path: "/services/financial-consultancy/loan-consultation", callback: "#callback" },
    { path: "/about", callback: "/contact#callback" },
  ]) {
    test(`${path}: calls the first phone and asks for a call back, covering neither the WhatsApp button nor a field`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      const bar = page.getByRole("complementary", { name: "Talk to us" });
      const call = bar.getByRole("link", { name: "Call", exact: true });
      const callBack = bar.getByRole("link", { name: "Call me back" });
      await expect(call).toHaveAttribute("href", firstPhone);
      await expect(callBack).toHaveAttribute("href", callback);
      const barBox = await boxOf(call.locator(".."));
      expect(barBox.y + barBox.height).toBeCloseTo(PHONE.height, 0);
      const whatsapp = await boxOf(bar.getByRole("link", { name: /WhatsApp/ }));
      expect(overlap(barBox, whatsapp), "the bar covers the WhatsApp button").toBe(false);

      // Each field, brought into view as focus brings it (to the bottom edge), stays clear of both.
      const fields = page.locator("main").locator("input:not([type=hidden]):not([tabindex='-1']), select, textarea");
      for (const field of await fields.all()) {
        if (!(await field.isVisible())) continue;
        await field.evaluate((el) => el.scrollIntoView({ block: "end" }));
        const box = await boxOf(field);
        const name = (await field.getAttribute("name")) ?? "a field";
        expect(overlap(box, barBox), `${path}: the bar covers ${name}`).toBe(false);
        expect(overlap(box, whatsapp), `${path}: the WhatsApp button covers ${name}`).toBe(false);
      }

      // At the end of the page, the footer's last line sits above the bar and the WhatsApp button.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastLine = page.locator("footer p").last();
      const lastBox = await boxOf(lastLine);
      expect(overlap(lastBox, barBox), "the bar covers the footer's last line").toBe(false);
      expect(overlap(lastBox, whatsapp), "the WhatsApp button covers the footer's last line").toBe(false);

      await page.setViewportSize(LAPTOP);
      await expect(call).toBeHidden();
    });
  }

  // A Hindi visitor on a phone (issue 47): neither the bar nor the WhatsApp button covers a tool's field or result figure once it is scrolled into view.
  for (const path of [
    "/hi/tools/gst-calculator?amount=3500000&rate=18&supply=intra",
    "/hi/tools/emi-calculator?amount=1000000&rate=10&tenure=5&unit=years&rate2=9.5",
    "/hi/tools/gst-registration-check?turnover=2500000&supplies=goods&interstate=no&ecommerce=no&excluded=no&state=telangana",
  ]) {
    test(`${path.split("?")[0]}: covers no field or result figure`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      const bar = page.getByRole("complementary", { name: "हमसे बात करें" });
      const barBox = await boxOf(bar.locator("[data-phone-action-bar]"));
      const whatsapp = await boxOf(bar.getByRole("link", { name: /व्हाट्सऐप/ }));
      const targets = page.locator("main").locator("input:not([type=hidden]):not([tabindex='-1']), select, textarea, #result dd");
      expect(await targets.count()).toBeGreaterThan(3);
      for (const target of await targets.all()) {
        if (!(await target.isVisible())) continue;
        await target.evaluate((el) => el.scrollIntoView({ block: "end" }));
        const box = await boxOf(target);
        const name = (await target.getAttribute("name")) ?? (await target.textContent()) ?? "a figure";
        expect(overlap(box, barBox), `${path}: the bar covers ${name}`).toBe(false);
        expect(overlap(box, whatsapp), `${path}: the WhatsApp button covers ${name}`).toBe(false);
      }
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, viewport: PHONE });

    test("is in the server's page, as plain links", async ({ page }) => {
      await page.goto("/blog");
      const bar = page.getByRole("complementary", { name: "Talk to us" });
      await expect(bar.getByRole("link", { name: "Call", exact: true })).toHaveAttribute("href", firstPhone);
      await expect(bar.getByRole("link", { name: "Call me back" })).toHaveAttribute("href", "/contact#callback");
    });
  });
});
