/**
 * Playwright fixtures every spec imports instead of `@playwright/test`: data factories that go
 * through the real HTTP API, so each test creates what it needs (with unique slugs, titles and
 * emails) and the suite can run in parallel against one server.
 */
import { readFileSync } from "node:fs";
import { type APIRequestContext, type Cookie, test as base, expect, type Page } from "@playwright/test";
import { PLAIN_PDF } from "../../worker/testing/documents";
import { ADMIN, ADMIN_SESSION } from "./accounts";

export { expect };

/** What the server answers (429) once a client address has used up its form posts for the hour. */
export const FORM_LIMIT_MESSAGE =
  "You have sent several messages in a short time. Please wait an hour before trying again, or call or WhatsApp us.";

/**
 * One public form of a page, by the hidden field that names it ("service_enquiry", "callback"):
 * pages with two forms (an enquiry or quote and "Request a call back") share labels like "Name".
 */
export const publicForm = (page: Page, kind: string) => page.locator(`form:has(input[name="form"][value="${kind}"])`);

/** A short suffix unique to one test run, lower case so it also fits in slugs. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export interface BlogPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  published: boolean;
  createdAt: string;
}

export interface JobListing {
  id: number;
  title: string;
  slug: string;
  description: string;
  requirements: string;
  location: string;
  jobType: string;
  salaryRange: string | null;
  published: boolean;
  hiringStatus: "open" | "filled" | "closed";
  /** The last day to apply (YYYY-MM-DD), if any. */
  closesOn: string | null;
  createdAt: string;
}

export interface Inquiry {
  id: number;
  reference: string | null;
  name: string;
  /** Null for a call-back request sent without one. */
  email: string | null;
  phone: string | null;
  type: string;
  status: string;
  service: string | null;
  subject: string | null;
  jobTitle: string | null;
  hasResume: boolean;
  message: string;
}

type PostInput = Omit<BlogPost, "id" | "createdAt">;
type JobInput = Omit<JobListing, "id" | "createdAt">;

/**
 * A client address of the test's own. The per-IP limits (form posts, failed sign-ins) key on
 * CF-Connecting-IP, which local workerd takes from the request as Cloudflare would set it: with
 * one address per test, no test spends another's allowance, and a test can reach a limit on purpose.
 */
function uniqueClientIp(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** The staff API, signed in as `ADMIN` in its own session, plus the public form endpoints. */
export class Api {
  constructor(readonly request: APIRequestContext) {}

  async signIn(account: { email: string; password: string }) {
    const res = await this.request.post("/api/admin/login", { data: account });
    expect(res.status(), "sign-in through the API").toBe(200);
    return (await res.json()) as { id: number; email: string };
  }

  private async send<T>(method: "post" | "put" | "patch" | "delete" | "get", path: string, status: number, data?: unknown) {
    const res = await this.request[method](path, data === undefined ? {} : { data });
    expect(res.status(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(status);
    return (await res.json()) as T;
  }

  /** A post with a unique title and slug; `overrides` wins over the defaults. */
  createPost(overrides: Partial<PostInput> = {}) {
    const suffix = uniqueSuffix();
    const post: PostInput = {
      title: `Test article ${suffix}`,
      slug: `test-article-${suffix}`,
      excerpt: `An article the browser test ${suffix} wrote.`,
      content: "<h2>Why it matters</h2><p>Written for the browser tests.</p>",
      category: "Business Strategy",
      author: "Asha Verma",
      published: true,
      ...overrides,
    };
    return this.send<BlogPost>("post", "/api/admin/blogs", 201, post);
  }

  /** Every row of an admin list (its pages, 100 at a time) matching `query`, e.g. "status=published". */
  async all<T>(path: string, query = ""): Promise<T[]> {
    const rows: T[] = [];
    for (let page = 1; ; page++) {
      const body = await this.send<{ rows: T[]; total: number }>("get", `${path}?size=100&page=${page}&${query}`, 200);
      rows.push(...body.rows);
      if (rows.length >= body.total || body.rows.length === 0) return rows;
    }
  }

  posts(query = "") {
    return this.all<BlogPost>("/api/admin/blogs", query);
  }

  setPostPublished(id: number, published: boolean) {
    return this.send("patch", `/api/admin/blogs/${id}/published`, 200, { published });
  }

  deletePost(id: number) {
    return this.send("delete", `/api/admin/blogs/${id}`, 200);
  }

  /** A listing with a unique title and slug; `overrides` wins over the defaults. */
  createJob(overrides: Partial<JobInput> = {}) {
    const suffix = uniqueSuffix();
    const job: JobInput = {
      title: `GST Associate ${suffix}`,
      slug: `gst-associate-${suffix}`,
      description: "Prepare and file GST returns for our MSME clients.\nReconcile GSTR-2B with purchase registers.",
      requirements: "B.Com or M.Com\n1+ year of GST filing\n<em>Tally</em> and Excel",
      location: "Bhopal (M.P. Nagar)",
      jobType: "Full-time",
      salaryRange: "₹3–4.5 LPA",
      published: true,
      hiringStatus: "open",
      closesOn: null,
      ...overrides,
    };
    return this.send<JobListing>("post", "/api/admin/jobs", 201, job);
  }

  /** Applies to a published, open listing through the public endpoint, with a one-page PDF résumé. */
  async apply(slug: string, name: string) {
    const res = await this.request.post(`/api/jobs/${slug}/applications`, {
      multipart: {
        name,
        email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.in`,
        resume: { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from(PLAIN_PDF) },
      },
    });
    expect(res.status(), `application to ${slug}: ${await res.text()}`).toBe(201);
  }

  jobs(query = "") {
    return this.all<JobListing>("/api/admin/jobs", query);
  }

  setJobPublished(id: number, published: boolean) {
    return this.send("patch", `/api/admin/jobs/${id}/published`, 200, { published });
  }

  /** The inquiries a search finds (pass the test's own unique email), every page of them. */
  inquiries(search: string) {
    return this.all<Inquiry>("/api/admin/inquiries", `q=${encodeURIComponent(search)}`);
  }

  dashboard() {
    return this.send<{ stats: Record<"blogs" | "jobs" | "inquiries", Record<string, number>> }>("get", "/api/admin/dashboard", 200);
  }

  /** Sets (or, with all three null, clears) the firm's fee of a sub-service, as Admin → Services saves it. */
  setFee(serviceId: string, subServiceId: string, fee: { feeFrom: number | null; timeline: string | null; note: string | null }) {
    return this.send("put", `/api/admin/services/${serviceId}/${subServiceId}`, 200, fee);
  }

  /** Posts newsletter sign-ups from this test's address until the per-IP form limit answers 429. */
  async reachFormLimit() {
    for (let attempt = 0; attempt < 200; attempt++) {
      const res = await this.request.post("/api/subscribers", { data: { email: `limit.${uniqueSuffix()}@example.in` } });
      if (res.status() === 429) return;
      expect(res.status(), await res.text()).toBe(201);
    }
    throw new Error("The form limit was never reached: is FORM_RATE_LIMIT above 200?");
  }

  /** A call-back request with only a name and a phone, as "Request a call back" on /contact sends it. */
  submitCallback(fields: { name: string; phone: string }) {
    return this.send<{ reference: string }>("post", "/api/inquiries", 201, { type: "callback", email: "", website: "", sourcePage: "/contact", ...fields });
  }

  /** The contact form's submission, as the public page sends it. */
  submitContact(fields: { name: string; email: string; phone?: string; subject: string; message: string }) {
    return this.send<{ reference: string }>("post", "/api/inquiries", 201, { type: "contact", phone: "", website: "", ...fields });
  }
}

/** What a browser sends with every state-changing request: the same-origin guard checks it. */
function originHeaders(baseURL: string | undefined) {
  if (!baseURL) throw new Error("The config sets use.baseURL");
  return { Origin: new URL(baseURL).origin };
}

/** A request context of its own, signed in as `account`; the caller disposes of it. */
export async function signedInApi(
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  baseURL: string | undefined,
  account = ADMIN,
  headers: Record<string, string> = {},
): Promise<Api> {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...headers, ...originHeaders(baseURL) } });
  const api = new Api(request);
  await api.signIn(account);
  return api;
}

/** Signs the page's browser context in through the API: the session cookie lands in its jar. */
export async function signInPage(page: Page, baseURL: string | undefined, account = ADMIN) {
  const res = await page.request.post("/api/admin/login", { data: account, headers: originHeaders(baseURL) });
  expect(res.status(), "sign-in through the API").toBe(200);
  return (await res.json()) as { id: number; email: string };
}

/**
 * Console errors and warnings (hydration mismatches among them) and uncaught exceptions. The
 * browser's own "Failed to load resource" line is left out only where the test expects an error
 * answer (401, 404, 415, …).
 */
export function watchConsole(page: Page, { allowFailedRequests = false } = {}): string[] {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error" && msg.type() !== "warning") return;
    if (allowFailedRequests && msg.text().startsWith("Failed to load resource")) return;
    problems.push(msg.text());
  });
  page.on("pageerror", (err) => problems.push(err.message));
  return problems;
}

/** A sonner toast with this text. */
export function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/**
 * Waits, after a page's HTML arrived, until its script runs (the site script, or the admin's app,
 * marks the document). A public form's island loads only when the test first focuses, presses or
 * submits in it, as for a visitor: the tests act on the page at once, as a fast visitor would.
 */
async function untilInteractive(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.interactive !== undefined);
}

/** Makes `page`'s goto and reload return once the page is interactive (when it is HTML). */
function waitingUntilInteractive(page: Page): Page {
  for (const method of ["goto", "reload"] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const res = await original(...args);
        if (res?.headers()["content-type"]?.startsWith("text/html")) await untilInteractive(page);
        return res;
      },
    });
  }
  return page;
}

export const test = base.extend<{ api: Api; adminPage: Page; visitor: Page }, { visitorPage: Page }>({
  /**
   * The test's page; goto and reload return once the page is interactive (when it is HTML). With
   * JavaScript off (`test.use({ javaScriptEnabled: false })`) a page is as ready as it gets once loaded.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled ? waitingUntilInteractive(page) : page);
  },
  /**
   * A visitor who only reads: one page per worker, for the sweeps over every public route (paint,
   * phone accessibility). A fresh context per route costs a new renderer and cold caches, about a
   * second each over some 270 tests; reading a page leaves nothing behind for the next route but
   * the HTTP cache, and cookies are cleared before each test all the same. Motion is reduced (the
   * sweeps judge the settled page) and each test sets the width it judges.
   */
  visitorPage: [
    async ({ browser }, use) => {
      // use.baseURL is a per-test option; the config's port reaches the workers through the environment.
      const baseURL = `http://localhost:${process.env.E2E_PORT}`;
      const context = await browser.newContext({ baseURL, reducedMotion: "reduce", extraHTTPHeaders: { "CF-Connecting-IP": uniqueClientIp() } });
      await use(waitingUntilInteractive(await context.newPage()));
      await context.close();
    },
    { scope: "worker" },
  ],
  visitor: async ({ visitorPage }, use) => {
    await visitorPage.context().clearCookies();
    await use(visitorPage);
  },
  /** Every request of the test (page, `request`, `api`) comes from the test's own client address. */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": uniqueClientIp() });
  },
  /** The admin API in the owner's shared session (sign-in.setup.ts), from the test's own address. */
  api: async ({ playwright, baseURL, extraHTTPHeaders }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      storageState: ADMIN_SESSION,
      extraHTTPHeaders: { ...extraHTTPHeaders, ...originHeaders(baseURL) },
    });
    await use(new Api(request));
    await request.dispose();
  },
  /** The test's page, in the owner's shared session; it has not navigated anywhere yet. */
  adminPage: async ({ page }, use) => {
    await page.context().addCookies((JSON.parse(readFileSync(ADMIN_SESSION, "utf8")) as { cookies: Cookie[] }).cookies);
    await use(page);
  },
});
