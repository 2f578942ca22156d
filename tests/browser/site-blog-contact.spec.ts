import { expect, type Page, test } from "@playwright/test";

const SEEDED = [
  { slug: "startup-funding-guide", title: "The Complete Guide to Startup Funding in India" },
  { slug: "digital-transformation-small-business", title: "Digital Transformation for Small Businesses: A Practical Roadmap" },
  { slug: "legal-compliance-checklist", title: "Essential Legal Compliance Checklist for Indian Startups" },
];

/** Collects console errors and warnings (hydration mismatches are reported as errors). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") problems.push(msg.text());
  });
  page.on("pageerror", (err) => problems.push(err.message));
  return problems;
}

/** The submit buttons stay disabled until React has hydrated the page. */
async function gotoHydrated(page: Page, path: string, submitName: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole("button", { name: submitName })).toBeEnabled();
}

test.describe("blog list", () => {
  test("arrives server-rendered with its heading, the seeded articles and a per-page head", async ({ request }) => {
    const res = await request.get("/blog");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Business Insights<\/h1>/);
    expect(html).toContain("<title>Business Insights | Vriddhi Business Solutions</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    for (const post of SEEDED) {
      expect(html).toContain(`href="/blog/${post.slug}"`);
      expect(html).toContain(post.title.replace(/&/g, "&amp;"));
    }
  });

  test("shows cards, topics, resources and the subscribe link, without console errors", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Business Insights" })).toBeVisible();
    for (const post of SEEDED) {
      await expect(page.getByRole("heading", { name: post.title })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /^Read More/ })).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Subscribe to Updates" })).toHaveAttribute("href", "/contact");

    const topics = page.getByRole("navigation", { name: "Browse by topic" }).getByRole("link");
    await expect(topics).toHaveText([
      "All topics",
      "Startup Strategy",
      "Funding & Investment",
      "Legal Compliance",
      "Business Growth",
      "Technology",
      "Marketing",
      "Financial Management",
      "Operations",
    ]);
    await expect(page.getByRole("link", { name: "Legal Compliance", exact: true })).toHaveAttribute("href", "/blog?topic=legal");
    await expect(page.getByRole("link", { name: "All topics" })).toHaveAttribute("aria-current", "page");

    const resources = page.getByRole("region", { name: "Business Resources" });
    await expect(resources.getByRole("link", { name: /Startup Funding Checklist/ })).toHaveAttribute(
      "href",
      "/resources/startup-funding-checklist",
    );
    await expect(resources.getByRole("link", { name: /Business Plan Template/ })).toHaveAttribute("href", "/resources/business-plan-template");
    await expect(resources.getByRole("link", { name: /Legal Compliance Guide/ })).toHaveAttribute("href", "/resources/legal-compliance-guide");
    await expect(resources.getByRole("link", { name: "View All Resources" })).toHaveAttribute("href", "/resources");
    expect(problems).toEqual([]);
  });

  test("a topic link filters the articles, marks the topic and can be cleared", async ({ page, request }) => {
    const html = await (await request.get("/blog?topic=legal")).text();
    expect(html).toContain("Essential Legal Compliance Checklist for Indian Startups");
    expect(html).not.toContain("The Complete Guide to Startup Funding in India");

    await page.goto("/blog");
    await page.getByRole("link", { name: "Legal Compliance", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?topic=legal$/);
    await expect(page.getByRole("heading", { name: SEEDED[2].title })).toBeVisible();
    await expect(page.getByRole("heading", { name: SEEDED[0].title })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: SEEDED[1].title })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Legal Compliance", exact: true })).toHaveAttribute("aria-current", "page");

    await page.getByRole("link", { name: "Clear topic filter" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("link", { name: /^Read More/ })).toHaveCount(3);
  });

  test("a topic without articles shows a friendly empty state", async ({ page }) => {
    await page.goto("/blog?topic=marketing");
    await expect(page.getByRole("heading", { name: "No articles on Marketing yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Read More/ })).toHaveCount(0);
    await page.getByRole("link", { name: "View all articles" }).click();
    await expect(page.getByRole("link", { name: /^Read More/ })).toHaveCount(3);
  });

  test("the newsletter box validates, subscribes, and treats a repeat as success", async ({ page }) => {
    await gotoHydrated(page, "/blog", "Subscribe");
    const box = page.getByRole("textbox", { name: "Email address" });
    await expect(box).toHaveAttribute("type", "email");
    await expect(box).toHaveAttribute("required", "");
    await expect(page.locator('input[name="website"]')).toHaveCount(1);

    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();

    await box.fill("reader@example");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();

    await box.fill("reader@example.in");
    const first = page.waitForResponse((r) => r.url().endsWith("/api/subscribers") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Subscribe" }).click();
    expect((await first).status()).toBe(201);
    await expect(page.getByText("Subscribed!")).toBeVisible();
    await expect(page.getByText("You're on the list — we'll email you new articles.")).toBeVisible();
    await expect(box).toHaveValue("");

    await box.fill("reader@example.in");
    const again = page.waitForResponse((r) => r.url().endsWith("/api/subscribers") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Subscribe" }).click();
    expect((await again).status()).toBe(200);
    await expect(page.getByText("Subscribed!").first()).toBeVisible();
    await expect(page.getByText("Could not subscribe")).toHaveCount(0);
  });

  test("a failed subscription keeps the address and shows the server's message", async ({ page }) => {
    await page.route("**/api/subscribers", (route) =>
      route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ error: "Slow down, please." }) }),
    );
    await gotoHydrated(page, "/blog", "Subscribe");
    const box = page.getByRole("textbox", { name: "Email address" });
    await box.fill("busy@example.in");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Could not subscribe")).toBeVisible();
    await expect(page.getByText("Slow down, please.")).toBeVisible();
    await expect(box).toHaveValue("busy@example.in");
  });
});

test.describe("blog article", () => {
  test("renders category, date, title, author, body, related articles and the call to action", async ({ page, request }) => {
    const html = await (await request.get("/blog/startup-funding-guide")).text();
    expect(html).toMatch(/<h1[^>]*>The Complete Guide to Startup Funding in India<\/h1>/);
    expect(html).toContain("<title>The Complete Guide to Startup Funding in India | Vriddhi Business Solutions</title>");

    const problems = watchConsole(page);
    await page.goto("/blog/startup-funding-guide");
    const header = page.locator("article header").first();
    await expect(header.getByText("Finance", { exact: true })).toBeVisible();
    await expect(header.getByText("18 March 2025")).toBeVisible();
    await expect(header.getByText("Ananya Sharma")).toBeVisible();
    await expect(header.getByText("Content Writer")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Start with your stage, not the investor" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "About Ananya Sharma" })).toBeVisible();

    const related = page.getByRole("region", { name: "You might also like" });
    await expect(related.getByRole("heading", { level: 3 })).toHaveCount(2);
    await expect(related.getByRole("heading", { name: SEEDED[0].title })).toHaveCount(0);

    await expect(page.getByRole("link", { name: "Book a Free Consultation" })).toHaveAttribute("href", "/contact");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /bootstrapping and government schemes/);
    expect(problems).toEqual([]);

    await related.getByRole("link", { name: /^Read More/ }).first().click();
    await expect(page).toHaveURL(/\/blog\/(legal-compliance-checklist|digital-transformation-small-business)$/);
    await expect(page).toHaveTitle(/\| Vriddhi Business Solutions$/);
    await expect(page).not.toHaveTitle(/Startup Funding/);
  });

  test("an unknown article answers 302 to /blog, and the browser lands on the list", async ({ page, request }) => {
    const res = await request.get("/blog/xyz", { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe("/blog");

    await page.goto("/blog/xyz");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1, name: "Business Insights" })).toBeVisible();
  });
});

test.describe("contact page", () => {
  test("arrives server-rendered with details, hours and the call-out", async ({ page, request }) => {
    const html = await (await request.get("/contact")).text();
    expect(html).toMatch(/<h1[^>]*>Get in Touch<\/h1>/);
    expect(html).toContain("<title>Contact Us | Vriddhi Business Solutions</title>");

    const problems = watchConsole(page);
    await gotoHydrated(page, "/contact", "Send Message");
    // The site footer repeats the address, phone and email: look at the page's own content.
    const main = page.getByRole("main");
    await expect(main.getByText(/Bhopal, Madhya Pradesh/)).toBeVisible();
    await expect(main.getByRole("link", { name: "+91 755 400 1234" })).toHaveAttribute("href", "tel:+917554001234");
    await expect(main.getByRole("link", { name: "info@vriddhisolutions.in" })).toHaveAttribute(
      "href",
      "mailto:info@vriddhisolutions.in",
    );
    await expect(main.getByText("Monday - Saturday")).toBeVisible();
    await expect(main.getByText("9:00 AM - 6:00 PM")).toBeVisible();
    await expect(main.getByText("Closed", { exact: true })).toBeVisible();
    for (const name of [/Chat on WhatsApp/, /Book a Consultation/]) {
      const link = main.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(problems).toEqual([]);
  });

  test("shows the schema's messages on submit and clears each as it is fixed", async ({ page }) => {
    await gotoHydrated(page, "/contact", "Send Message");
    let posted = false;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/inquiries")) posted = true;
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const message of ["Name is required", "Email is required", "Subject is required", "Message is required"]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    const name = page.getByLabel(/^Full Name/);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveCSS("border-top-color", "rgb(220, 38, 38)");

    await name.fill("Meera Joshi");
    await expect(page.getByText("Name is required")).toHaveCount(0);
    await expect(name).not.toHaveAttribute("aria-invalid", "true");

    await page.getByLabel(/^Email Address/).fill("meera@example.c");
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await page.getByLabel(/^Email Address/).fill("meera@example.in");
    await expect(page.getByText("Invalid email address")).toHaveCount(0);
    await expect(page.getByText("Subject is required")).toBeVisible();
    expect(posted).toBe(false);
  });

  test("sends a valid message: Sending..., 201, toast, cleared form", async ({ page }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, "/contact?subject=GST%20registration", "Send Message");
    await expect(page.getByLabel(/^Subject/)).toHaveValue("GST registration");

    // Hold the request until "Sending..." has been seen, so the busy state is observable.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/inquiries", async (route) => {
      await held;
      await route.continue();
    });

    await page.getByLabel(/^Full Name/).fill("Meera Joshi");
    await page.getByLabel(/^Email Address/).fill("meera@example.in");
    await page.getByLabel(/^Phone Number/).fill("+91 98260 12345");
    await page.getByLabel(/^Subject/).fill("GST registration for a new firm");
    await page.getByLabel(/^Message/).fill("We are starting a partnership firm in Indore and need GST registration.");

    const response = page.waitForResponse((r) => r.url().endsWith("/api/inquiries") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Send Message" }).click();
    const busy = page.getByRole("button", { name: "Sending..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();

    const res = await response;
    expect(res.status()).toBe(201);
    expect(res.request().headers()["idempotency-key"]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    const body = res.request().postDataJSON();
    expect(body).toMatchObject({ type: "contact", name: "Meera Joshi", subject: "GST registration for a new firm", website: "" });

    await expect(page.getByText("Message Sent!")).toBeVisible();
    await expect(page.getByText("We've received your message and will contact you soon.")).toBeVisible();
    for (const label of [/^Full Name/, /^Email Address/, /^Phone Number/, /^Subject/, /^Message/]) {
      await expect(page.getByLabel(label)).toHaveValue("");
    }
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(problems).toEqual([]);
  });

  test("a rejected message keeps the input and shows the server's words", async ({ page }) => {
    await gotoHydrated(page, "/contact", "Send Message");
    await page.route("**/api/inquiries", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ error: "You have sent several messages in a short time." }),
      }),
    );
    await page.getByLabel(/^Full Name/).fill("Meera Joshi");
    await page.getByLabel(/^Email Address/).fill("meera@example.in");
    await page.getByLabel(/^Subject/).fill("Hello");
    await page.getByLabel(/^Message/).fill("Testing a refusal.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message not sent")).toBeVisible();
    await expect(page.getByText("You have sent several messages in a short time.")).toBeVisible();
    await expect(page.getByLabel(/^Full Name/)).toHaveValue("Meera Joshi");
    await expect(page.getByLabel(/^Message/)).toHaveValue("Testing a refusal.");
  });
});

test("a retry after a network failure reuses the attempt's Idempotency-Key", async ({ page }) => {
  await gotoHydrated(page, "/contact", "Send Message");
  const keys: string[] = [];
  let attempts = 0;
  await page.route("**/api/inquiries", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    attempts += 1;
    if (attempts === 1) await route.abort("failed");
    else await route.continue();
  });
  await page.getByLabel(/^Full Name/).fill("Arjun Mehta");
  await page.getByLabel(/^Email Address/).fill("arjun@example.in");
  await page.getByLabel(/^Subject/).fill("Udyam registration");
  await page.getByLabel(/^Message/).fill("Please help us register under Udyam.");

  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message not sent")).toBeVisible();
  await expect(page.getByLabel(/^Full Name/)).toHaveValue("Arjun Mehta");

  const stored = page.waitForResponse((r) => r.url().endsWith("/api/inquiries") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await stored).status()).toBe(201);
  await expect(page.getByText("Message Sent!")).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  expect(keys[1]).toBe(keys[0]);
});

test("an article image that fails to load is replaced by the fallback image", async ({ page }) => {
  await page.route("**/assets/blog/legal-compliance-checklist.jpg", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/blog/legal-compliance-checklist");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Essential Legal Compliance Checklist for Indian Startups");
  const hero = page.locator("article > div img").first();
  await expect(hero).toHaveAttribute("src", "/assets/services/fallback.jpg");
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test.describe("document pages", () => {
  const docs = [
    ["/privacy-policy", "Privacy Policy"],
    ["/terms-of-service", "Terms of Service"],
    ["/resources", "Business Resources"],
    ["/resources/startup-funding-checklist", "Startup Funding Checklist"],
    ["/resources/business-plan-template", "Business Plan Template"],
    ["/resources/legal-compliance-guide", "Legal Compliance Guide"],
  ] as const;

  for (const [path, title] of docs) {
    test(`${path} renders its heading and head on the server`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html).toContain(`<title>${title} | Vriddhi Business Solutions</title>`);
      expect(html).toMatch(/<h2[^>]*>[^<]+<\/h2>/);
    });
  }

  test("/resources lists the three guides as cards that lead to them", async ({ page }) => {
    await page.goto("/resources");
    const cards = page.getByRole("region", { name: "Our guides" });
    await expect(cards.getByRole("listitem")).toHaveCount(3);
    await expect(cards.getByRole("link", { name: "Read the guide: Legal Compliance Guide" })).toHaveAttribute(
      "href",
      "/resources/legal-compliance-guide",
    );
    await cards.getByRole("link", { name: "Business Plan Template", exact: true }).click();
    await expect(page).toHaveURL(/\/resources\/business-plan-template$/);
    await expect(page.getByRole("heading", { level: 1, name: "Business Plan Template" })).toBeVisible();
  });
});

test.describe("crawler files", () => {
  test("robots.txt and sitemap.xml answer with their content types", async ({ request, baseURL }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseURL}/blog/startup-funding-guide</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/contact</loc>`);
  });
});
