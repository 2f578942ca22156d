import type { APIRequestContext } from "@playwright/test";
import { type Api, expect, test, uniqueSuffix, watchConsole } from "./fixtures";
import { endpoints, stubApi } from "./api-stubs";
import { mailedMatch } from "./mailbox";

/** The reset link mailed to `email`, once the server's after-response work has written it. */
const mailedResetLink = (email: string) =>
  mailedMatch(`the staff account ${email}.`, /http:\/\/\S+\/admin\/reset-password#token=[A-Za-z0-9_-]+/, `a reset mail to ${email}`);

/** A colleague account of the test's own (invited by the owner, accepted in `request`), so no other test's password changes. */
async function newColleague(owner: Api, request: APIRequestContext) {
  const suffix = uniqueSuffix();
  const colleague = { email: `reset.${suffix}@example.in`, password: `the first passphrase ${suffix}` };
  const invite = await owner.request.post("/api/admin/staff/invites", { data: { email: colleague.email, role: "manager" } });
  expect(invite.status(), await invite.text()).toBe(201);
  const token = new URLSearchParams(new URL(((await invite.json()) as { link: string }).link).hash.slice(1)).get("token");
  const accepted = await request.post("/api/admin/invitations/accept", { data: { token, name: `Farah Khan ${suffix}`, password: colleague.password } });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return { ...colleague, id: ((await accepted.json()) as { id: number }).id };
}

test("a colleague who forgot their password resets it by the mailed link, once, and signs in with the new one", async ({
  page,
  api,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  const problems = watchConsole(page, { allowFailedRequests: true });
  const headers = { ...extraHTTPHeaders, Origin: new URL(baseURL!).origin };
  const elsewhere = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
  const colleague = await newColleague(api, elsewhere);
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));

  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(colleague.email.toUpperCase());
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("status")).toHaveText(/^If this address belongs to a staff account, we have emailed it a link/);

  const link = await mailedResetLink(colleague.email);
  const token = new URL(link).hash.slice("#token=".length);
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expect(page.getByText(`For ${colleague.email}.`)).toBeVisible();
  await page.getByLabel("New password").fill("short");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Use at least 12 characters.")).toBeVisible();
  const newPassword = `a fresh passphrase ${uniqueSuffix()}`;
  await page.getByLabel("New password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been changed, and every session of this account has been signed out.");

  // The colleague's other session has ended; the token never reached the server in a URL.
  expect((await elsewhere.get("/api/admin/me")).status()).toBe(401);
  expect(urls.filter((url) => url.includes(token))).toEqual([]);

  await page.getByRole("link", { name: "Go to sign-in" }).click();
  await page.getByLabel("Email").fill(colleague.email);
  await page.getByLabel("Password").fill(colleague.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Invalid credentials")).toBeVisible();
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Used once, the link is spent.
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
  await expect(page.getByText(/it may have expired or been used already/)).toBeVisible();

  expect((await api.request.delete(`/api/admin/staff/${colleague.id}`)).status()).toBe(200);
  await elsewhere.dispose();
  expect(problems).toEqual([]);
});

test("where the site sends no mail, the sign-in page says who can reset a password", async ({ page }) => {
  await stubApi(page, { endpoint: endpoints.admin["password-reset"], method: "$get", json: { available: false } });
  await page.goto("/admin/login");
  await expect(page.getByText("Forgot your password? Ask the owner of the admin to set a new password for you with “npm run admin”.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveCount(0);
});

test("an old invitation link with the token in its path still opens the invitation", async ({ page, api }) => {
  const email = `old.link.${uniqueSuffix()}@example.in`;
  const invite = await api.request.post("/api/admin/staff/invites", { data: { email, role: "editor" } });
  const { id, link } = (await invite.json()) as { id: number; link: string };
  const token = new URL(link).hash.slice("#token=".length);
  await page.goto(`/admin/invite/${token}`);
  await expect(page).toHaveURL(/\/admin\/invite#token=/);
  await expect(page.getByText(`Your sign-in will be ${email}`)).toBeVisible();
  expect((await api.request.delete(`/api/admin/staff/invites/${id}`)).status()).toBe(200);
});
