import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { type Api, expect, signInPage, test, toast, uniqueSuffix, watchConsole } from "./fixtures";

type Playwright = { request: { newContext(options: object): Promise<APIRequestContext> } };

/** A colleague of the test's own, invited by the owner as an editor and signed in in a browser context of their own. */
async function colleaguePage(owner: Api, playwright: Playwright, browser: Browser, baseURL: string | undefined, extraHTTPHeaders: Record<string, string> | undefined) {
  const suffix = uniqueSuffix();
  const account = { email: `asha.${suffix}@example.in`, password: `asha's own passphrase ${suffix}` };
  const name = `Asha Verma ${suffix}`;
  const invite = await owner.request.post("/api/admin/staff/invites", { data: { email: account.email, role: "editor" } });
  expect(invite.status(), await invite.text()).toBe(201);
  const token = new URLSearchParams(new URL(((await invite.json()) as { link: string }).link).hash.slice(1)).get("token");
  const joiner = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL ?? "").origin } });
  expect((await joiner.post("/api/admin/invitations/accept", { data: { token, name, password: account.password } })).status()).toBe(201);
  await joiner.dispose();
  const context = await browser.newContext({ baseURL, extraHTTPHeaders, locale: "en-IN" });
  const page = await context.newPage();
  await signInPage(page, baseURL, account);
  return { page, name, close: () => context.close() };
}

const titles = async (api: Api, id: number) =>
  ((await (await api.request.get(`/api/admin/blogs/${id}/revisions`)).json()) as { revisions: { applied: boolean; fields: { title: string } }[] }).revisions;

async function retitle(page: Page, title: string) {
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Update Post" }).click();
}

test.use({ locale: "en-IN" });

test("two people on one post: each sees the other there, the second save is refused with who saved and when, then saved on purpose, and History keeps both", async ({
  adminPage: page,
  api,
  playwright,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.slow();
  const problems = watchConsole(page, { allowFailedRequests: true });
  const post = await api.createPost({ title: `Advance tax dates ${uniqueSuffix()}`, published: false });
  const asha = await colleaguePage(api, playwright, browser, baseURL, extraHTTPHeaders);

  await page.goto(`/admin/blogs/edit/${post.id}`);
  await expect(page.getByLabel("Title")).toHaveValue(post.title);
  await asha.page.goto(`/admin/blogs/edit/${post.id}`);
  await expect(asha.page.getByLabel("Title")).toHaveValue(post.title);
  // Each editor says who else has the post open: at once for the second, by the next heartbeat for the first.
  await expect(asha.page.getByRole("status").filter({ hasText: /also has this blog post open/ })).toContainText(/\(since \d{1,2}:\d{2} [ap]m\)/);
  await expect(page.getByRole("status").filter({ hasText: `${asha.name} (since` })).toBeVisible({ timeout: 25_000 });

  await retitle(asha.page, `${post.title}: the four instalments`);
  await expect(toast(asha.page, "Blog post updated successfully")).toBeVisible();

  await retitle(page, `${post.title}, instalment by instalment`);
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(new RegExp(`${asha.name} saved this at \\d{1,2}:\\d{2} [ap]m after you opened it`));
  // Nothing of the owner's was written, nor any failure toast shown.
  expect(((await (await api.request.get(`/api/admin/blogs/${post.id}`)).json()) as { title: string }).title).toBe(`${post.title}: the four instalments`);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

  await dialog.getByRole("button", { name: "Save mine anyway" }).click();
  await expect(toast(page, "Blog post updated successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  expect((await titles(api, post.id)).slice(0, 2).map((r) => r.fields.title)).toEqual([`${post.title}, instalment by instalment`, `${post.title}: the four instalments`]);

  await asha.close();
  await api.deletePost(post.id);
  expect(problems).toEqual([]);
});

test("a refused save set aside for the colleague's version stays in History, marked not saved, and the form shows theirs", async ({
  adminPage: page,
  api,
  playwright,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.slow();
  const problems = watchConsole(page, { allowFailedRequests: true });
  const post = await api.createPost({ title: `TDS on rent ${uniqueSuffix()}`, published: false });
  const asha = await colleaguePage(api, playwright, browser, baseURL, extraHTTPHeaders);

  await page.goto(`/admin/blogs/edit/${post.id}`);
  await expect(page.getByLabel("Title")).toHaveValue(post.title);
  await asha.page.goto(`/admin/blogs/edit/${post.id}`);
  await retitle(asha.page, `${post.title} under section 194-IB`);
  await expect(toast(asha.page, "Blog post updated successfully")).toBeVisible();

  await retitle(page, `${post.title}: who deducts it`);
  await page.getByRole("alertdialog").getByRole("button", { name: "See their version" }).click();
  await expect(toast(page, "Your version is kept in History")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(`${post.title} under section 194-IB`);
  await expect(page).toHaveURL(new RegExp(`/admin/blogs/edit/${post.id}$`));

  const versions = page.getByRole("list", { name: "Saved versions" }).getByRole("listitem");
  await expect(versions.first()).toContainText("Not saved");
  await expect(versions.first()).toContainText("kept when a colleague had saved first");
  await expect(versions.nth(1).getByText("Current")).toBeVisible();
  expect((await titles(api, post.id)).slice(0, 2)).toMatchObject([
    { applied: false, fields: { title: `${post.title}: who deducts it` } },
    { applied: true, fields: { title: `${post.title} under section 194-IB` } },
  ]);

  // The form now stands on their version: a save goes through.
  await retitle(page, `${post.title}: who deducts it`);
  await expect(toast(page, "Blog post updated successfully")).toBeVisible();

  await asha.close();
  await api.deletePost(post.id);
  expect(problems).toEqual([]);
});
