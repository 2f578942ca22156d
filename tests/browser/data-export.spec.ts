import { readFileSync } from "node:fs";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { ADMIN } from "./accounts";
import { expect, signInPage, test, uniqueSuffix, watchConsole } from "./fixtures";

/** Where the Settings card and the Health card are screenshotted at 360 and 1280 px for a person to look at, when set. */
const SHOTS = process.env.SHOTS_DIR;

test("the owner exports all the data from Settings after confirming it is them, and a manager has no such button", async ({
  page,
  api,
  browser,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  // Two browsers load the admin, and two passwords are hashed.
  test.slow();
  // A session of its own: confirming the password renews the session, which would end the shared one.
  await signInPage(page, baseURL);
  // The first request is answered 403 "confirm it is you", which the browser logs as a failed load.
  const problems = watchConsole(page, { allowFailedRequests: true });
  await page.goto("/admin/settings");
  const card = page.getByRole("region", { name: "Export all data" });
  await expect(card).toContainText("Passwords, passkeys, authenticator secrets and other sign-in material are never included.");
  if (SHOTS) {
    await page.setViewportSize({ width: 360, height: 900 });
    await card.screenshot({ path: join(SHOTS, "settings-export-360.png") });
    await page.setViewportSize({ width: 1280, height: 900 });
    await card.screenshot({ path: join(SHOTS, "settings-export-1280.png") });
  }

  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: "Export all data" }).click();
  // A recent sign-in is not enough: the owner proves it is them in this step.
  const confirm = page.getByRole("dialog", { name: "Confirm your password" });
  await confirm.getByLabel("Password").fill(ADMIN.password);
  await confirm.getByRole("button", { name: "Confirm and continue" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vriddhi-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(readFileSync((await download.path())!));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(["README.txt", "files.csv", "spreadsheets/inquiries.csv", "data/inquiries.json", "spreadsheets/blogs.csv"]));
  expect(Object.keys(files).some((path) => path.includes("sessions"))).toBe(false);
  await expect(card.getByRole("status")).toHaveText(/^Saved vriddhi-data-\d{4}-\d{2}-\d{2}\.zip \([\d.]+ (KB|MB)\) to your downloads\./);
  if (SHOTS) await card.screenshot({ path: join(SHOTS, "settings-export-saved-1280.png") });

  // The Activity screen names the export, with its counts.
  await page.goto("/admin/activity");
  await expect(page.getByText(/exported all the data: [\d,]+ rows? from \d+ tables/).first()).toBeVisible();

  // The System Health card says how far back the database can be restored, and links the runbook.
  await page.goto("/admin/dashboard");
  const health = page.getByRole("region", { name: "System Health" });
  await expect(health).toContainText("D1 Time Travel can put the database back to any minute of the last 30 days");
  const runbook = health.getByRole("link", { name: "Open the operations runbook" });
  expect(await (await page.request.get((await runbook.getAttribute("href"))!)).text()).toContain("## 1. Restore the database");
  if (SHOTS) {
    await page.setViewportSize({ width: 360, height: 900 });
    await health.screenshot({ path: join(SHOTS, "health-360.png") });
    await page.setViewportSize({ width: 1280, height: 900 });
    await health.screenshot({ path: join(SHOTS, "health-1280.png") });
  }
  expect(problems).toEqual([]);

  // A manager keeps the CSV exports of the lists, and sees no archive of everything.
  const suffix = uniqueSuffix();
  const manager = { email: `asha.${suffix}@example.in`, password: `asha's own passphrase ${suffix}`, name: `Asha Rao ${suffix}` };
  const invite = await api.request.post("/api/admin/staff/invites", { data: { email: manager.email, role: "manager" } });
  const token = new URLSearchParams(new URL(((await invite.json()) as { link: string }).link).hash.slice(1)).get("token");
  const theirs = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  expect((await theirs.post("/api/admin/invitations/accept", { data: { token, ...manager } })).status()).toBe(201);
  await theirs.dispose();
  const context = await browser.newContext({ baseURL, extraHTTPHeaders });
  const managerPage = await context.newPage();
  await signInPage(managerPage, baseURL, manager);
  await managerPage.goto("/admin/settings");
  await expect(managerPage.getByRole("heading", { name: "Staff" })).toBeVisible();
  await expect(managerPage.getByRole("region", { name: "Export all data" })).toHaveCount(0);
  await expect(managerPage.getByRole("button", { name: "Export all data" })).toHaveCount(0);
  await context.close();
});
