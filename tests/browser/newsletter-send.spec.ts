import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type Api, expect, test, toast, uniqueSuffix, watchConsole } from "./fixtures";

/** Where wrangler's local EMAIL binding writes each mail the test server sends (see password-reset.spec.ts). */
const MAIL_DIR = path.resolve(import.meta.dirname, "../../.wrangler/tmp/email");

/** Every newsletter confirmation link the test server has mailed so far (on its SITE_URL: without it none is sent). */
async function mailedConfirmLinks(): Promise<Set<string>> {
  const links = new Set<string>();
  for (const session of await readdir(MAIL_DIR).catch(() => [] as string[])) {
    const dir = path.join(MAIL_DIR, session, "email-text");
    for (const file of await readdir(dir).catch(() => [] as string[])) {
      const link = /http:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(await readFile(path.join(dir, file), "utf8"))?.[0];
      if (link) links.add(link);
    }
  }
  return links;
}

/**
 * A confirmed subscriber, through the public sign-up and its mailed link. The mail does not name its
 * address, so the link is one that appeared after the sign-up (another test's would do as well:
 * the post only needs someone confirmed).
 */
async function confirmedSubscriber(api: Api) {
  const before = await mailedConfirmLinks();
  const email = `reader.${uniqueSuffix()}@example.in`;
  expect((await api.request.post("/api/subscribers", { data: { email } })).status()).toBe(201);
  let link: string | undefined;
  await expect
    .poll(async () => (link = [...(await mailedConfirmLinks())].find((l) => !before.has(l))), { message: "a newsletter confirmation mail" })
    .toBeDefined();
  const url = new URL(link!);
  const confirmed = await api.request.post(`${url.pathname}${url.search}`, { maxRedirects: 0 });
  // A test running beside this one may have taken the same new link first: its address is confirmed all the same.
  expect(["/newsletter/confirmed", "/newsletter/link-expired"]).toContain(confirmed.headers().location);
}

test("a post is emailed to subscribers once; a second send asks again and goes out as a re-send", async ({ adminPage: page, api }) => {
  const problems = watchConsole(page);
  await confirmedSubscriber(api);
  const post = await api.createPost();
  await page.goto(`/admin/blogs/edit/${post.id}`);

  const card = page.getByRole("button", { name: "Email to subscribers" });
  await card.click();
  const dialog = page.getByRole("alertdialog", { name: "Please confirm" });
  await expect(dialog).toContainText("Email this post to");
  await expect(dialog).not.toContainText("already been emailed");
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(page, "Sending to")).toBeVisible();
  // Through the local queue to the simulated bulk mail provider: the card follows the send until it is done.
  const firstSend = page.getByRole("list", { name: "Sends of this post" }).getByRole("listitem").first();
  await expect(firstSend).toContainText(/\d+ of \d+ sent$/, { timeout: 20_000 });

  await card.click();
  await expect(dialog).toContainText("This post has already been emailed to subscribers.");
  await dialog.getByRole("button", { name: "Send again" }).click();
  // The first send's toast may still be showing: the second send is known from the server.
  const sends = async () => ((await (await api.request.get(`/api/admin/newsletter/posts/${post.id}`)).json()) as { sends: unknown[] }).sends;
  await expect.poll(async () => (await sends()).length).toBe(2);
  // Without the re-send the server refuses, whatever a script sends.
  const again = await api.request.post(`/api/admin/newsletter/posts/${post.id}`, { data: {} });
  expect(again.status()).toBe(409);
  expect(problems).toEqual([]);
});

test("a scheduled post can also be emailed when it is published; cancelling the schedule drops the email", async ({ adminPage: page, api }) => {
  const problems = watchConsole(page);
  await confirmedSubscriber(api);
  const post = await api.createPost({ published: false });
  const publishAt = new Date(Date.now() + 2 * 3_600_000).toISOString();
  expect((await api.request.put(`/api/admin/blogs/${post.id}/schedule`, { data: { publishAt } })).status()).toBe(200);
  await page.goto(`/admin/blogs/edit/${post.id}`);

  await page.getByRole("button", { name: "Email when published" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Please confirm" });
  await expect(dialog).toContainText(/Email this post to \d+ confirmed subscribers? when it is published at .* IST\?/);
  await dialog.getByRole("button", { name: "Email when published" }).click();
  await expect(toast(page, "Subscribers will be emailed when it is published")).toBeVisible();
  await expect(page.getByText(/It will be emailed to the confirmed subscribers of the moment when it is published/)).toBeVisible();
  const chosen = async () => ((await (await api.request.get(`/api/admin/newsletter/posts/${post.id}`)).json()) as { scheduledSend: unknown }).scheduledSend;
  expect(await chosen()).not.toBeNull();

  await page.getByRole("button", { name: "Cancel schedule" }).click();
  await expect(toast(page, "Schedule cancelled: it stays a draft")).toBeVisible();
  await expect(page.getByRole("button", { name: "Don’t email it" })).toBeHidden();
  expect(await chosen()).toBeNull();
  await api.deletePost(post.id);
  expect(problems).toEqual([]);
});
