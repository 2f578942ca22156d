import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

const ADMIN = { email: "admin@example.com", password: "change-me-locally" };
const RESUME_TYPE_MESSAGE = "Attach your résumé as a PDF, DOC or DOCX file.";
const PDF = Buffer.from("%PDF-1.7\n%%EOF\n");
// A 1 x 1 PNG: real image magic bytes, whatever the file name claims.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

// Unique per run, so listings other specs create cannot be mistaken for these.
const run = Date.now().toString(36);
const OPENING = {
  title: `GST Associate ${run}`,
  slug: `gst-associate-${run}`,
  description: "Prepare and file GST returns for our MSME clients.\nReconcile GSTR-2B with purchase registers.",
  requirements: "B.Com or M.Com\n1+ year of GST filing\n<em>Tally</em> and Excel",
  location: "Bhopal (M.P. Nagar)",
  jobType: "Full-time",
  salaryRange: "₹3–4.5 LPA",
  published: true,
};
const DRAFT = { ...OPENING, title: `Audit Intern ${run}`, slug: `audit-intern-${run}`, jobType: "Internship", published: false };
const CLOSING = { ...OPENING, title: `Tax Assistant ${run}`, slug: `tax-assistant-${run}` };

test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let openingCreatedAt: string;
let closingId: number;

/** Signs in through the real admin API; the context keeps the session cookie. */
async function signedInAdmin(request: APIRequestContext) {
  const login = await request.post("/api/admin/login", { data: ADMIN });
  expect(login.status()).toBe(200);
}

async function createJob(job: typeof OPENING) {
  const res = await admin.post("/api/admin/jobs", { data: job });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; createdAt: string };
}

test.beforeAll(async ({ playwright }, testInfo) => {
  admin = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await signedInAdmin(admin);
  openingCreatedAt = (await createJob(OPENING)).createdAt;
  await createJob(DRAFT);
  closingId = (await createJob(CLOSING)).id;
});

test.afterAll(async () => {
  await admin.dispose();
});

/**
 * Collects console errors and warnings (hydration mismatches are reported as errors). The browser's
 * own "Failed to load resource" line is left out only where a test expects an error answer.
 */
function watchConsole(page: Page, { allowFailedRequests = false } = {}): string[] {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error" && msg.type() !== "warning") return;
    if (allowFailedRequests && msg.text().startsWith("Failed to load resource")) return;
    problems.push(msg.text());
  });
  page.on("pageerror", (err) => problems.push(err.message));
  return problems;
}

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** The same day the pages print: fixed to India time, as web/lib/format-date.ts does. */
const postedOn = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date(iso));

/** The submit button stays disabled until React has hydrated the page. */
async function openJobPage(page: Page, slug = OPENING.slug) {
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
  test("arrives server-rendered with published openings only and its own head", async ({ request }) => {
    const res = await request.get("/careers");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Careers at Vriddhi<\/h1>/);
    expect(html).toContain("<title>Careers | Vriddhi Business Solutions</title>");
    expect(html).toMatch(/<meta name="description" content="Careers at Vriddhi Business Solutions[^"]+"/);
    expect(html).toContain(`href="/careers/${OPENING.slug}"`);
    expect(html).toContain(OPENING.title);
    expect(html).not.toContain(DRAFT.slug);
    expect(html).not.toContain("No open positions right now");
  });

  test("shows each opening's facts and links to its page, without console errors", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/careers");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: OPENING.title }) });
    await expect(card).toContainText("Full-time");
    await expect(card).toContainText(OPENING.location);
    await expect(card).toContainText(OPENING.salaryRange);
    await expect(card.locator("time")).toHaveText(postedOn(openingCreatedAt));
    await expect(card.locator("time")).toHaveAttribute("datetime", openingCreatedAt);
    await expect(page.getByRole("heading", { name: DRAFT.title })).toHaveCount(0);

    await card.getByRole("link", { name: `View role and apply: ${OPENING.title}` }).click();
    await expect(page).toHaveURL(`/careers/${OPENING.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: OPENING.title })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("with no openings it invites a career enquiry through the contact page", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    // The footer link navigates in the browser, so the list comes from this stubbed API answer.
    await page.route("**/api/jobs", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"jobs":[]}' }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();

    await expect(page).toHaveURL("/careers");
    await expect(page.getByRole("heading", { name: "No open positions right now" })).toBeVisible();
    await expect(page.getByRole("heading", { name: OPENING.title })).toHaveCount(0);
    await page.getByRole("link", { name: "Send a career enquiry" }).click();
    await expect(page).toHaveURL("/contact?subject=Career%20enquiry");
    await expect(page.getByLabel("Subject")).toHaveValue("Career enquiry");
  });
});

test.describe("job page", () => {
  test("an unpublished or unknown opening redirects to /careers", async ({ request, page }) => {
    for (const slug of [DRAFT.slug, `no-such-role-${run}`]) {
      const res = await request.get(`/careers/${slug}`, { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers()["location"]).toBe("/careers");
    }
    await page.goto(`/careers/${DRAFT.slug}`);
    await expect(page).toHaveURL("/careers");
    await expect(page.getByRole("heading", { level: 1, name: "Careers at Vriddhi" })).toBeVisible();
  });

  test("arrives server-rendered with the role and its own head", async ({ request }) => {
    const res = await request.get(`/careers/${OPENING.slug}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${OPENING.title} | Vriddhi Business Solutions</title>`);
    expect(html).toContain(
      '<meta name="description" content="Full-time, Bhopal (M.P. Nagar). Prepare and file GST returns for our MSME clients. Reconcile GSTR-2B',
    );
    // Admin text is printed as text: its markup arrives escaped, never as elements.
    expect(html).toContain("&lt;em&gt;Tally&lt;/em&gt;");
    expect(html).not.toContain("<em>Tally</em>");
  });

  test("shows the role as plain text with its line breaks, without console errors", async ({ page }) => {
    const problems = watchConsole(page);
    await openJobPage(page);
    await expect(page.getByRole("heading", { level: 1, name: OPENING.title })).toBeVisible();
    const hero = page.locator("main section").first();
    await expect(hero).toContainText("Full-time");
    await expect(hero).toContainText(OPENING.location);
    await expect(hero).toContainText(OPENING.salaryRange);
    await expect(hero.locator("time")).toHaveText(postedOn(openingCreatedAt));
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

test.describe("application form", () => {
  test("an empty submit shows the schema's messages under the fields and sends nothing", async ({ page }) => {
    const problems = watchConsole(page);
    await openJobPage(page);
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

  test("a valid application shows the thank-you panel and reaches the admin's inquiries with the résumé", async ({ page }) => {
    const problems = watchConsole(page);
    const email = `kavya.${run}@example.in`;
    await openJobPage(page);
    await fillApplicant(page, email);
    await page.getByLabel("Résumé").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PDF });

    // Held until the in-flight state has been seen, then passed on to the real server.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/jobs/${OPENING.slug}/applications`, async (route) => {
      await held;
      await route.continue();
    });
    const sent = page.waitForRequest((req) => req.url().endsWith(`/api/jobs/${OPENING.slug}/applications`));
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    const request = await sent;
    expect(request.method()).toBe("POST");
    expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    release();

    const thanks = page.getByRole("status").filter({ hasText: "Application received" });
    await expect(thanks).toContainText(`Thank you for applying for ${OPENING.title}.`);
    await expect(toast(page, "Application Submitted")).toBeVisible();
    expect((await request.response())?.status()).toBe(201);
    await expect(thanks.getByRole("link", { name: "See other openings" })).toHaveAttribute("href", "/careers");

    const inquiries = (await (await admin.get("/api/admin/inquiries")).json()) as {
      id: number;
      email: string;
      type: string;
      name: string;
      jobTitle: string | null;
      hasResume: boolean;
      message: string;
    }[];
    const mine = inquiries.filter((i) => i.email === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      type: "job_application",
      name: "Kavya Rao",
      jobTitle: OPENING.title,
      hasResume: true,
      message: "Two years of GST filing at a CA firm in Indore.",
    });
    const resume = await admin.get(`/api/admin/inquiries/${mine[0].id}/resume`);
    expect(resume.status()).toBe(200);
    expect(resume.headers()["content-type"]).toBe("application/pdf");
    expect(Buffer.from(await resume.body()).equals(PDF)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("a file that is not a PDF or Word document shows the server's message and keeps the input", async ({ page }) => {
    const problems = watchConsole(page, { allowFailedRequests: true });
    await openJobPage(page);
    await fillApplicant(page, `png.${run}@example.in`);
    await page.getByLabel("Résumé").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PNG });
    const answered = page.waitForResponse((res) => res.url().endsWith(`/api/jobs/${OPENING.slug}/applications`));
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

  test("a role closed while the visitor was filling in the form says so and keeps the input", async ({ page }) => {
    const problems = watchConsole(page, { allowFailedRequests: true });
    await openJobPage(page, CLOSING.slug);
    const unpublish = await admin.patch(`/api/admin/jobs/${closingId}/published`, { data: { published: false } });
    expect(unpublish.status()).toBe(200);

    await fillApplicant(page, `closed.${run}@example.in`);
    await page.getByLabel("Résumé").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(toast(page, "Application not sent")).toContainText("This position is no longer open.");
    await expect(page.getByLabel("Email Address")).toHaveValue(`closed.${run}@example.in`);
    expect(problems).toEqual([]);
  });
});
