import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { PLAIN_PDF } from "../../worker/testing/documents";
import { expect, publicForm, test, toast, uniqueSuffix } from "./fixtures";

/*
 * Public pages are HTML with one small site script; each form is an island whose React loads on
 * the visitor's first interaction with it (web/islands, web/site-script).
 */

/** The JavaScript a page fetched: each file's path and gzip size (the local server sends it uncompressed). */
function watchScripts(page: Page) {
  const scripts: { path: string; gzip: number }[] = [];
  page.on("response", async (res) => {
    if (res.request().resourceType() !== "script" && !res.url().endsWith(".js")) return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    scripts.push({ path: new URL(res.url()).pathname, gzip: gzipSync(body).length });
  });
  return scripts;
}

for (const path of ["/", "/contact", "/blog/startup-funding-guide", "/services/legal-consultancy/gst-registration", "/tools/gst-calculator", "/tools/emi-calculator?amount=1000000&rate=10&tenure=5&unit=years", "/tools/compliance-calendar"]) {
  test(`${path} fetches at most 20 KB of JavaScript, and no React, before the visitor acts`, async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto(path, { waitUntil: "networkidle" });
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total, scripts.map((s) => `${s.path} ${s.gzip}`).join("\n")).toBeLessThanOrEqual(20 * 1024);
    expect(scripts.filter((s) => /framework|react/.test(s.path))).toEqual([]);
    // Nothing of the page was taken over by React: its forms wait for the visitor.
    await expect(page.locator('form[data-hydrated="true"]')).toHaveCount(0);
  });
}

test("a form's island loads when the visitor first focuses it, and only its own code", async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto("/contact", { waitUntil: "networkidle" });
  const before = scripts.length;
  const form = publicForm(page, "contact");
  await form.getByLabel("Name").focus();
  await expect(form).toHaveAttribute("data-hydrated", "true");
  const loaded = scripts.slice(before).map((s) => s.path);
  expect(loaded.some((p) => /\/contact-form-/.test(p))).toBe(true);
  expect(loaded.some((p) => /\/framework-/.test(p))).toBe(true);
  expect(loaded.filter((p) => /\/(admin|callback-form|application-form)-/.test(p))).toEqual([]);
  // The call-back form on the same page is still the server's HTML.
  await expect(publicForm(page, "callback")).toHaveAttribute("data-hydrated", "false");
});

test("what a visitor typed before the island loaded stays, and is what is sent", async ({ page }) => {
  const email = `early.${uniqueSuffix()}@example.in`;
  await page.goto("/contact");
  const form = publicForm(page, "contact");
  // Typed (or autofilled) before any script of the form ran: the fields change, no event reaches React.
  await form.evaluate((element, email) => {
    const set = (name: string, value: string) => ((element.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value);
    set("name", "Meera Joshi");
    set("email", email);
  }, email);
  await form.getByLabel("Subject").fill("GST registration for a new LLP");
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await expect(form.getByLabel("Name")).toHaveValue("Meera Joshi");
  await form.getByLabel("Message").fill("We are three partners in Indore and need GST registration.");
  const sent = page.waitForRequest((req) => req.url().endsWith("/api/inquiries") && req.method() === "POST");
  await form.getByRole("button", { name: "Send Message" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name: "Meera Joshi", email, subject: "GST registration for a new LLP" });
  await expect(toast(page, "Message Sent!")).toBeVisible();
});

test("keys pressed while the island loads and takes over all reach the field and what is sent", async ({ page }) => {
  // React arrives late, so the visitor types through its download and the island's hydration.
  await page.route(/\/static\/framework-.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const email = `typing.${uniqueSuffix()}@example.in`;
  await page.goto("/contact", { waitUntil: "networkidle" });
  const form = publicForm(page, "contact");
  await form.getByLabel("Name").click();
  await page.keyboard.type("Meera Joshi, Joshi Textiles", { delay: 40 });
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await expect(form.getByLabel("Name")).toHaveValue("Meera Joshi, Joshi Textiles");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Subject").fill("Monthly GST returns");
  await form.getByLabel("Message").fill("We need our GSTR-1 and GSTR-3B filed every month from April.");
  const sent = page.waitForRequest((req) => req.url().endsWith("/api/inquiries") && req.method() === "POST");
  await form.getByRole("button", { name: "Send Message" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name: "Meera Joshi, Joshi Textiles", email });
  await expect(toast(page, "Message Sent!")).toBeVisible();
});

/**
 * Fills a form's fields without any event (as an autofill might, before any script of the form
 * ran) and submits it in the page's load event: the site script holds the submit, loads the
 * island, which reads the values in and sends them itself. The filling is an init script, so it
 * runs in the page at the load event itself, not after a round trip to the test.
 */
async function submitAtLoad(page: Page, path: string, kind: string, values: Record<string, string>, file?: boolean) {
  await page.addInitScript(
    ({ kind, values, file, pdf }) => {
      window.addEventListener("load", () => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        const sinceLoad = performance.now() - navigation.loadEventStart;
        const form = document.querySelector<HTMLFormElement>(`form:has(input[name="form"][value="${kind}"])`)!;
        for (const [name, value] of Object.entries(values)) {
          const field = form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
          // A box of a group is ticked by its value, as a visitor ticks it.
          if (field.type === "checkbox") form.querySelector<HTMLInputElement>(`[name="${name}"][value="${value}"]`)!.checked = true;
          else field.value = value;
        }
        if (file) {
          const files = new DataTransfer();
          files.items.add(new File([pdf], "cv.pdf", { type: "application/pdf" }));
          (form.querySelector('input[type="file"]') as HTMLInputElement).files = files.files;
        }
        form.requestSubmit();
        document.documentElement.dataset.submittedAfterLoad = String(sinceLoad);
      });
    },
    { kind, values, file: Boolean(file), pdf: PLAIN_PDF },
  );
  await page.goto(path);
  const since = await page.locator("html[data-submitted-after-load]").getAttribute("data-submitted-after-load");
  expect(Number(since)).toBeLessThan(50);
}

test.describe("a form submitted within 50 ms of the page's load shows the spec's toast", () => {
  const person = () => ({ name: "Rohit Sharma", email: `fast.${uniqueSuffix()}@example.in` });

  test("contact", async ({ page }) => {
    await submitAtLoad(page, "/contact", "contact", { ...person(), subject: "Working capital", message: "Please call about a CC limit." });
    await expect(toast(page, "Message Sent!")).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("enquiry", async ({ page }) => {
    await submitAtLoad(page, "/services/financial-consultancy", "service_enquiry", person());
    await expect(toast(page, "Inquiry Submitted")).toBeVisible();
  });

  test("quote", async ({ page }) => {
    await submitAtLoad(page, "/services/legal-consultancy/gst-registration", "quote", person());
    await expect(toast(page, "Inquiry Submitted")).toBeVisible();
  });

  test("call-back", async ({ page }) => {
    await submitAtLoad(page, "/contact", "callback", { name: "Rohit Sharma", phone: "+91 98930 12345" });
    await expect(toast(page, "Call back requested")).toBeVisible();
  });

  test("newsletter", async ({ page }) => {
    await submitAtLoad(page, "/blog", "newsletter", { email: `reader.${uniqueSuffix()}@example.in` });
    await expect(toast(page, "Almost there: check your inbox")).toBeVisible();
  });

  test("compliance reminders", async ({ page }) => {
    // Nothing is ticked until the visitor chooses (issue 47): GST is chosen here.
    await submitAtLoad(page, "/tools/compliance-calendar", "compliance_reminder", { email: `owner.${uniqueSuffix()}@example.in`, kinds: "gst" });
    await expect(toast(page, "Almost there: check your inbox")).toBeVisible();
  });

  test("job application", async ({ page, api }) => {
    const job = await api.createJob();
    await submitAtLoad(page, `/careers/${job.slug}`, "job_application", person(), true);
    await expect(toast(page, "Application Submitted")).toBeVisible();
  });

  test("an invalid one shows the field's message under the field, not the no-JavaScript page", async ({ page }) => {
    await submitAtLoad(page, "/contact", "contact", { name: "Rohit Sharma" });
    const form = publicForm(page, "contact");
    await expect(form.getByText("Email is required")).toBeVisible();
    await expect(form.getByLabel("Email")).toBeFocused();
    await expect(page.getByText("Please correct the following:")).toHaveCount(0);
  });
});
