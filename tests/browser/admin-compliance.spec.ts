/**
 * The compliance calendar's admin: staff record that a notification moved a due date, and the
 * public calendar and its feed show the new date at once; removing it brings the law's date back.
 * The test changes one shared entry, so it puts it back whatever happens.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { EXTENSION_NOT_LATER_MESSAGE } from "#core/schemas/compliance";
import { expect, test, toast, watchConsole } from "./fixtures";

const PHONE = { width: 360, height: 780 };

/** GSTR-3B for December 2026, due on 20 January 2027 by law (core/compliance/fy-2026-27.ts). */
const ENTRY = { id: "gstr-3b-monthly-2026-12", title: "GSTR-3B for December 2026", statutory: "20270120" };
const SOURCE = "Notification 12/2026-Central Tax, 18 November 2026";
const SOURCE_URL = "https://cbic-gst.gov.in/notifications/12-2026-central-tax.pdf";

/** An entry the phone test only looks at: nothing changes it. */
const UNCHANGED = { title: "GSTR-1 for December 2026" };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** An entry's row in the desktop table. */
const rowOf = (page: Page, title = ENTRY.title) => page.getByRole("row").filter({ has: page.getByRole("cell", { name: title, exact: true }) });

/** The DTSTART of the entry's event in the public feed, e.g. "20270120". */
async function feedStart(request: APIRequestContext): Promise<string | undefined> {
  const res = await request.get("/tools/compliance-calendar.ics");
  expect(res.status()).toBe(200);
  // Unfold the content lines (RFC 5545 §3.1), then find the event by its UID.
  const events = (await res.text()).replace(/\r\n[ \t]/g, "").split("BEGIN:VEVENT");
  const event = events.find((text) => text.includes(`\r\nUID:${ENTRY.id}@`));
  return event?.match(/\r\nDTSTART;VALUE=DATE:(\d{8})\r\n/)?.[1];
}

test.describe("an extension", () => {
  test.afterEach(async ({ api }) => {
    // Other specs may read the calendar: the entry goes back to the law's date even after a failure.
    expect((await api.request.delete(`/api/admin/compliance/${ENTRY.id}/extension`)).status()).toBe(200);
  });

  test("is refused before the statutory date, saved, shown on the public calendar and its feed, and removed", async ({ adminPage: page, api, browser, baseURL, extraHTTPHeaders }) => {
    test.slow();
    // The refused date's 422 logs a failed request in the console; nothing else may.
    const problems = watchConsole(page, { allowFailedRequests: true });
    expect((await api.request.delete(`/api/admin/compliance/${ENTRY.id}/extension`)).status()).toBe(200);
    // A visitor, signed out: what they see may come from the pages' cache, which a change must purge.
    const visitor = await browser.newContext({ baseURL, extraHTTPHeaders });
    const site = await visitor.newPage();
    await site.goto("/tools/compliance-calendar");
    await expect(site.locator(`[id="${ENTRY.id}"]`)).toContainText(ENTRY.title);
    expect(await feedStart(visitor.request)).toBe(ENTRY.statutory);

    await page.goto("/admin/compliance");
    await expect(page.getByRole("heading", { level: 1, name: "Compliance Calendar" })).toBeVisible();
    await expect(page.getByText(/^Due dates of FY 2026-27, written from the law\./)).toBeVisible();
    await expect(page.getByText(/^Verified on \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Compliance Calendar" })).toHaveAttribute("aria-current", "page");

    // The kind and the words narrow the list in the browser.
    await page.getByLabel("Kind").selectOption({ label: "TDS and TCS" });
    await expect(rowOf(page)).toHaveCount(0);
    await page.getByLabel("Kind").selectOption({ label: "GST" });
    await page.getByLabel("Search due dates").fill("gstr-3b for december");
    await expect(page.getByText(/^Showing 1 of \d+ due dates;/)).toBeVisible();
    await expect(rowOf(page)).toContainText("20 Jan 2027");

    // A date before the statutory one: the server's message shows under the field, and nothing is saved.
    await rowOf(page).getByRole("button", { name: `Extend ${ENTRY.title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Extend due date" });
    await expect(dialog).toContainText(`${ENTRY.title} is due on 20 Jan 2027 by law`);
    await expect(dialog.getByLabel("Extended to")).toHaveAttribute("min", "2027-01-21");
    await dialog.getByLabel("Extended to").fill("2027-01-15");
    await dialog.getByLabel(/^Source/).fill(SOURCE);
    await dialog.getByRole("button", { name: "Save extension" }).click();
    await expect(dialog.getByLabel("Extended to")).toHaveAccessibleDescription(new RegExp(`${escaped(EXTENSION_NOT_LATER_MESSAGE)}$`));
    await expect(dialog.getByLabel("Extended to")).toBeFocused();
    await expect(dialog).toBeVisible();

    // The link must be https: the form says so before anything is sent.
    await dialog.getByLabel("Extended to").fill("2027-01-31");
    await dialog.getByLabel("Link to the source").fill("http://cbic-gst.gov.in/notification.pdf");
    await dialog.getByRole("button", { name: "Save extension" }).click();
    await expect(dialog.getByLabel("Link to the source")).toHaveAccessibleDescription(/The link must start with https:\/\/$/);

    await dialog.getByLabel("Link to the source").fill(SOURCE_URL);
    await dialog.getByRole("button", { name: "Save extension" }).click();
    await expect(toast(page, "Extension saved")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(rowOf(page)).toContainText("31 Jan 2027, extended from 20 Jan 2027");
    await expect(rowOf(page).getByRole("link", { name: new RegExp(`^${escaped(SOURCE)}`) })).toHaveAttribute("href", SOURCE_URL);
    // The dialog opens again on what was recorded.
    await rowOf(page).getByRole("button", { name: `Edit extension of ${ENTRY.title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit extension" });
    await expect(edit.getByLabel("Extended to")).toHaveValue("2027-01-31");
    await expect(edit.getByLabel(/^Source/)).toHaveValue(SOURCE);
    await edit.getByRole("button", { name: "Cancel" }).click();
    await expect(edit).toHaveCount(0);

    // The public calendar and its feed use the new date at once.
    await site.goto("/tools/compliance-calendar");
    await expect(site.locator(`[id="${ENTRY.id}"]`)).toContainText("Extended to 31 January 2027 (was 20 January 2027)");
    await expect(site.locator(`[id="${ENTRY.id}"]`).getByRole("link", { name: new RegExp(`^${escaped(SOURCE)}`) })).toHaveAttribute("href", SOURCE_URL);
    expect(await feedStart(visitor.request)).toBe("20270131");

    // Removed after a confirmation: the statutory date is back everywhere.
    await rowOf(page).getByRole("button", { name: `Remove extension of ${ENTRY.title}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(`Remove the extension of ${ENTRY.title}?`);
    await confirm.getByRole("button", { name: "Remove extension" }).click();
    await expect(toast(page, "Extension removed")).toBeVisible();
    await expect(rowOf(page)).not.toContainText("extended from");
    await expect(rowOf(page)).toContainText("20 Jan 2027");
    await expect(rowOf(page).getByRole("button", { name: `Extend ${ENTRY.title}` })).toBeVisible();

    await site.goto("/tools/compliance-calendar");
    await expect(site.locator(`[id="${ENTRY.id}"]`)).toContainText(ENTRY.title);
    await expect(site.locator(`[id="${ENTRY.id}"]`)).not.toContainText("Extended to");
    expect(await feedStart(visitor.request)).toBe(ENTRY.statutory);
    await visitor.close();

    expect(problems.filter((p) => !p.startsWith("Failed to load resource"))).toEqual([]);
  });
});

test("on a phone the due dates are cards that fit 360 px, and the dialog opens and closes without a change", async ({ adminPage: page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize(PHONE);
  await page.goto("/admin/compliance");
  await page.getByLabel("Search due dates").fill(UNCHANGED.title);
  const card = page.getByRole("listitem").filter({ hasText: UNCHANGED.title });
  await expect(card).toContainText("Due date");
  await expect(rowOf(page, UNCHANGED.title)).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "the page's width").toBeLessThanOrEqual(PHONE.width);

  await card.getByRole("button", { name: `Extend ${UNCHANGED.title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Extend due date" });
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, "the dialog fits the screen").toBe(true);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole("button", { name: `Extend ${UNCHANGED.title}` })).toBeFocused();
  expect(problems).toEqual([]);
});
