import { expect, test, watchConsole } from "./fixtures";
import { serviceMenu } from "#core/content/service-menu";
import { services } from "#core/content/services";
import { site } from "#core/content/site";
import { defaultSiteSettings } from "#core/content/site-defaults";
import { whatsappUrl } from "#core/format/site-settings";
import { WHATSAPP_GREETING, whatsappTopicMessage, withWhatsAppMessage } from "#core/format/whatsapp-message";
import { subServices } from "#core/content/sub-services";

/** Every route of the public pages with the text its h1 must show. */
const pages: { path: string; heading: string }[] = [
  { path: "/", heading: "Business Solution Services" },
  { path: "/about", heading: "Helping Indian Businesses Grow Since 2018" },
  { path: "/services", heading: "Expert Services for Every Stage of Your Business" },
  ...services.flatMap((s) => [
    { path: `/services/${s.id}`, heading: s.title },
    { path: s.landingPath, heading: s.title },
    ...subServices[s.id].map((sub) => ({ path: `/services/${s.id}/${sub.id}`, heading: sub.title })),
  ]),
];

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

test.describe("every public route", () => {
  test("covers all 27 sub-services of the content", () => {
    expect(pages.filter((p) => p.path.split("/").length === 4)).toHaveLength(27);
  });

  for (const { path, heading } of pages) {
    test(`${path} arrives server-rendered and shows its heading`, async ({ visitor: page, request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${escapeHtml(heading).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      // Scroll-reveal never hides anything in the server HTML.
      expect(html).not.toContain("opacity-0");

      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    });
  }
});

test("titles: home is exact, service pages carry the company suffix", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Business Solution Services");
  await page.goto("/services/corporate-training");
  await expect(page).toHaveTitle("Corporate Training | Vriddhi Business Solutions");
  await page.goto("/incubation-ecosystem");
  await expect(page).toHaveTitle("Incubation Ecosystem Support | Vriddhi Business Solutions");
});

for (const path of ["/", "/about", "/services/financial-consultancy", "/services/legal-consultancy/gst-registration", "/corporate-training"]) {
  test(`${path} loads without console errors or warnings`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
    expect(problems).toEqual([]);
  });
}

// These pages get their copy in the loader's data: reached by the site's own links, each arrives whole.
test("sub-service and document pages show their copy when reached within the site", async ({ page }) => {
  const problems = watchConsole(page);
  const service = services.find((s) => s.id === "legal-consultancy")!;
  const [first, second] = subServices["legal-consultancy"];
  await page.goto(`/services/${service.id}`);

  await page.getByRole("navigation", { name: `${service.title} services` }).getByRole("link", { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`/services/${service.id}/${first.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
  await expect(page.locator("main").getByText(first.features[0]).first()).toBeVisible();
  await expect(page).toHaveTitle(`${first.title} | Vriddhi Business Solutions`);

  await page.getByRole("navigation", { name: `${service.title} services` }).getByRole("link", { name: second.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: second.title })).toBeVisible();

  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page).toHaveTitle("Terms of Service | Vriddhi Business Solutions");

  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  // The retention period comes from the worker's setting (wrangler.toml: 24 months).
  await expect(page.locator("main").getByText("24 months from the day we receive them")).toBeVisible();
  expect(problems).toEqual([]);
});

test("an unknown service redirects to /services with a real 302", async ({ page, request }) => {
  const res = await request.get("/services/no-such-service", { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(new URL(res.headers()["location"], "http://x").pathname).toBe("/services");

  await page.goto("/services/no-such-service");
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1, name: "Expert Services for Every Stage of Your Business" })).toBeVisible();
});

for (const path of ["/services/legal-consultancy/no-such-thing", "/services/no-such-service/gst-registration", "/services/business-consultancy/gst-registration"]) {
  test(`${path} answers 404 with the not-found page`, async ({ page, request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");

    await page.goto(path);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    // The layout stays: navigation and footer are still there.
    await expect(page.getByRole("link", { name: `${site.shortName} home` })).toBeVisible();
  });
}

test.describe("desktop navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the Services menu lists every sub-service under its line, navigates and closes with Escape", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    // A <details>: its summary is the toggle, and the browser reports it expanded while open.
    const toggle = nav.locator("summary", { hasText: "Services" });
    const menu = nav.locator("details");
    await expect(menu).not.toHaveAttribute("open");
    await toggle.click();
    await expect(menu).toHaveAttribute("open", "");
    for (const line of serviceMenu) {
      await expect(nav.getByRole("link", { name: line.title, exact: true })).toHaveAttribute("href", line.landingPath);
      for (const sub of line.subServices) await expect(nav.locator(`a[href="${sub.path}"]`)).toHaveText(sub.title);
    }
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open");
    await expect(toggle).toBeFocused();

    await toggle.click();
    await nav.getByRole("link", { name: "Legal & Tax Consultancy", exact: true }).click();
    await expect(page).toHaveURL(/\/legal-consultancy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Legal & Tax Consultancy" })).toBeVisible();
    await expect(menu).not.toHaveAttribute("open");
  });

  test("the Services menu works from the keyboard: Enter opens, Tab reaches the links, leaving closes it", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    const toggle = nav.locator("summary", { hasText: "Services" });
    const menu = nav.locator("details");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: serviceMenu[0].title, exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: serviceMenu[0].subServices[0].title, exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${serviceMenu[0].subServices[0].path}$`));
    await expect(menu).not.toHaveAttribute("open");
  });

  test("the current route is highlighted", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });

  test("the bar turns solid after scrolling past 50 px", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute("data-solid", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-solid", "false");
  });
});

test.describe("mobile navigation at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu opens, Services expands and choosing a link closes it", async ({ page }) => {
    await page.goto("/");
    const toggle = page.locator('summary[aria-label="Menu"]');
    const menu = page.locator("details", { has: page.locator('summary[aria-label="Menu"]') });
    const panel = menu.locator("nav");
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(panel).toBeVisible();
    await expect(menu).toHaveAttribute("open", "");

    const servicesToggle = panel.locator("summary", { hasText: "Services" });
    await expect(panel.getByRole("link", { name: "Corporate Training", exact: true })).toBeHidden();
    await servicesToggle.click();
    await panel.getByRole("link", { name: "Corporate Training", exact: true }).click();

    await expect(page).toHaveURL(/\/corporate-training$/);
    await expect(panel).toBeHidden();
    await expect(menu).not.toHaveAttribute("open");
  });

  test("Escape closes the menu and leaves focus on its toggle", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.locator('summary[aria-label="Menu"]');
    const menu = page.locator("details", { has: page.locator('summary[aria-label="Menu"]') });
    await toggle.click();
    await expect(menu.locator("nav")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu.locator("nav")).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test("the WhatsApp button's message follows the page: the service, the sub-service, then the general greeting", async ({ page }) => {
  const chatText = async () => new URL((await page.getByRole("link", { name: "Chat with us on WhatsApp (opens in a new tab)" }).getAttribute("href"))!).searchParams.get("text");
  await page.goto("/services");
  expect(await chatText()).toBe(WHATSAPP_GREETING);

  const service = services.find((s) => s.id === "legal-consultancy")!;
  await page.locator('main a[href="/services/legal-consultancy"]').first().click();
  await expect(page).toHaveURL(/\/services\/legal-consultancy$/);
  await expect.poll(chatText).toBe(whatsappTopicMessage(service.title));

  await page.locator('main a[href="/services/legal-consultancy/gst-registration"]').first().click();
  await expect(page).toHaveURL(/\/gst-registration$/);
  await expect.poll(chatText).toBe("Hello Vriddhi Business Solutions, I would like to know about GST Registration.");

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/services$/);
  await expect.poll(chatText).toBe(WHATSAPP_GREETING);
});

test("WhatsApp and booking links open in a new tab without an opener", async ({ page }) => {
  await page.goto("/services/startup-msme-consulting");
  const whatsapp = page.getByRole("link", { name: /WhatsApp/ });
  const title = services.find((s) => s.id === "startup-msme-consulting")!.title;
  await expect(whatsapp).toHaveAttribute("href", withWhatsAppMessage(whatsappUrl(defaultSiteSettings), whatsappTopicMessage(title)));
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(whatsapp).toHaveAttribute("rel", /noopener/);

  const booking = page.locator(`a[href="${defaultSiteSettings.bookingUrl}"]`);
  const labels = await booking.allInnerTexts();
  for (const label of ["Schedule a Consultation", "Book a Consultation", "Get Started"]) {
    expect(labels.some((text) => text.includes(label))).toBe(true);
  }
  for (const link of await booking.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
});

test("a service image that fails to load is replaced by the fallback", async ({ page }) => {
  // Stubbed: the image is a static asset the server always has; only a route can make it fail.
  // Every format and width of it: the browser picks one from the <picture>.
  await page.route("**/assets/services/business-consultancy*", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/services/business-consultancy");
  const image = page.getByRole("img", { name: "Business Consultancy" });
  await expect(image).toHaveAttribute("src", "/assets/services/fallback.jpg");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test.describe("scroll-reveal", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("hides only below-the-fold blocks once the site script runs and reveals them on approach", async ({ page }) => {
    await page.goto("/");
    const strip = page.getByRole("region", { name: "Trusted By Leading Companies" }).locator("[data-reveal]");
    await expect(strip).toHaveAttribute("data-reveal", "waiting");
    // Nothing on the first screen is ever hidden.
    for (const block of await page.locator('[data-reveal="waiting"]').all()) {
      expect(await block.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(700);
    }
    await strip.scrollIntoViewIfNeeded();
    await expect(strip).toHaveAttribute("data-reveal", "revealed");
  });

  test("hides nothing for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.locator("[data-reveal]").first()).toHaveAttribute("data-reveal", "visible");
    await expect(page.locator('[data-reveal="waiting"]')).toHaveCount(0);
  });
});
