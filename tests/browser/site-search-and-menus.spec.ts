import type { Browser, Page } from "@playwright/test";
import { expect, test, uniqueSuffix } from "./fixtures";

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** A page of a browser context with JavaScript off: what a visitor sees while scripts are blocked or still loading. */
async function pageWithoutScript(browser: Browser, baseURL: string | undefined, headers: Record<string, string> | undefined, viewport: typeof PHONE): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport, extraHTTPHeaders: headers });
  return context.newPage();
}

test.describe("with JavaScript off", () => {
  test("the mobile menu opens, and its accordion reaches a sub-service", async ({ browser, baseURL, extraHTTPHeaders }) => {
    const page = await pageWithoutScript(browser, baseURL, extraHTTPHeaders, PHONE);
    await page.goto("/");
    const menu = page.locator("details", { has: page.locator('summary[aria-label="Menu"]') });
    await expect(menu.locator("nav")).toBeHidden();
    await menu.locator('summary[aria-label="Menu"]').click();
    await expect(menu.locator("nav")).toBeVisible();

    await menu.locator("summary", { hasText: "Services" }).click();
    await expect(menu.getByRole("link", { name: "Financial Consultancy", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Company Valuation" })).toBeHidden();
    await menu.locator('summary[aria-label="Financial Consultancy services"]').click();
    await menu.getByRole("link", { name: "Company Valuation" }).click();
    await expect(page).toHaveURL(/\/services\/financial-consultancy\/company-valuation$/);
    await expect(page.getByRole("heading", { level: 1, name: "Company Valuation" })).toBeVisible();
    await page.context().close();
  });

  test("search from the mobile menu returns server-rendered results", async ({ browser, baseURL, extraHTTPHeaders }) => {
    const page = await pageWithoutScript(browser, baseURL, extraHTTPHeaders, PHONE);
    await page.goto("/about");
    const menu = page.locator("details", { has: page.locator('summary[aria-label="Menu"]') });
    await menu.locator('summary[aria-label="Menu"]').click();
    const search = menu.getByRole("search", { name: "Site search" });
    await search.getByRole("searchbox", { name: "Search the site" }).fill("GST registration");
    await search.getByRole("searchbox").press("Enter");

    await expect(page).toHaveURL(/\/search\?q=GST\+registration$/);
    const services = page.getByRole("region", { name: /^Services/ });
    await expect(services.getByRole("link", { name: "GST Registration" })).toHaveAttribute("href", "/services/legal-consultancy/gst-registration");
    await services.getByRole("link", { name: "GST Registration" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "GST Registration" })).toBeVisible();
    await page.context().close();
  });

  test("the desktop Services menu opens and the header search submits", async ({ browser, baseURL, extraHTTPHeaders }) => {
    const page = await pageWithoutScript(browser, baseURL, extraHTTPHeaders, DESKTOP);
    await page.goto("/blog");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "Services" }).click();
    await nav.getByRole("link", { name: "Startup India Registration" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Startup India Registration" })).toBeVisible();

    const search = page.getByRole("search", { name: "Site search" });
    await search.getByRole("searchbox").fill("valuation");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("region", { name: /^Services/ }).getByRole("link", { name: "Company Valuation" })).toBeVisible();
    await page.context().close();
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("a sub-service is two clicks away from any page", async ({ page }) => {
    await page.goto("/blog");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "Services" }).click();
    await nav.getByRole("link", { name: "GST Registration" }).click();
    await expect(page).toHaveURL(/\/services\/legal-consultancy\/gst-registration$/);
    await expect(page.getByRole("heading", { level: 1, name: "GST Registration" })).toBeVisible();
  });

  test("/ focuses the search box, unless the visitor is typing, and a search opens the results", async ({ page }) => {
    await page.goto("/about");
    const box = page.getByRole("search", { name: "Site search" }).getByRole("searchbox");
    await page.keyboard.press("/");
    await expect(box).toBeFocused();
    await page.keyboard.type("loan/credit");
    await expect(box).toHaveValue("loan/credit");
    await box.fill("loan");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=loan$/);
    await expect(page).toHaveTitle("Search results for “loan” | Vriddhi Business Solutions");
    await expect(page.getByRole("region", { name: /^Services/ }).getByRole("link", { name: "Loan Consultation" })).toBeVisible();
    // The results page's own box holds the query, ready to refine.
    await expect(page.getByRole("search", { name: "Search again" }).getByRole("searchbox")).toHaveValue("loan");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("/ opens the menu and focuses its search box", async ({ page }) => {
    await page.goto("/about");
    const menu = page.locator("details", { has: page.locator('summary[aria-label="Menu"]') });
    await page.keyboard.press("/");
    await expect(menu).toHaveAttribute("open", "");
    await expect(menu.getByRole("search", { name: "Site search" }).getByRole("searchbox")).toBeFocused();
    await page.keyboard.type("dpiit");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=dpiit$/);
    await expect(menu).not.toHaveAttribute("open");
    await expect(page.getByRole("region", { name: /^Services/ }).getByRole("link", { name: "DPIIT Registration" })).toBeVisible();
  });
});

test("search finds a published post and not a draft", async ({ page, api }) => {
  const word = `zq${uniqueSuffix()}`;
  const published = await api.createPost({ title: `Udyam filing notes ${word}` });
  await api.createPost({ title: `Unfinished thoughts ${word}`, published: false });

  await page.goto(`/search?q=${word}`);
  const articles = page.getByRole("region", { name: /^Articles/ });
  await expect(articles.getByRole("link")).toHaveText([published.title]);
  await expect(page.getByText("Unfinished thoughts")).toHaveCount(0);
  await articles.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: published.title })).toBeVisible();
});

test("a search that finds nothing says what to try next", async ({ page }) => {
  await page.goto("/search?q=xylophone");
  await expect(page.getByText("Nothing on our site matches “xylophone”.")).toBeVisible();
  await expect(page.getByRole("link", { name: "browse all our services" })).toHaveAttribute("href", "/services");
});

test("the not-found page offers the search and the main pages", async ({ page }) => {
  await page.goto("/no-such-page-here");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  const suggested = page.getByRole("navigation", { name: "Suggested pages" });
  for (const [name, href] of [["Our services", "/services"], ["Contact us", "/contact"], ["Blog", "/blog"]]) {
    await expect(suggested.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  const search = page.getByRole("search", { name: "Search the site" });
  await search.getByRole("searchbox").fill("DPIIT");
  await search.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/\/search\?q=DPIIT$/);
  await expect(page.getByRole("region", { name: /^Services/ }).getByRole("link", { name: "DPIIT Registration" })).toBeVisible();
});
