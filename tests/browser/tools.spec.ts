import type { Page } from "@playwright/test";
import { expect, test, watchConsole } from "./fixtures";

/*
 * The free tools' calculators (/tools/gst-calculator, /tools/emi-calculator): without JavaScript a
 * GET form to their own page, whose address then holds the figures and whose HTML the result; with
 * JavaScript an island that works the result out again as the visitor types.
 */

const gstForm = (page: Page) => page.locator('form[aria-labelledby="gst-form-heading"]');
const emiForm = (page: Page) => page.locator('form[aria-labelledby="emi-form-heading"]');
/** The figure of a result line, by its label. */
const figure = (page: Page, label: string) => page.locator(`#result dt:text-is("${label}") + dd`);
/** What a screen reader hears as the result changes. */
const liveRegion = (page: Page) => page.locator('#result [role="status"]');

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GST calculator: ₹1,000 at 18% within a state, then ₹1,180 including GST, then a mistake", async ({ page }) => {
    await page.goto("/tools/gst-calculator");
    const form = gstForm(page);
    await form.getByLabel("Amount (₹)", { exact: true }).fill("1,000");
    await form.getByLabel("GST rate", { exact: true }).selectOption("18");
    await form.getByLabel("Within my state (CGST + SGST)").check();
    await form.getByRole("button", { name: "Calculate GST" }).click();

    // The server moved the figures to their one address, and the page shows the result.
    await expect(page).toHaveURL(/\/tools\/gst-calculator\?amount=1000&rate=18&supply=intra#result$/);
    await expect(figure(page, "CGST @ 9%")).toHaveText("₹90.00");
    await expect(figure(page, "SGST / UTGST @ 9%")).toHaveText("₹90.00");
    await expect(figure(page, "Total GST")).toHaveText("₹180.00");
    await expect(figure(page, "Invoice total")).toHaveText("₹1,180.00");
    await expect(form.getByLabel("Amount (₹)", { exact: true })).toHaveValue("1,000");

    await form.getByLabel("Amount (₹)", { exact: true }).fill("1,180");
    await form.getByLabel("Including GST (take GST out of it)").check();
    await form.getByRole("button", { name: "Calculate GST" }).click();
    await expect(page).toHaveURL(/\?amount=1180&rate=18&inclusive=1&supply=intra#result$/);
    await expect(figure(page, "Taxable value")).toHaveText("₹1,000.00");
    await expect(figure(page, "Total GST")).toHaveText("₹180.00");

    const answer = page.waitForResponse((res) => res.url().includes("amount=1%2C18%2C0"));
    await form.getByLabel("Amount (₹)", { exact: true }).fill("1,18,0.5.5");
    await form.getByRole("button", { name: "Calculate GST" }).click();
    expect((await answer).status()).toBe(422);
    const amount = form.getByLabel("Amount (₹)", { exact: true });
    await expect(amount).toHaveValue("1,18,0.5.5");
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(amount).toHaveAccessibleDescription(/Enter an amount in rupees, such as 4,50,000, 35 lakh or 1\.5 crore\./);
    await expect(page.getByRole("alert")).toContainText("Enter an amount in rupees, such as 4,50,000, 35 lakh or 1.5 crore.");
    await expect(figure(page, "Invoice total")).toHaveCount(0);
  });

  test("the EMI calculator: ₹10,00,000 at 10% over 5 years, compared with 9.5%", async ({ page }) => {
    await page.goto("/tools/emi-calculator");
    const form = emiForm(page);
    await form.getByLabel("Loan amount (₹)").fill("10,00,000");
    await form.getByLabel("Interest rate (% a year)", { exact: true }).fill("10");
    await form.getByLabel("Tenure", { exact: true }).fill("5");
    await form.getByLabel("Tenure in").selectOption("years");
    await form.getByRole("button", { name: "Calculate EMI" }).click();

    await expect(page).toHaveURL(/\/tools\/emi-calculator\?amount=1000000&rate=10&tenure=5&unit=years#result$/);
    await expect(page.getByTestId("emi-amount")).toHaveText("₹21,247");
    await expect(figure(page, "Total interest")).toHaveText("₹2,74,822.84");
    await expect(figure(page, "Total payment")).toHaveText("₹12,74,822.84");
    const schedule = page.getByRole("table", { name: "₹10,00,000.00 at 10% a year over 5 years, in rupees" });
    await expect(schedule.getByRole("columnheader")).toHaveText(["Year", "Opening balance", "Principal paid", "Interest paid", "Closing balance"]);
    await expect(schedule.getByRole("rowheader")).toHaveText(["1", "2", "3", "4", "5"]);

    await form.getByLabel("Compare with another rate").fill("9.5");
    await form.getByRole("button", { name: "Calculate EMI" }).click();
    await expect(page).toHaveURL(/&rate2=9\.5#result$/);
    const comparison = page.getByRole("table", { name: "₹10,00,000.00 over 5 years, at two rates" });
    await expect(comparison.getByRole("row", { name: /^Monthly EMI/ })).toHaveText(/Monthly EMI\s*₹21,247\s*₹21,002\s*₹245\.18 less/);
  });
});

test.describe("with JavaScript", () => {
  test("the GST calculator works the result out as the visitor types, without a submit", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/tools/gst-calculator");
    const form = gstForm(page);
    await expect(form).toHaveAttribute("data-hydrated", "false");
    const amount = form.getByLabel("Amount (₹)", { exact: true });
    // Typed at once, as a fast visitor does: the island loads and takes over meanwhile.
    await amount.click();
    await page.keyboard.type("1000");
    await expect(form).toHaveAttribute("data-hydrated", "true");
    await expect(figure(page, "CGST @ 9%")).toHaveText("₹90.00");
    await expect(figure(page, "SGST / UTGST @ 9%")).toHaveText("₹90.00");
    await expect(figure(page, "Total GST")).toHaveText("₹180.00");
    await expect(figure(page, "Invoice total")).toHaveText("₹1,180.00");
    await expect(liveRegion(page)).toHaveText("Invoice total ₹1,180.00: taxable value ₹1,000.00 plus CGST ₹90.00 and SGST ₹90.00 at 18%.");
    // The address follows, so the result can be shared.
    await expect(page).toHaveURL(/\/tools\/gst-calculator\?amount=1000&rate=18&supply=intra$/);

    await form.getByLabel("Including GST (take GST out of it)").check();
    await amount.fill("1,180");
    await expect(figure(page, "Taxable value")).toHaveText("₹1,000.00");
    await expect(figure(page, "Invoice total")).toHaveText("₹1,180.00");

    await form.getByLabel("To another state (IGST)").check();
    await expect(figure(page, "IGST @ 18%")).toHaveText("₹180.00");

    // A rate typed in Custom is the one used.
    await form.getByLabel("Custom rate (%)").fill("12");
    await expect(form.getByLabel("GST rate", { exact: true })).toHaveValue("custom");
    await expect(figure(page, "IGST @ 12%")).toBeVisible();

    // A mistake is named at its field as it is typed, and the result waits.
    await amount.fill("12abc");
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(amount).toHaveAccessibleDescription(/Enter an amount in rupees, such as 4,50,000, 35 lakh or 1\.5 crore\./);
    await expect(figure(page, "Invoice total")).toHaveCount(0);
    await expect(page).toHaveURL(/\/tools\/gst-calculator$/);
    expect(problems).toEqual([]);
  });

  test("the EMI calculator works the result out as the visitor types, and compares a second rate", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/tools/emi-calculator");
    const form = emiForm(page);
    await form.getByLabel("Loan amount (₹)").fill("10,00,000");
    await expect(form).toHaveAttribute("data-hydrated", "true");
    await form.getByLabel("Interest rate (% a year)", { exact: true }).fill("10");
    await form.getByLabel("Tenure", { exact: true }).fill("5");
    await expect(page.getByTestId("emi-amount")).toHaveText("₹21,247");
    await expect(figure(page, "Total interest")).toHaveText("₹2,74,822.84");
    await expect(liveRegion(page)).toHaveText(/^EMI ₹21,247 a month at 10% for 60 months/);
    await expect(page.getByRole("table", { name: /over 5 years/ }).getByRole("rowheader")).toHaveCount(5);

    await form.getByLabel("Compare with another rate").fill("9.5");
    const comparison = page.getByRole("table", { name: "₹10,00,000.00 over 5 years, at two rates" });
    await expect(comparison.getByRole("row", { name: /^Monthly EMI/ })).toHaveText(/Monthly EMI\s*₹21,247\s*₹21,002\s*₹245\.18 less/);
    await expect(liveRegion(page)).toHaveText(/At 9\.5%: EMI ₹21,002, ₹245\.18 less a month/);

    // Sixty months is the same loan.
    await form.getByLabel("Tenure in").selectOption("months");
    await form.getByLabel("Tenure", { exact: true }).fill("60");
    await expect(page.getByTestId("emi-amount")).toHaveText("₹21,247");
    await expect(page).toHaveURL(/\/tools\/emi-calculator\?amount=1000000&rate=10&tenure=60&unit=months&rate2=9\.5$/);

    // The way on: the loan consultation's quote form, starting with the figures.
    await page.getByRole("link", { name: "Get a quote for Loan Consultation" }).click();
    await expect(page).toHaveURL(/\/services\/financial-consultancy\/loan-consultation\?message=.+#get-a-quote$/);
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
      "From the EMI calculator: a loan of ₹10,00,000.00 at 10% a year over 5 years. EMI ₹21,247, total interest ₹2,74,822.84, total payment ₹12,74,822.84. Compared with 9.5% a year: EMI ₹21,002.",
    );
    expect(problems).toEqual([]);
  });

  test("a result's address opens with the result, and the island takes it over as it was", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/tools/gst-calculator?amount=450000&rate=18&supply=intra&round=1");
    const form = gstForm(page);
    await expect(form.getByLabel("Amount (₹)", { exact: true })).toHaveValue("4,50,000");
    await expect(figure(page, "Invoice total")).toHaveText("₹5,31,000.00");
    await form.getByLabel("Round the invoice total to the nearest rupee").uncheck();
    await expect(form).toHaveAttribute("data-hydrated", "true");
    await expect(figure(page, "Round off")).toHaveCount(0);
    await expect(page).toHaveURL(/\?amount=450000&rate=18&supply=intra$/);
    await expect(figure(page, "Invoice total")).toHaveText("₹5,31,000.00");
    expect(problems).toEqual([]);
  });
});

test("the free tools are listed at /tools and in the footer, the top navigation unchanged", async ({ page }) => {
  await page.goto("/tools");
  await expect(page.getByRole("heading", { level: 1, name: "Free Business Tools" })).toBeVisible();
  const list = page.getByRole("region", { name: "Our tools" });
  await expect(list.getByRole("link")).toHaveText(["GST Calculator", "GST Registration Check", "EMI Calculator", "Compliance Calendar"]);
  const footer = page.getByRole("navigation", { name: "Free tools" });
  await expect(footer.getByRole("link")).toHaveText(["GST Calculator", "GST Registration Check", "EMI Calculator", "Compliance Calendar", "All free tools"]);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /tool/i })).toHaveCount(0);
  await list.getByRole("link", { name: "EMI Calculator" }).click();
  await expect(page).toHaveURL(/\/tools\/emi-calculator$/);
  await expect(page.getByRole("heading", { level: 1, name: "EMI Calculator" })).toBeVisible();
});
