import type { Page } from "@playwright/test";
import { PLAIN_PDF } from "../../worker/testing/documents";
import { expect, type JobListing, test as base, toast, uniqueSuffix, watchConsole } from "./fixtures";

const RESUME_TYPE_MESSAGE = "Attach your résumé as a PDF, DOC or DOCX file.";
// A one-page PDF that parses (the worker reads every résumé PDF with pdf-lib) and carries no script.
const PDF = Buffer.from(PLAIN_PDF);
// A 1 x 1 PNG: real image magic bytes, whatever the file name claims.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** Each test gets a published opening of its own (the API factory's defaults: Full-time, Bhopal, …). */
const test = base.extend<{ opening: JobListing }>({
  opening: async ({ api }, use) => {
    await use(await api.createJob());
  },
});

/** The same day the pages print: fixed to India time, as web/lib/format-date.ts does. */
const postedOn = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date(iso));

/** Opens the page once its form is there to use. */
async function openJobPage(page: Page, slug: string) {
  await page.goto(`/careers/${slug}`);
  await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
}

async function fillApplicant(page: Page, email: string) {
  await page.getByLabel("Full Name").fill("Kavya Rao");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Phone Number").fill("+91 98930 11111");
  await page.getByLabel("Cover Note").fill("Two years of GST filing at a CA firm in Indore.");
}

test.describe("careers list", () => {
  test("arrives server-rendered with published openings only and its own head", async ({ request, api, opening }) => {
    const draft = await api.createJob({ published: false });
    const res = await request.get("/careers");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Careers at Vriddhi<\/h1>/);
    expect(html).toContain("<title>Careers | Vriddhi Business Solutions</title>");
    expect(html).toMatch(/<meta name="description" content="Careers at Vriddhi Business Solutions[^"]+"/);
    expect(html).toContain(`href="/careers/${opening.slug}"`);
    expect(html).toContain(opening.title);
    expect(html).not.toContain(draft.slug);
    expect(html).not.toContain("No open positions right now");
  });

  test("shows each opening's facts and links to its page, without console errors", async ({ page, api, opening }) => {
    const draft = await api.createJob({ published: false });
    const problems = watchConsole(page);
    await page.goto("/careers");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: opening.title }) });
    await expect(card).toContainText("Full-time");
    await expect(card).toContainText(opening.location);
    await expect(card).toContainText(opening.salaryRange ?? "");
    await expect(card.locator("time")).toHaveText(postedOn(opening.createdAt));
    await expect(card.locator("time")).toHaveAttribute("datetime", opening.createdAt);
    await expect(page.getByRole("heading", { name: draft.title })).toHaveCount(0);

    await card.getByRole("link", { name: `View role and apply: ${opening.title}` }).click();
    await expect(page).toHaveURL(`/careers/${opening.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: opening.title })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe("job page", () => {
  test("an unpublished or unknown opening redirects to /careers", async ({ request, page, api }) => {
    const draft = await api.createJob({ published: false });
    for (const slug of [draft.slug, `no-such-role-${uniqueSuffix()}`]) {
      const res = await request.get(`/careers/${slug}`, { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers()["location"]).toBe("/careers");
    }
    await page.goto(`/careers/${draft.slug}`);
    await expect(page).toHaveURL("/careers");
    await expect(page.getByRole("heading", { level: 1, name: "Careers at Vriddhi" })).toBeVisible();
  });

  test("arrives server-rendered with the role and its own head", async ({ request, opening }) => {
    const res = await request.get(`/careers/${opening.slug}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${opening.title} | Vriddhi Business Solutions</title>`);
    expect(html).toContain(
      '<meta name="description" content="Full-time, Bhopal (M.P. Nagar). Prepare and file GST returns for our MSME clients. Reconcile GSTR-2B',
    );
    // Admin text is printed as text: its markup arrives escaped, never as elements.
    expect(html).toContain("&lt;em&gt;Tally&lt;/em&gt;");
    expect(html).not.toContain("<em>Tally</em>");
  });

  test("shows the role as plain text with its line breaks, without console errors", async ({ page, opening }) => {
    const problems = watchConsole(page);
    await openJobPage(page, opening.slug);
    await expect(page.getByRole("heading", { level: 1, name: opening.title })).toBeVisible();
    const hero = page.locator("section").filter({ has: page.getByRole("heading", { level: 1, name: opening.title }) });
    await expect(hero).toContainText("Full-time");
    await expect(hero).toContainText(opening.location);
    await expect(hero).toContainText(opening.salaryRange ?? "");
    await expect(hero.locator("time")).toHaveText(postedOn(opening.createdAt));
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Careers" })).toHaveAttribute(
      "href",
      "/careers",
    );

    const requirements = page.getByRole("region", { name: "What we are looking for" }).locator("p");
    await expect(requirements).toHaveCSS("white-space", "pre-line");
    expect(await requirements.innerText()).toBe("B.Com or M.Com\n1+ year of GST filing\n<em>Tally</em> and Excel");
    await expect(page.locator("main em")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "About the role" })).toContainText("Reconcile GSTR-2B");

    const resume = page.getByLabel("Résumé");
    await expect(resume).toHaveAttribute("type", "file");
    await expect(resume).toHaveAttribute(
      "accept",
      ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    await expect(page.getByText("PDF, DOC or DOCX, up to 5 MB")).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe("a role that no longer takes applications", () => {
  test("a filled role keeps its page, says so, links to the openings and leaves the list", async ({ page, api }) => {
    const problems = watchConsole(page);
    const filled = await api.createJob({ hiringStatus: "filled" });
    await page.goto(`/careers/${filled.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: filled.title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "This position has been filled" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Application" })).toHaveCount(0);
    await expect(page.getByLabel("Résumé")).toHaveCount(0);
    await page.getByRole("link", { name: "See current openings" }).click();
    await expect(page).toHaveURL("/careers");
    await expect(page.getByRole("heading", { level: 1, name: "Careers at Vriddhi" })).toBeVisible();
    await expect(page.getByRole("link", { name: filled.title })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("a role whose closing date has passed is closed by itself, with the date", async ({ page, api }) => {
    const expired = await api.createJob({ closesOn: "2020-01-15" });
    const open = await api.createJob({ closesOn: "2099-12-31" });
    await page.goto(`/careers/${expired.slug}`);
    await expect(page.getByRole("heading", { level: 2, name: "This position is closed" })).toBeVisible();
    await expect(page.getByText("Applications closed on 15 January 2020.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Application" })).toHaveCount(0);
    await openJobPage(page, open.slug);
    await page.goto("/careers");
    await expect(page.getByRole("link", { name: open.title, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: expired.title })).toHaveCount(0);
  });
});

test.describe("application form", () => {
  test("an empty submit shows the schema's messages under the fields and sends nothing", async ({ page, opening }) => {
    const problems = watchConsole(page);
    await openJobPage(page, opening.slug);
    const posts: string[] = [];
    page.on("request", (req) => {
      if (req.method() === "POST") posts.push(req.url());
    });
    await page.getByRole("button", { name: "Submit Application" }).click();

    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText(RESUME_TYPE_MESSAGE)).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Full Name")).toHaveAccessibleDescription("Name is required");
    await expect(page.getByLabel("Full Name")).toBeFocused();
    await expect(page.getByLabel("Résumé")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Phone Number")).not.toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Full Name").fill("Kavya Rao");
    await expect(page.getByText("Name is required")).toHaveCount(0);
    expect(posts).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("a valid application shows the thank-you panel and reaches the admin's inquiries with the résumé", async ({ page, api, opening }) => {
    const problems = watchConsole(page);
    const email = `kavya.${uniqueSuffix()}@example.in`;
    await openJobPage(page, opening.slug);
    await fillApplicant(page, email);
    await page.getByLabel("Résumé").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PDF });

    // Held until the in-flight state has been seen, then passed on to the real server.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/jobs/${opening.slug}/applications`, async (route) => {
      await held;
      await route.continue();
    });
    const sent = page.waitForRequest((req) => req.url().endsWith(`/api/jobs/${opening.slug}/applications`));
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    const request = await sent;
    expect(request.method()).toBe("POST");
    expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    release();

    const thanks = page.getByRole("status").filter({ hasText: "Application received" });
    await expect(thanks).toContainText(`Thank you for applying for ${opening.title}.`);
    await expect(toast(page, "Application Submitted")).toBeVisible();
    const response = await request.response();
    expect(response?.status()).toBe(201);
    const { reference } = (await response!.json()) as { reference: string };
    expect(reference).toMatch(/^VBS-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    await expect(thanks).toContainText(`Your reference is ${reference}.`);
    await expect(toast(page, "Application Submitted")).toContainText(reference);
    await expect(thanks.getByRole("link", { name: "See other openings" })).toHaveAttribute("href", "/careers");

    const mine = (await api.inquiries(email)).filter((i) => i.email === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      type: "job_application",
      name: "Kavya Rao",
      jobTitle: opening.title,
      hasResume: true,
      message: "Two years of GST filing at a CA firm in Indore.",
    });
    const resume = await api.request.get(`/api/admin/inquiries/${mine[0].id}/resume`);
    expect(resume.status()).toBe(200);
    expect(resume.headers()["content-type"]).toBe("application/pdf");
    expect(Buffer.from(await resume.body()).equals(PDF)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("a file that is not a PDF or Word document shows the server's message and keeps the input", async ({ page, opening }) => {
    const problems = watchConsole(page, { allowFailedRequests: true });
    await openJobPage(page, opening.slug);
    await fillApplicant(page, `png.${uniqueSuffix()}@example.in`);
    await page.getByLabel("Résumé").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PNG });
    const answered = page.waitForResponse((res) => res.url().endsWith(`/api/jobs/${opening.slug}/applications`));
    await page.getByRole("button", { name: "Submit Application" }).click();
    expect((await answered).status()).toBe(415);

    const resume = page.getByLabel("Résumé");
    await expect(resume).toHaveAttribute("aria-invalid", "true");
    await expect(resume).toHaveAccessibleDescription(`PDF, DOC or DOCX, up to 5 MB ${RESUME_TYPE_MESSAGE}`);
    await expect(toast(page, "Application not sent")).toContainText(RESUME_TYPE_MESSAGE);
    await expect(page.getByLabel("Full Name")).toHaveValue("Kavya Rao");
    await expect(page.getByLabel("Cover Note")).toHaveValue("Two years of GST filing at a CA firm in Indore.");
    await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
    await expect(page.getByRole("status").filter({ hasText: "Application received" })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("a role closed while the visitor was filling in the form says so and keeps the input", async ({ page, api, opening }) => {
    const problems = watchConsole(page, { allowFailedRequests: true });
    const email = `closed.${uniqueSuffix()}@example.in`;
    await openJobPage(page, opening.slug);
    await api.setJobPublished(opening.id, false);

    await fillApplicant(page, email);
    await page.getByLabel("Résumé").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(toast(page, "Application not sent")).toContainText("This position is no longer open.");
    await expect(page.getByLabel("Email Address")).toHaveValue(email);
    expect(problems).toEqual([]);
  });
});
