import { Secret, TOTP } from "otpauth";
import type { APIRequestContext, Browser } from "@playwright/test";
import { ADMIN } from "./accounts";
import { type Api, expect, signedInApi, signInPage, test, toast, uniqueSuffix, watchConsole } from "./fixtures";

interface Colleague {
  id: number;
  email: string;
  password: string;
  name: string;
}

/**
 * Invites a colleague as the owner and accepts the link through the API, in a request context of
 * its own (accepting signs that context in): an account of the test's own.
 */
async function newColleague(owner: Api, request: APIRequestContext): Promise<Colleague> {
  const suffix = uniqueSuffix();
  const colleague = { email: `staff.${suffix}@example.in`, password: `colleague passphrase ${suffix}`, name: `Neha Joshi ${suffix}` };
  const invite = await owner.request.post("/api/admin/staff/invites", { data: { email: colleague.email, role: "manager" } });
  expect(invite.status(), await invite.text()).toBe(201);
  const { link } = (await invite.json()) as { link: string };
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get("token");
  const accepted = await request.post("/api/admin/invitations/accept", { data: { token, name: colleague.name, password: colleague.password } });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const { id } = (await accepted.json()) as { id: number };
  await request.dispose();
  return { ...colleague, id };
}

async function removeColleague(owner: Api, id: number) {
  expect((await owner.request.delete(`/api/admin/staff/${id}`)).status()).toBe(200);
}

async function newPageIn(browser: Browser, baseURL: string | undefined, headers: Record<string, string> | undefined) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: headers });
  return { context, page: await context.newPage() };
}

test("the session list shows this device and signs out another session", async ({ page, api, playwright, baseURL, extraHTTPHeaders }) => {
  const problems = watchConsole(page);
  const colleague = await newColleague(
    api,
    await playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...extraHTTPHeaders, Origin: new URL(baseURL!).origin } }),
  );
  const elsewhere = await signedInApi(playwright, baseURL, colleague, extraHTTPHeaders);
  await signInPage(page, baseURL, colleague);
  await page.goto("/admin/settings");

  const sessions = page.getByTestId("session");
  // Two from the API (one from accepting the invitation), and this browser.
  await expect(sessions).toHaveCount(3);
  const here = sessions.filter({ hasText: "This device" });
  await expect(here).toHaveCount(1);
  await expect(here).toContainText("Chrome on Linux");
  await expect(here).toContainText(/last active/);
  const other = sessions.filter({ hasNotText: "This device" }).first();
  await other.getByRole("button", { name: /^Sign out/ }).click();
  await expect(toast(page, "Session signed out")).toBeVisible();
  await expect(sessions).toHaveCount(2);

  await page.getByRole("button", { name: "Sign out all other sessions" }).click();
  await expect(toast(page, "All other sessions signed out")).toBeVisible();
  await expect(sessions).toHaveCount(1);
  expect((await elsewhere.request.get("/api/admin/me")).status()).toBe(401);
  expect((await page.request.get("/api/admin/me")).status()).toBe(200);

  await removeColleague(api, colleague.id);
  await elsewhere.request.dispose();
  expect(problems).toEqual([]);
});

test("the owner invites a colleague, who joins by the link, and removes them again", async ({ adminPage: page, browser, baseURL, extraHTTPHeaders }) => {
  // Three browsers load the admin and two passwords are hashed: about half the default timeout.
  test.slow();
  const problems = watchConsole(page);
  const suffix = uniqueSuffix();
  const email = `ankit.${suffix}@example.in`;
  const name = `Ankit Verma ${suffix}`;
  await page.goto("/admin/settings");
  await page.getByLabel("Colleague's email").fill(email);
  await page.getByLabel("Colleague's role").selectOption({ label: "Manager" });
  await expect(page.getByText("Everything except staff and roles.")).toBeVisible();
  await page.getByRole("button", { name: "Create invitation link" }).click();
  await expect(toast(page, "Invitation created")).toBeVisible();
  const link = await page.getByLabel("Invitation link").inputValue();
  // The token is in the fragment: the browser sends it to no server and in no Referer.
  expect(link).toMatch(new RegExp(`^${baseURL}/admin/invite#token=[A-Za-z0-9_-]{43}$`));
  await expect(page.getByText(`${email} · Manager · link valid until`)).toBeVisible();

  const joiner = await newPageIn(browser, baseURL, extraHTTPHeaders);
  const joinerProblems = watchConsole(joiner.page);
  await joiner.page.goto(link);
  await expect(joiner.page.getByRole("heading", { name: "Join the staff" })).toBeVisible();
  await expect(joiner.page.getByText(`Your sign-in will be ${email}`)).toBeVisible();
  await expect(joiner.page.getByText("You join as Manager: Everything except staff and roles.")).toBeVisible();
  await joiner.page.getByLabel("Your name").fill(name);
  await joiner.page.getByLabel("Choose a password").fill("short");
  await joiner.page.getByRole("button", { name: "Create account and sign in" }).click();
  await expect(joiner.page.getByText("Use at least 12 characters.")).toBeVisible();
  await joiner.page.getByLabel("Choose a password").fill(`ankit's passphrase ${suffix}`);
  await joiner.page.getByRole("button", { name: "Create account and sign in" }).click();
  await expect(joiner.page).toHaveURL(/\/admin\/dashboard$/);
  await expect(joiner.page.getByText(`Welcome, ${email}`)).toBeVisible();

  // The link is used up.
  const again = await newPageIn(browser, baseURL, extraHTTPHeaders);
  await again.page.goto(link);
  await expect(again.page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
  await again.context.close();

  // A manager sees the staff but cannot change it.
  await joiner.page.goto("/admin/settings");
  await expect(joiner.page.getByText(/Only the owner.*can invite or remove colleagues/)).toBeVisible();
  await expect(joiner.page.getByLabel("Colleague's email")).toHaveCount(0);

  await page.reload();
  const member = page.getByTestId("staff-member").filter({ hasText: name });
  await expect(member).toContainText("Manager");
  await member.getByRole("button", { name: `Remove ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(toast(page, `${name} was removed and signed out`)).toBeVisible();
  await expect(member).toHaveCount(0);
  expect((await joiner.page.request.get("/api/admin/me")).status()).toBe(401);
  await joiner.context.close();
  expect(joinerProblems.filter((p) => !p.startsWith("Failed to load resource"))).toEqual([]);
  expect(problems).toEqual([]);
});

test("a save that meets an ended session asks to sign in, then saves what was typed", async ({ page, api, playwright, baseURL, extraHTTPHeaders }) => {
  // A session of its own: the test ends it.
  await signInPage(page, baseURL);
  const problems = watchConsole(page, { allowFailedRequests: true });
  const post = await api.createPost({ published: false });
  await page.goto(`/admin/blogs/edit/${post.id}`);
  const typed = `Revised while signed out ${uniqueSuffix()}`;
  await page.getByLabel("Title").fill(typed);

  // The session ends on the server (as after an hour idle) while the editor is open.
  const { id: pageSession } = ((await (await page.request.get("/api/admin/sessions")).json()) as { id: string; current: boolean }[]).find(
    (s) => s.current,
  )!;
  const admin = await signedInApi(playwright, baseURL, ADMIN, extraHTTPHeaders);
  expect((await admin.request.delete(`/api/admin/sessions/${pageSession}`)).status()).toBe(200);
  await admin.request.dispose();

  await page.getByRole("button", { name: "Update Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Your session has ended" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Signed in as ${ADMIN.email}`);
  await dialog.getByLabel("Password").fill("not-the-password");
  await dialog.getByRole("button", { name: "Sign in and continue" }).click();
  await expect(dialog.getByText("The password is incorrect.")).toBeVisible();
  await dialog.getByLabel("Password").fill(ADMIN.password);
  await dialog.getByRole("button", { name: "Sign in and continue" }).click();

  await expect(toast(page, "Blog post updated successfully")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const saved = (await api.posts()).find((p) => p.id === post.id);
  expect(saved?.title).toBe(typed);
  await api.deletePost(post.id);
  expect(problems).toEqual([]);
});

test("the owner resets a colleague's sign-in methods after confirming their own password", async ({ page, api, playwright, baseURL, extraHTTPHeaders }) => {
  // A session of its own: confirming the password renews the session (ASVS 7.2.4), which would end
  // the one the other tests share.
  await signInPage(page, baseURL);
  const problems = watchConsole(page, { allowFailedRequests: true });
  const suffix = uniqueSuffix();
  const colleague = { email: `lost.${suffix}@example.in`, password: `colleague passphrase ${suffix}`, name: `Ravi Kumar ${suffix}` };
  const invite = await api.request.post("/api/admin/staff/invites", { data: { email: colleague.email, role: "advisor" } });
  const token = new URLSearchParams(new URL(((await invite.json()) as { link: string }).link).hash.slice(1)).get("token");
  const theirs = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  expect((await theirs.post("/api/admin/invitations/accept", { data: { token, ...colleague } })).status()).toBe(201);
  // The colleague turns on an authenticator app (proving their password in that step) and then loses it.
  const proof = ((await (await theirs.post("/api/admin/session/reverify", { data: { password: colleague.password } })).json()) as { proof: string }).proof;
  const setup = await theirs.post("/api/admin/factors/totp/setup", { headers: { "X-Step-Up": proof } });
  const { secret } = (await setup.json()) as { secret: string };
  expect((await theirs.post("/api/admin/factors/totp/confirm", { data: { code: TOTP.generate({ secret: Secret.fromBase32(secret) }) } })).status()).toBe(200);

  await page.goto("/admin/settings");
  const member = page.getByTestId("staff-member").filter({ hasText: colleague.name });
  await member.getByRole("button", { name: `Reset sign-in methods of ${colleague.name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reset sign-in methods" }).click();
  // A fresh sign-in is not enough: the owner proves it is them in this step.
  const confirm = page.getByRole("dialog", { name: "Confirm your password" });
  await confirm.getByLabel("Password").fill(ADMIN.password);
  await confirm.getByRole("button", { name: "Confirm and continue" }).click();
  await expect(toast(page, `${colleague.name}'s passkeys, authenticator app and recovery codes were removed`)).toBeVisible();

  // Signed out everywhere; the password alone signs them in again, without the code step.
  expect((await theirs.get("/api/admin/me")).status()).toBe(401);
  expect((await theirs.post("/api/admin/login", { data: { email: colleague.email, password: colleague.password } })).status()).toBe(200);
  await theirs.dispose();
  await page.goto("/admin/activity");
  await expect(page.getByText(/removed the passkeys, authenticator app and recovery codes of/).first()).toBeVisible();
  expect(problems).toEqual([]);
});
