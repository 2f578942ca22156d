import { expect, test } from "@playwright/test";

/** A page's CSP without the inline styles its libraries inject: what every other response carries. */
const strict = (csp: string) => csp.replace("style-src 'self' 'unsafe-inline'", "style-src 'self'");

test("static files carry the same security policy as a server-rendered page, styles aside", async ({ request }) => {
  const page = await request.get("/");
  const pageCsp = page.headers()["content-security-policy"];
  // No inline script anywhere, so no nonce: the page can be cached and served to everyone.
  expect(pageCsp).toMatch(/(^|; )script-src 'self';/);
  expect(pageCsp).toMatch(/(^|; )style-src 'self' 'unsafe-inline';/);
  const html = await page.text();
  const script = html.match(/src="(\/static\/[^"]+\.js)"/)?.[1];
  expect(script, "the page links its hashed script").toBeTruthy();
  const image = "/assets/blog/startup-funding-guide.jpg";

  for (const path of [script!, image, "/favicon.svg", "/api/health"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    expect(headers["content-security-policy"], path).toBe(strict(pageCsp));
    for (const name of ["strict-transport-security", "x-content-type-options", "x-frame-options", "referrer-policy"]) {
      expect(headers[name], `${name} on ${path}`).toBe(page.headers()[name]);
    }
  }
  expect((await request.get(script!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await request.get(image)).headers()["cache-control"]).toBe("public, max-age=86400");
});

test("a page's head has its canonical and social tags, on every page a link reaches", async ({ page, baseURL }) => {
  const res = await page.request.get("/contact");
  const html = await res.text();
  expect(html).toContain("<title>Contact Us | Vriddhi Business Solutions</title>");
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/contact" />`);
  expect(html).toContain(`<meta property="og:url" content="${baseURL}/contact" />`);
  expect(html).toContain('<meta property="og:title" content="Contact Us | Vriddhi Business Solutions" />');
  expect(html).toContain('<meta property="og:site_name" content="Vriddhi Business Solutions" />');
  expect(html).toContain(`<meta property="og:image" content="${baseURL}/og-image.jpg" />`);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');

  await page.goto("/contact");
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle(/^About Us \| Vriddhi Business Solutions$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/about`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}/about`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /^About Us \|/);
  await expect(page.locator("head title")).toHaveCount(1);
});

test("the client-rendered admin takes its title from the same mechanism", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page).toHaveTitle("Admin | Vriddhi Business Solutions");
});
