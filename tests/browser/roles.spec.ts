import { expect, test, toast, uniqueSuffix, watchConsole } from "./fixtures";

test("an editor invited in Settings sees only what the role may use, and a role change signs them out", async ({
  adminPage: page,
  api,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  // Two browsers load the admin and a password is hashed.
  test.slow();
  const problems = watchConsole(page);
  const suffix = uniqueSuffix();
  const email = `meera.${suffix}@example.in`;
  const name = `Meera Iyer ${suffix}`;

  await page.goto("/admin/settings");
  await page.getByLabel("Colleague's email").fill(email);
  await page.getByLabel("Colleague's role").selectOption({ label: "Editor" });
  await page.getByRole("button", { name: "Create invitation link" }).click();
  await expect(toast(page, "Invitation created")).toBeVisible();
  const link = await page.getByLabel("Invitation link").inputValue();

  const context = await browser.newContext({ baseURL, extraHTTPHeaders });
  const editor = await context.newPage();
  const editorProblems = watchConsole(editor, { allowFailedRequests: true });
  await editor.goto(link);
  await expect(editor.getByText(/^You join as Editor: Blog posts, job listings/)).toBeVisible();
  await editor.getByLabel("Your name").fill(name);
  await editor.getByLabel("Choose a password").fill(`meera's own passphrase ${suffix}`);
  await editor.getByRole("button", { name: "Create account and sign in" }).click();
  await expect(editor).toHaveURL(/\/admin\/dashboard$/);

  // The sidebar and the dashboard show the content, and nothing of the leads or the firm's settings.
  const nav = editor.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link")).toHaveText(["Dashboard", "Blog Posts", "Job Listings", "People", "Services & Fees", "Compliance Calendar", "Settings"]);
  await expect(editor.getByRole("group", { name: "Total Blog Posts" })).toBeVisible();
  await expect(editor.getByRole("group", { name: "Total Inquiries" })).toHaveCount(0);
  await expect(editor.getByRole("link", { name: "View Inquiries" })).toHaveCount(0);
  await expect(editor.getByText("Recent Activity")).toHaveCount(0);

  // A screen of another role says so, with the way back: never a blank page.
  for (const path of ["/admin/inquiries", "/admin/subscribers", "/admin/privacy", "/admin/settings/site"]) {
    await editor.goto(path);
    await expect(editor.getByRole("heading", { name: "Your role does not include this." })).toBeVisible();
  }
  await editor.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(editor).toHaveURL(/\/admin\/dashboard$/);

  // Their own sign-in stays theirs to manage; the website's details and the staff do not show.
  await editor.goto("/admin/settings");
  await expect(editor.getByText("Change Password", { exact: true }).first()).toBeVisible();
  await expect(editor.getByText("Website details")).toHaveCount(0);
  await expect(editor.getByTestId("staff-member")).toHaveCount(0);

  // The owner makes them an advisor: their session ends at once.
  await page.reload();
  const member = page.getByTestId("staff-member").filter({ hasText: name });
  await expect(member).toContainText("Editor");
  const roles = member.getByLabel(`Role of ${name}`);
  // A role change signs the colleague out, so it asks first; Cancel changes nothing.
  await roles.selectOption({ label: "Advisor" });
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Make ${name} an Advisor? They are signed out at once and sign in again with it.`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(roles).toHaveValue("editor");
  await roles.selectOption({ label: "Advisor" });
  await confirm.getByRole("button", { name: "Change role" }).click();
  await expect(toast(page, `${name} is now an Advisor, and was signed out to sign in again with it`)).toBeVisible();
  await expect(member).toContainText("Advisor");
  expect((await editor.request.get("/api/admin/me")).status()).toBe(401);
  await context.close();

  const { id } = (await (await api.request.get("/api/admin/staff")).json()).members.find((m: { email: string }) => m.email === email);
  expect((await api.request.delete(`/api/admin/staff/${id}`)).status()).toBe(200);
  expect(editorProblems.filter((p) => !p.startsWith("Failed to load resource"))).toEqual([]);
  expect(problems).toEqual([]);
});
