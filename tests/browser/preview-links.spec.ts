import { expect, test, toast, watchConsole } from "./fixtures";

test("a draft is shared with a client by a preview link, with unsaved changes, and the link dies when revoked", async ({ adminPage: page, api, browser, baseURL }) => {
  const problems = watchConsole(page);
  const post = await api.createPost({ published: false });
  await page.goto(`/admin/blogs/edit/${post.id}`);
  const unsavedTitle = `${post.title}, revised for the client`;
  await page.getByLabel("Title").fill(unsavedTitle);

  await page.getByLabel("Link works for").selectOption({ label: "3 days" });
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(toast(page, "Preview link created, with your unsaved changes")).toBeVisible();
  const url = await page.getByLabel("New preview link").inputValue();
  expect(url).toMatch(/\/preview\/[A-Za-z0-9_-]{70}$/);
  await expect(page.getByRole("list", { name: "Live preview links" }).getByText("Unsaved changes")).toBeVisible();
  // The editor still holds the change: creating the link saved nothing.
  await expect(page.getByLabel("Title")).toHaveValue(unsavedTitle);

  // The client: no account, no cookie.
  const client = await browser.newContext({ baseURL });
  const visitor = await client.newPage();
  const res = await visitor.goto(new URL(url).pathname);
  expect(res?.status()).toBe(200);
  expect(res?.headers()["cache-control"]).toContain("no-store");
  expect(res?.headers()["x-robots-tag"]).toBe("noindex");
  expect(res?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(visitor.getByRole("complementary", { name: "Preview" })).toContainText("This is a preview of an unpublished article");
  await expect(visitor.getByRole("heading", { level: 1, name: unsavedTitle })).toBeVisible();

  await page.getByRole("list", { name: "Live preview links" }).getByRole("button", { name: "Revoke" }).click();
  await expect(toast(page, "Preview link revoked: it no longer opens")).toBeVisible();
  const gone = await visitor.goto(new URL(url).pathname);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByText(unsavedTitle)).toHaveCount(0);
  await client.close();
  await api.deletePost(post.id);
  expect(problems).toEqual([]);
});
