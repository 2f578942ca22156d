import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, test, watchConsole } from "./fixtures";
import { axeSource } from "./public-routes";

/*
 * "Do I need GST registration?" (/tools/gst-registration-check): without JavaScript a GET form to
 * its own page, whose address then holds the answers and whose HTML the answer; with JavaScript an
 * island that answers again as the visitor changes a question.
 */

const PATH = "/tools/gst-registration-check";
const checkForm = (page: Page) => page.locator('form[aria-labelledby="gst-reg-form-heading"]');
const verdict = (page: Page) => page.getByTestId("gst-reg-verdict");
/** A line of the answer, by its label. */
const answerLine = (page: Page, label: string) => page.locator(`#result dt:text-is("${label}") + dd`);
/** What a screen reader hears as the answer changes. */
const liveRegion = (page: Page) => page.locator('#result [role="status"]');

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the worked cases: services of ₹15 lakh in Madhya Pradesh, then ₹12 lakh in Manipur, goods across states, and a mistake", async ({ page }) => {
    await page.goto(PATH);
    const form = checkForm(page);
    await expect(form.getByLabel("State or union territory you supply from")).toHaveValue("madhya-pradesh");
    await form.getByLabel("Aggregate turnover this financial year (₹)").fill("15,00,000");
    await form.getByRole("radio", { name: "Services only" }).check();
    await form.getByRole("button", { name: "Check my answer" }).click();

    // The server moved the answers to their one address, and the page shows the answer.
    await expect(page).toHaveURL(/\/tools\/gst-registration-check\?turnover=1500000&supplies=services&interstate=no&state=madhya-pradesh#result$/);
    await expect(verdict(page)).toHaveText("You do not need to register for GST yet");
    await expect(answerLine(page, "Turnover limit")).toHaveText("₹20 lakh");
    await expect(answerLine(page, "Where it is written")).toContainText("Section 22(1), CGST Act, 2017");
    await expect(form.getByLabel("Aggregate turnover this financial year (₹)")).toHaveValue("15,00,000");

    await form.getByLabel("Aggregate turnover this financial year (₹)").fill("12,00,000");
    await form.getByLabel("State or union territory you supply from").selectOption({ label: "Manipur" });
    await form.getByRole("button", { name: "Check my answer" }).click();
    await expect(page).toHaveURL(/\?turnover=1200000&supplies=services&interstate=no&state=manipur#result$/);
    await expect(verdict(page)).toHaveText("You need to register for GST");
    await expect(answerLine(page, "Turnover limit")).toHaveText("₹10 lakh");

    await form.getByLabel("Aggregate turnover this financial year (₹)").fill("5,00,000");
    await form.getByRole("radio", { name: "Goods only" }).check();
    await form.getByLabel("State or union territory you supply from").selectOption({ label: "Madhya Pradesh" });
    await form.getByRole("radiogroup", { name: "Do you supply to buyers in other states?" }).getByRole("radio", { name: "Yes, to other states too" }).check();
    await form.getByRole("button", { name: "Check my answer" }).click();
    await expect(page).toHaveURL(/\?turnover=500000&supplies=goods&interstate=yes&ecommerce=no&excluded=no&state=madhya-pradesh#result$/);
    await expect(verdict(page)).toHaveText("You need to register for GST");
    await expect(answerLine(page, "Turnover limit")).toHaveText("None: registration is needed at any turnover");
    await expect(answerLine(page, "Where it is written")).toHaveText("Section 24(i), CGST Act, 2017");

    const answer = page.waitForResponse((res) => res.url().includes("turnover=5.00"));
    await form.getByLabel("Aggregate turnover this financial year (₹)").fill("5.00.000");
    await form.getByRole("button", { name: "Check my answer" }).click();
    expect((await answer).status()).toBe(422);
    const turnover = form.getByLabel("Aggregate turnover this financial year (₹)");
    await expect(turnover).toHaveValue("5.00.000");
    await expect(turnover).toHaveAttribute("aria-invalid", "true");
    await expect(turnover).toHaveAccessibleDescription(/Enter an amount in rupees, such as 4,50,000, 35 lakh or 1\.5 crore\./);
    await expect(page.getByRole("alert")).toContainText("Enter an amount in rupees, such as 4,50,000, 35 lakh or 1.5 crore.");
    await expect(verdict(page)).toHaveCount(0);
  });

  test("goods alone of ₹35 lakh: ₹40 lakh in Madhya Pradesh, and through Amazon within the state below ₹20 lakh, exempt with an enrolment number", async ({ page }) => {
    await page.goto(PATH);
    const form = checkForm(page);
    await form.getByLabel("Aggregate turnover this financial year (₹)").fill("35,00,000");
    await form.getByRole("radio", { name: "Goods only" }).check();
    await form.getByRole("button", { name: "Check my answer" }).click();
    await expect(page).toHaveURL(/\?turnover=3500000&supplies=goods&interstate=no&ecommerce=no&excluded=no&state=madhya-pradesh#result$/);
    await expect(verdict(page)).toHaveText("You do not need to register for GST yet");
    await expect(answerLine(page, "Turnover limit")).toHaveText("₹40 lakh");
    await expect(answerLine(page, "Rule that applies")).toHaveText("₹40 lakh limit for suppliers of goods alone");

    await form.getByLabel("Aggregate turnover this financial year (₹)").fill("8,00,000");
    await form.getByRole("radiogroup", { name: /e-commerce operators/ }).getByRole("radio", { name: "Yes", exact: true }).check();
    await form.getByRole("button", { name: "Check my answer" }).click();
    await expect(page).toHaveURL(/\?turnover=800000&supplies=goods&interstate=no&ecommerce=yes&excluded=no&state=madhya-pradesh#result$/);
    await expect(verdict(page)).toHaveText("You do not need to register for GST yet");
    await expect(page.getByTestId("gst-reg-reason")).toContainText("enrolment number on the GST portal");
    await expect(answerLine(page, "Where it is written")).toContainText("Notification 34/2023-Central Tax");

    // The way on: the GST Registration quote form, starting with the answers.
    await page.getByRole("link", { name: "Get a quote for GST Registration" }).click();
    await expect(page).toHaveURL(/\/services\/legal-consultancy\/gst-registration\?message=.+#get-a-quote$/);
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
      "From the GST registration check: goods only, aggregate turnover ₹8,00,000, Madhya Pradesh, supplies within the state, sells goods through e-commerce operators. Result: registration not needed yet (Notification 34/2023-Central Tax).",
    );
  });
});

test.describe("with JavaScript", () => {
  test("fetches at most 20 KB of JavaScript, and no React, before the visitor acts", async ({ page }) => {
    const scripts: { path: string; gzip: number }[] = [];
    page.on("response", async (res) => {
      if (res.request().resourceType() !== "script" && !res.url().endsWith(".js")) return;
      const body = await res.body().catch(() => Buffer.alloc(0));
      scripts.push({ path: new URL(res.url()).pathname, gzip: gzipSync(body).length });
    });
    await page.goto(`${PATH}?turnover=1500000&supplies=services&interstate=no&state=madhya-pradesh`, { waitUntil: "networkidle" });
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    expect(total, scripts.map((s) => `${s.path} ${s.gzip}`).join("\n")).toBeLessThanOrEqual(20 * 1024);
    expect(scripts.filter((s) => /framework|react/.test(s.path))).toEqual([]);
    await expect(checkForm(page)).toHaveAttribute("data-hydrated", "false");
  });

  test("answers as the visitor types and chooses, without a submit, and keeps the address on the answer", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(PATH);
    const form = checkForm(page);
    const turnover = form.getByLabel("Aggregate turnover this financial year (₹)");
    await expect(form).toHaveAttribute("data-hydrated", "false");
    // Typed at once, as a fast visitor does: the island loads and takes over meanwhile.
    await turnover.click();
    await page.keyboard.type("15,00,000");
    await expect(form).toHaveAttribute("data-hydrated", "true");
    await form.getByRole("radio", { name: "Services only" }).check();
    await expect(verdict(page)).toHaveText("You do not need to register for GST yet");
    await expect(liveRegion(page)).toHaveText(
      "You do not need to register for GST yet (aggregate turnover ₹15,00,000, Madhya Pradesh). ₹20 lakh limit for services, or goods and services together: Section 22(1), CGST Act.",
    );
    await expect(page).toHaveURL(/\/tools\/gst-registration-check\?turnover=1500000&supplies=services&interstate=no&state=madhya-pradesh$/);

    await form.getByLabel("State or union territory you supply from").selectOption({ label: "Manipur" });
    await turnover.fill("12,00,000");
    await expect(verdict(page)).toHaveText("You need to register for GST");
    await expect(answerLine(page, "Turnover limit")).toHaveText("₹10 lakh");
    await expect(liveRegion(page)).toHaveText(/^You need to register for GST \(aggregate turnover ₹12,00,000, Manipur\)/);

    await form.getByLabel("State or union territory you supply from").selectOption({ label: "Madhya Pradesh" });
    await form.getByRole("radio", { name: "Goods only" }).check();
    await turnover.fill("35,00,000");
    await expect(answerLine(page, "Turnover limit")).toHaveText("₹40 lakh");
    await form.getByRole("radiogroup", { name: /ice cream, pan masala/ }).getByRole("radio", { name: "Yes", exact: true }).check();
    await expect(answerLine(page, "Turnover limit")).toHaveText("₹20 lakh");
    await expect(verdict(page)).toHaveText("You need to register for GST");
    await expect(page).toHaveURL(/\?turnover=3500000&supplies=goods&interstate=no&ecommerce=no&excluded=yes&state=madhya-pradesh$/);

    // The turnover as people write it, in lakh: the same answer, the same address.
    await turnover.fill("35 लाख");
    await expect(turnover).not.toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\?turnover=3500000&supplies=goods&interstate=no&ecommerce=no&excluded=yes&state=madhya-pradesh$/);

    // A mistake is named at its field as it is typed, and the answer waits.
    await turnover.fill("thirty-five lakh");
    await expect(turnover).toHaveAttribute("aria-invalid", "true");
    await expect(verdict(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/tools\/gst-registration-check$/);
    expect(problems).toEqual([]);
  });

  test("a shared answer opens with the answer, and the island takes it over as it was", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(`${PATH}?turnover=500000&supplies=goods&interstate=yes&ecommerce=no&excluded=no&state=madhya-pradesh`);
    const form = checkForm(page);
    await expect(form.getByLabel("Aggregate turnover this financial year (₹)")).toHaveValue("5,00,000");
    await expect(verdict(page)).toHaveText("You need to register for GST");
    await form.getByRole("radiogroup", { name: "Do you supply to buyers in other states?" }).getByRole("radio", { name: "No, only within my state" }).check();
    await expect(form).toHaveAttribute("data-hydrated", "true");
    await expect(verdict(page)).toHaveText("You do not need to register for GST yet");
    await expect(answerLine(page, "Turnover limit")).toHaveText("₹40 lakh");
    await expect(page).toHaveURL(/\?turnover=500000&supplies=goods&interstate=no&ecommerce=no&excluded=no&state=madhya-pradesh$/);
    expect(problems).toEqual([]);
  });
});

test("the check is listed at /tools and in the footer, and offered on the GST Registration page", async ({ page }) => {
  await page.goto("/tools");
  await page.getByRole("region", { name: "Our tools" }).getByRole("link", { name: "GST Registration Check" }).click();
  await expect(page).toHaveURL(/\/tools\/gst-registration-check$/);
  await expect(page.getByRole("heading", { level: 1, name: "Do I Need GST Registration?" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Free tools" }).getByRole("link", { name: "GST Registration Check" })).toHaveAttribute("href", PATH);
  await page.goto("/services/legal-consultancy/gst-registration");
  await expect(page.getByRole("complementary", { name: "Free tools" }).getByRole("link", { name: /Free GST Registration Check/ })).toHaveAttribute("href", PATH);
});

test("an answer, and a page of mistakes, read cleanly to axe on a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of [
    `${PATH}?turnover=3500000&supplies=goods&interstate=no&ecommerce=yes&excluded=no&state=madhya-pradesh`,
    `${PATH}?turnover=35+lakh&supplies=software&interstate=no&state=madhya-pradesh`,
  ]) {
    await page.goto(path);
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] };
      const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResult> } }).axe;
      const result = await axe.run(document);
      return result.violations.map((rule) => `${rule.id}: ${rule.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    });
    expect(violations, path).toEqual([]);
  }
});
