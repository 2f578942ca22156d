/**
 * security.md "XSS" in Chromium: every payload of ./payloads.ts, saved as a post and sent through
 * every visitor form, runs nowhere: the public article, the blog list, the admin's inquiry list and
 * its panel. A payload that ran would set `window.__xss`; one the CSP stopped would still report a
 * `securitypolicyviolation`, so the sanitiser cannot hide behind the CSP.
 */
import type { Page } from "@playwright/test";
import { expect, test, uniqueSuffix, watchConsole } from "../browser/fixtures";
import { XSS_PAYLOADS } from "./payloads";

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
const ALL = XSS_PAYLOADS.join("\n");

/** Records CSP violations from the first byte of every document the page opens. */
async function watchForScript(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
}

/** Nothing ran and nothing tried to: checked once the page has loaded and painted twice. */
async function expectNothingRan(page: Page, where: string) {
  await page.waitForLoadState("load");
  const state = await page.evaluate(
    () =>
      new Promise<{ xss: unknown; violations: string[] }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const w = window as unknown as { __xss?: unknown; __violations: string[] };
            resolve({ xss: w.__xss, violations: w.__violations });
          }),
        ),
      ),
  );
  expect(state.xss, `window.__xss on ${where}`).toBeUndefined();
  expect(state.violations, `CSP violations on ${where}`).toEqual([]);
}

/** Elements that run or embed something; the admin's own icons (svg), buttons and reply form are expected there. */
const ACTIVE = "script|iframe|frame|object|embed|math|base|meta|style|link|template";
/** In an article body, nothing but text markup belongs. */
const ACTIVE_IN_ARTICLE = `${ACTIVE}|svg|form|input|button|details|textarea|select`;

/** Attributes that run script or submit somewhere; in an article body, inline style is refused too. */
const ACTIVE_ATTRIBUTES = "on.*|srcdoc|formaction|action";
const ACTIVE_ATTRIBUTES_IN_ARTICLE = `${ACTIVE_ATTRIBUTES}|style`;

/** Elements and attributes in `selector` that could run script or leave the site. */
async function liveMarkupIn(page: Page, selector: string, [active, attributes] = [ACTIVE, ACTIVE_ATTRIBUTES]) {
  return page.locator(selector).evaluateAll((roots, [tags, attrs]) =>
    roots.flatMap((root) =>
      [root, ...root.querySelectorAll("*")].flatMap((el) => {
        const found: string[] = [];
        if (new RegExp(`^(${tags})$`, "i").test(el.tagName)) found.push(`<${el.tagName}>`);
        for (const attr of el.attributes) {
          if (new RegExp(`^(${attrs})$`, "i").test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
        }
        const url = el.getAttribute("href") ?? el.getAttribute("src");
        if (url && !/^(https?:|mailto:|#|\/(?![/\\])|$)/i.test(url.replace(/[\s\p{Cc}]/gu, ""))) found.push(`${el.tagName} -> ${url}`);
        return found;
      }),
    ),
  [active, attributes]);
}

test("no payload runs on the public article or the blog list", async ({ page, api }) => {
  const problems = watchConsole(page, { allowFailedRequests: true });
  await watchForScript(page);
  const [title, excerpt] = [XSS_PAYLOADS[0], XSS_PAYLOADS[4]];
  const post = await api.createPost({ title, excerpt, content: XSS_PAYLOADS.map((p) => `<p>${p}</p>`).join("\n") });

  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expectNothingRan(page, "the article");
  const body = 'div[class*="[&_h2]:mt-12"]';
  await expect(page.locator(body)).toHaveCount(1);
  expect(await liveMarkupIn(page, body, [ACTIVE_IN_ARTICLE, ACTIVE_ATTRIBUTES_IN_ARTICLE])).toEqual([]);

  await page.goto("/blog");
  await expect(page.getByRole("heading", { name: title }).first()).toBeVisible();
  await expect(page.getByText(excerpt).first()).toBeVisible();
  await expectNothingRan(page, "the blog list");
  expect(problems, "console errors, hydration mismatches among them").toEqual([]);
});

test("no payload runs in the admin's inquiry list or panel", async ({ adminPage: page, api }) => {
  await watchForScript(page);
  const suffix = uniqueSuffix();
  const email = (kind: string) => `${kind}.${suffix}@example.in`;
  const common = { phone: "", website: "" };
  const sent: { email: string; name: string; body: Record<string, unknown> }[] = [
    { email: email("contact"), name: XSS_PAYLOADS[4], body: { type: "contact", subject: XSS_PAYLOADS[27], message: ALL } },
    { email: email("enquiry"), name: XSS_PAYLOADS[11], body: { type: "service_enquiry", message: ALL, service: "legal-consultancy", selectedOptions: [] } },
    { email: email("quote"), name: XSS_PAYLOADS[25], body: { type: "quote", message: ALL, service: "legal-consultancy", selectedOptions: [] } },
  ];
  for (const { email, name, body } of sent) {
    const res = await api.request.post("/api/inquiries", { data: { ...common, ...body, name, email } });
    expect(res.status(), await res.text()).toBe(201);
  }
  const job = await api.createJob();
  const application = await api.request.post(`/api/jobs/${job.slug}/applications`, {
    multipart: { name: XSS_PAYLOADS[44], email: email("application"), message: ALL, resume: { name: "cv.pdf", mimeType: "application/pdf", buffer: PDF } },
  });
  expect(application.status(), await application.text()).toBe(201);
  sent.push({ email: email("application"), name: XSS_PAYLOADS[44], body: { type: "job_application", message: ALL } });

  await page.goto("/admin/inquiries");
  for (const { email } of sent) await expect(page.getByRole("row").filter({ hasText: email })).toBeVisible();
  await expectNothingRan(page, "the inquiry list");

  for (const { email, name } of sent) {
    await page.getByRole("row").filter({ hasText: email }).getByRole("button", { name: /^View inquiry/ }).click();
    const panel = page.getByRole("dialog", { name: "Inquiry Details" });
    await expect(panel.getByText(name, { exact: true }).first()).toBeVisible();
    await expect(panel.getByText(XSS_PAYLOADS[XSS_PAYLOADS.length - 1], { exact: false }).first()).toBeVisible();
    expect(await liveMarkupIn(page, "[role=dialog]")).toEqual([]);
    await expectNothingRan(page, `the panel of ${email}`);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  }
});
