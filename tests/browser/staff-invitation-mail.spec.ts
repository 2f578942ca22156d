import { endpoints, stubApi } from "./api-stubs";
import { expect, test, toast, uniqueSuffix, watchConsole } from "./fixtures";
import { mailedMatch } from "./mailbox";

const LINK = /http:\/\/\S+\/admin\/invite#token=[A-Za-z0-9_-]{43}/;

test("the owner emails an invitation, and emails a pending one a new link that withdraws the old", async ({ adminPage: page, api, browser, baseURL, extraHTTPHeaders }) => {
  // Two browsers load the admin.
  test.slow();
  const problems = watchConsole(page);
  const email = `kavya.${uniqueSuffix()}@example.in`;
  await page.goto("/admin/settings");
  await page.getByLabel("Colleague's email").fill(email);
  await page.getByLabel("Colleague's role").selectOption({ label: "Manager" });
  await page.getByRole("button", { name: "Email invitation" }).click();
  await expect(toast(page, `Invitation emailed to ${email}`)).toBeVisible();
  const shown = page.getByRole("status").filter({ has: page.getByLabel("Invitation link") });
  await expect(shown).toContainText(`Invitation emailed to ${email}`);
  // The owner can still copy the link that went out.
  const first = await page.getByLabel("Invitation link").inputValue();
  expect(await mailedMatch(`Your sign-in: ${email}`, LINK, `an invitation mail to ${email}`)).toBe(first);
  expect(await mailedMatch(`Your sign-in: ${email}`, /Your role: Manager: .+/, "the role in the mail")).toBe("Your role: Manager: Everything except staff and roles.");

  const pending = page.getByTestId("pending-invite").filter({ hasText: email });
  await expect(pending).toContainText(`${email} · Manager · link valid until`);
  await pending.getByRole("button", { name: `Email a new link to ${email}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("The link made before stops working at once");
  await confirm.getByRole("button", { name: "Email a new link" }).click();
  await expect(toast(page, `A new invitation link was emailed to ${email}; the earlier link no longer works`)).toBeVisible();
  await expect(page.getByLabel("Invitation link")).not.toHaveValue(first);
  const second = await page.getByLabel("Invitation link").inputValue();
  await expect(pending).toHaveCount(1);

  // The first link is refused; the second one opens the invitation.
  const context = await browser.newContext({ baseURL, extraHTTPHeaders });
  const colleague = await context.newPage();
  await colleague.goto(first);
  await expect(colleague.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
  await colleague.goto("about:blank");
  await colleague.goto(second);
  await expect(colleague.getByText(`Your sign-in will be ${email}`)).toBeVisible();
  await context.close();

  await page.goto("/admin/activity");
  await expect(page.getByText("emailed a new invitation to join the staff, withdrawing the earlier link").first()).toBeVisible();
  await expect(page.getByText("emailed an invitation to join the staff", { exact: true }).first()).toBeVisible();

  const { invites } = (await (await api.request.get("/api/admin/staff")).json()) as { invites: { id: number; email: string }[] };
  for (const invite of invites.filter((i) => i.email === email)) expect((await api.request.delete(`/api/admin/staff/invites/${invite.id}`)).status()).toBe(200);
  expect(problems).toEqual([]);
});

test("where the site sends no mail, the invitation form says the link must be copied and offers no email button", async ({ adminPage: page }) => {
  await stubApi(page, { endpoint: endpoints.admin["mail-status"], method: "$get", json: { notifications: false, replies: false } });
  await page.goto("/admin/settings");
  await expect(page.getByText("Email is not set up on this site, so invitations cannot be emailed: create the link and send it to your colleague yourself.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create invitation link" })).toBeVisible();
  await expect(page.getByText("Invite a colleague by a link you copy and send them;")).toBeVisible();
  await expect(page.getByRole("button", { name: "Email invitation" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Email a new link to/ })).toHaveCount(0);
});
