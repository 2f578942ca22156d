import { expect, test, toast, uniqueSuffix } from "./fixtures";

/*
 * The compliance calendar (/tools/compliance-calendar): the year's due dates, filtered by plain
 * links, its feed offered to calendar apps, and the reminder sign-up, with and without JavaScript.
 */

const reminderForm = (page: import("@playwright/test").Page) => page.getByRole("form", { name: "Compliance reminder sign-up" });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows what is due next, filters by kind, and offers the feed", async ({ page }) => {
    await page.goto("/tools/compliance-calendar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compliance Calendar FY 2026-27");
    const next = page.locator("li", { hasText: "Next due" }).first();
    await expect(next).toBeVisible();
    // The dates already past wait under a disclosure.
    await expect(page.getByText(/^Earlier this year \(\d+ dates\)$/)).toBeVisible();

    await page.getByRole("navigation", { name: "Show" }).getByRole("link", { name: "GST", exact: true }).click();
    await expect(page).toHaveURL(/\/tools\/compliance-calendar\?kind=gst$/);
    await expect(page.getByRole("link", { name: "GST", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Only GST dates are in this feed.", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Apple Calendar or Outlook" })).toHaveAttribute("href", /^webcal:\/\/.+\/tools\/compliance-calendar\.ics\?kind=gst$/);
    await expect(page.getByRole("heading", { name: /Company|AOC-4/ })).toHaveCount(0);

    const feed = await page.request.get("/tools/compliance-calendar.ics?kind=gst");
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await feed.text()).toContain("BEGIN:VCALENDAR");
  });

  test("signs up for reminders through the thank-you page, and answers a mistake at its field", async ({ page }) => {
    // A filtered page ticks its own kind alone.
    await page.goto("/tools/compliance-calendar?kind=gst");
    const form = reminderForm(page);
    await expect(form.getByLabel("GST", { exact: true })).toBeChecked();
    await expect(form.getByLabel("PF and ESI", { exact: true })).not.toBeChecked();
    await form.getByLabel("Email address").fill(`owner.${uniqueSuffix()}@example.in`);
    await form.getByLabel("How early").selectOption("7");
    await form.getByRole("button", { name: "Email me reminders" }).click();
    await expect(page).toHaveURL(/\/thank-you\?form=compliance_reminder/);
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the compliance calendar" })).toBeVisible();

    await page.goto("/tools/compliance-calendar?kind=llp");
    await reminderForm(page).getByLabel("Email address").fill(`owner.${uniqueSuffix()}@example.in`);
    await reminderForm(page).getByLabel("LLP", { exact: true }).uncheck();
    await reminderForm(page).getByRole("button", { name: "Email me reminders" }).click();
    await expect(page.getByText("Choose at least one kind of due date.").first()).toBeVisible();
  });
});

test("with JavaScript the sign-up answers in a toast and keeps the choices for the next address", async ({ page }) => {
  await page.goto("/tools/compliance-calendar?kind=roc");
  const form = reminderForm(page);
  // The page's filter is the one kind ticked.
  await expect(form.getByLabel("Company (ROC)", { exact: true })).toBeChecked();
  await expect(form.getByLabel("GST", { exact: true })).not.toBeChecked();
  await form.getByLabel("Email address").fill(`director.${uniqueSuffix()}@example.in`);
  const sent = page.waitForResponse((res) => res.url().endsWith("/api/compliance/reminders") && res.request().method() === "POST");
  await form.getByRole("button", { name: "Email me reminders" }).click();
  expect((await sent).status()).toBe(201);
  await expect(toast(page, "Almost there: check your inbox")).toBeVisible();
  await expect(form.getByLabel("Email address")).toHaveValue("");
  await expect(form.getByLabel("Company (ROC)", { exact: true })).toBeChecked();
});
