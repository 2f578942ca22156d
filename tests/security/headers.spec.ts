/**
 * security.md "Access, CSRF, headers" against the production build: static files, which the
 * platform serves from the assets directory without the worker (their headers come from the built
 * `_headers`), carry the same policy as pages and JSON; and Chromium refuses to frame the site.
 */
import { expect, test } from "../browser/fixtures";

function expectPolicy(headers: Record<string, string>, path: string) {
  const csp = headers["content-security-policy"] ?? "";
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(csp, `${directive} on ${path}`).toContain(directive);
  }
  expect(/script-src ([^;]*)/.exec(csp)?.[1], `script-src on ${path}`).toBe("'self'");
  expect(headers["x-content-type-options"], path).toBe("nosniff");
  expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  expect(Number(/max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1]), path).toBeGreaterThanOrEqual(31_536_000);
  expect(headers["x-frame-options"], path).toBe("DENY");
  expect(headers["access-control-allow-origin"], path).toBeUndefined();
}

test("pages, the admin shell, JSON, errors and every kind of static file carry the security headers", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const script = /src="(\/static\/[^"]+\.js)"/.exec(html)?.[1];
  const style = /href="(\/static\/[^"]+\.css)"/.exec(html)?.[1];
  expect(script && style, "the page links its hashed script and stylesheet").toBeTruthy();
  const paths = ["/", "/blog", "/admin/login", "/api/health", "/api/admin/me", "/api/nothing-here", script!, style!, "/assets/blog/startup-funding-guide.jpg", "/favicon.svg", "/brochures/legal-consultancy/gst-registration.pdf", "/robots.txt", "/sitemap.xml"];
  for (const path of paths) {
    const res = await request.get(path, { headers: { Origin: "https://evil.example" } });
    expect(res.status(), path).toBeLessThan(500);
    expectPolicy(res.headers(), path);
  }
});

test("Chromium refuses to show the site inside another site's frame", async ({ page, baseURL }) => {
  const refusals: string[] = [];
  page.on("console", (msg) => {
    if (/frame-ancestors|X-Frame-Options/.test(msg.text())) refusals.push(msg.text());
  });
  await page.setContent(`<iframe src="${baseURL}/contact" title="framed"></iframe>`);
  await expect.poll(() => refusals.length, { message: "a frame-ancestors refusal in the console" }).toBeGreaterThan(0);
  // The frame holds Chromium's error page instead of ours.
  const child = page.frames().find((f) => f !== page.mainFrame());
  expect(child?.url()).toMatch(/^chrome-error:/);
});
