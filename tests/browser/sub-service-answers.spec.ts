import { expect, test, watchConsole } from "./fixtures";

const GST = "/services/legal-consultancy/gst-registration";

test.describe("a sub-service page that answers", () => {
  test("opens with the short answer and a Get a Quote link that reaches the form in one step", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const problems = watchConsole(page);
    await page.goto(GST);
    await expect(page.getByText("We confirm whether and where you need GST registration")).toBeInViewport();
    const quoteHeading = page.locator("#quote-heading");
    await expect(quoteHeading).not.toBeInViewport();
    // The hero's button (exact: a phone's in-page index has its own "Get a quote" link to the form).
    await page.getByRole("link", { name: "Get a Quote", exact: true }).click();
    await expect(quoteHeading).toBeInViewport();
    await expect(page.getByRole("button", { name: "Request a Quote" })).toBeAttached();
    for (const heading of ["Who It Is For", "How It Works", "Documents to Keep Ready", "Typical Timeline", "Frequently Asked Questions"]) {
      await expect(page.getByRole("heading", { name: heading })).toBeAttached();
    }
    // The FAQs open natively, with or without script.
    const faq = page.getByText("Is there a government fee for GST registration?");
    await faq.click();
    await expect(page.getByText("The GST portal charges nothing for registration.")).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a sibling reached by its link arrives with its own answers and structured data", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(GST);
    await page.getByRole("navigation", { name: "Legal & Tax Consultancy services" }).getByRole("link", { name: "GST Compliance" }).click();
    await expect(page).toHaveURL(/\/services\/legal-consultancy\/gst-compliance$/);
    await expect(page.getByRole("heading", { level: 1, name: "GST Compliance" })).toBeVisible();
    await expect(page.getByText("We prepare and file your GST returns on time")).toBeVisible();
    await expect(page).toHaveTitle("GST Compliance | Vriddhi Business Solutions");
    // A document of its own: the server wrote this page's JSON-LD, not the previous one's.
    const structuredData = await page.locator('script[type="application/ld+json"]').textContent();
    expect(structuredData).toContain("Should I file monthly or quarterly?");
    expect(structuredData).not.toContain("Is there a government fee for GST registration?");
    expect(problems).toEqual([]);
  });

  test("keeps the quote form beside the content, in view, on a wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(GST);
    const quote = page.locator("#get-a-quote");
    await expect(quote).toBeInViewport();
    const form = await quote.boundingBox();
    const answer = await page.getByRole("heading", { name: "Who It Is For" }).boundingBox();
    expect(form!.x).toBeGreaterThan(answer!.x + answer!.width);
    await page.getByRole("heading", { name: "Frequently Asked Questions" }).scrollIntoViewIfNeeded();
    await expect(quote).toBeInViewport();
  });
});

test.describe.serial("the firm's fee, set by staff", () => {
  const path = "/services/financial-consultancy/inventory-management";

  test("shows on the page once saved and is hidden again once cleared", async ({ adminPage: page, baseURL }) => {
    await page.goto("/admin/services");
    const row = page.getByTestId("service-fee-row").filter({ hasText: "Inventory Management" });
    await row.getByRole("button", { name: "Edit the fee for Inventory Management" }).click();
    const form = page.getByRole("form", { name: "Fee for Inventory Management" });
    await form.getByLabel("Professional fee from (₹)").fill("0");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("The fee must be at least ₹1; leave it empty to hide it.")).toBeVisible();
    await form.getByLabel("Professional fee from (₹)").fill("24,999");
    await form.getByLabel("Our timeline").fill("Three weeks from the stock data");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(row.getByText("From ₹24,999")).toBeVisible();

    const visitor = await page.context().browser()!.newPage({ baseURL });
    try {
      await visitor.goto(path);
      const fee = visitor.getByTestId("sub-service-fee");
      await expect(fee).toContainText("From ₹24,999 plus government fees and GST where applicable");
      await expect(fee).toContainText("Our timeline: Three weeks from the stock data");

      await row.getByRole("button", { name: "Edit the fee for Inventory Management" }).click();
      await page.getByRole("form", { name: "Fee for Inventory Management" }).getByRole("button", { name: "Clear" }).click();
      await expect(row.getByText("Not set: the page shows no fee or timeline.")).toBeVisible();
      await visitor.reload();
      await expect(visitor.getByRole("heading", { level: 1, name: "Inventory Management" })).toBeVisible();
      await expect(visitor.getByTestId("sub-service-fee")).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  });

  test("warns before an edited fee is left unsaved", async ({ adminPage: page }) => {
    await page.goto("/admin/services");
    const row = page.getByTestId("service-fee-row").filter({ hasText: "Inventory Management" });
    await row.getByRole("button", { name: "Edit the fee for Inventory Management" }).click();
    const form = page.getByRole("form", { name: "Fee for Inventory Management" });
    await form.getByLabel("Our timeline").fill("Ten working days");

    const dashboard = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard", exact: true });
    await dashboard.click();
    const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await ask.getByRole("button", { name: "Stay and Keep Editing" }).click();
    await expect(form.getByLabel("Our timeline")).toHaveValue("Ten working days");

    await expect(page).toHaveURL(/\/admin\/services$/);

    await form.getByRole("button", { name: "Cancel" }).click();
    await dashboard.click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
