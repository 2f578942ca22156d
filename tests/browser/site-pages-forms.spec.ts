import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, FORM_LIMIT_MESSAGE, publicForm, test, toast, uniqueSuffix } from "./fixtures";
import { buildBrochure } from "../../scripts/brochures/brochure";
import { formNotesCopy as formNotesCopyHi } from "#core/content/hi/next-steps";
import { services } from "#core/content/services";
import { subServiceCopy } from "#core/content/sub-service-page";
import { getSubService, subServices } from "#core/content/sub-services";
import { brochurePath } from "../../web/lib/brochures";
import { endpoints, stubApi } from "./api-stubs";

const ENQUIRY_PAGE = "/services/financial-consultancy";

// The service and sub-service pages also hold "Request a call back": fields are found in their own form.
const enquiry = (page: Page) => publicForm(page, "service_enquiry");
const quote = (page: Page) => publicForm(page, "quote");

test("the enquiry form shows the schema's messages for an empty submit", async ({ page }) => {
  await page.goto(ENQUIRY_PAGE);
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(enquiry(page).getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(enquiry(page).getByLabel("Name")).toBeFocused();

  await enquiry(page).getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
});

test("a valid enquiry is stored, thanked and can be followed by another", async ({ page, api }) => {
  const email = `asha.${uniqueSuffix()}@example.in`;
  await page.goto(ENQUIRY_PAGE);
  await enquiry(page).getByLabel("Name").fill("Asha Verma");
  await enquiry(page).getByLabel("Email").fill(email);
  await enquiry(page).getByLabel("Phone").fill("+91 98765 43210");
  await enquiry(page).getByLabel("Loan Consultation").check();
  await enquiry(page).getByLabel("Message").fill("We need a CMA report for a term loan.");

  const requestSent = page.waitForRequest((req) => req.url().endsWith("/api/inquiries") && req.method() === "POST");
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  const request = await requestSent;
  expect(request.postDataJSON()).toMatchObject({
    type: "service_enquiry",
    service: "financial-consultancy",
    name: "Asha Verma",
    email,
    selectedOptions: ["Loan Consultation"],
    website: "",
  });
  expect(request.headers()["idempotency-key"]).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  const response = await request.response();
  expect(response?.status()).toBe(201);
  // The visitor is told the random public reference, never the row id.
  const { reference } = (await response!.json()) as { reference: string };
  expect(reference).toMatch(/^VBS-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

  const thanks = page.getByRole("status").filter({ hasText: "Thank You!" });
  await expect(thanks).toContainText("Financial Consultancy");
  await expect(thanks).toContainText(`Your reference is ${reference}.`);
  await expect(toast(page, "Inquiry Submitted")).toContainText(`Thank you for your inquiry. We'll contact you soon! Your reference is ${reference}.`);

  await page.getByRole("button", { name: "Submit Another Inquiry" }).click();
  await expect(enquiry(page).getByLabel("Name")).toHaveValue("");
  await expect(enquiry(page).getByLabel("Loan Consultation")).not.toBeChecked();
  expect((await api.inquiries(email)).filter((i) => i.email === email)).toMatchObject([{ type: "service_enquiry", name: "Asha Verma", reference }]);
});

test("while submitting the button is disabled and says so", async ({ page }) => {
  // Held until the busy state has been seen, then passed on to the real server.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/inquiries", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(ENQUIRY_PAGE);
  await enquiry(page).getByLabel("Name").fill("Asha Verma");
  await enquiry(page).getByLabel("Email").fill(`asha.${uniqueSuffix()}@example.in`);
  const answered = page.waitForResponse((res) => res.url().endsWith("/api/inquiries"));
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  release();
  expect((await answered).status()).toBe(201);
  await expect(page.getByRole("button", { name: "Submit Another Inquiry" })).toBeVisible();
});

test("a failed submission keeps the input and shows the error toast", async ({ page }) => {
  // Stubbed: a 500 is a failure the real server cannot be asked for.
  await stubApi(page, { endpoint: endpoints.inquiries, method: "$post", status: 500, json: { error: "Internal error" } });
  await page.goto(ENQUIRY_PAGE);
  await enquiry(page).getByLabel("Name").fill("Asha Verma");
  await enquiry(page).getByLabel("Email").fill("asha@example.in");
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page.getByText("Submission Error")).toBeVisible();
  await expect(page.getByText("There was an error submitting your inquiry. Please try again.")).toBeVisible();
  await expect(enquiry(page).getByLabel("Name")).toHaveValue("Asha Verma");
  await expect(page.getByRole("button", { name: "Submit Inquiry" })).toBeEnabled();
});

test("the server's field messages (400) are shown under the fields", async ({ page }) => {
  // The browser checks the phone number itself, so the request is altered on its way out to send
  // one only the server refuses; the 400 and its field messages are the real server's.
  await page.route("**/api/inquiries", (route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), phone: "call me" }) }),
  );
  await page.goto(ENQUIRY_PAGE);
  await enquiry(page).getByLabel("Name").fill("Asha Verma");
  await enquiry(page).getByLabel("Email").fill(`asha.${uniqueSuffix()}@example.in`);
  const answered = page.waitForResponse((res) => res.url().endsWith("/api/inquiries"));
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  expect((await answered).status()).toBe(400);
  await expect(enquiry(page).getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
  await expect(enquiry(page).getByLabel("Phone")).toHaveAccessibleDescription(/Enter a valid phone number, e\.g\. \+91 98765 43210/);
  await expect(enquiry(page).getByLabel("Name")).toHaveValue("Asha Verma");
});

test("the server's rate-limit message (429) is shown", async ({ page, api }) => {
  await api.reachFormLimit();
  await page.goto(ENQUIRY_PAGE);
  await enquiry(page).getByLabel("Name").fill("Asha Verma");
  await enquiry(page).getByLabel("Email").fill(`asha.${uniqueSuffix()}@example.in`);
  const answered = page.waitForResponse((res) => res.url().endsWith("/api/inquiries"));
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  expect((await answered).status()).toBe(429);
  await expect(page.getByText(FORM_LIMIT_MESSAGE)).toBeVisible();
  await expect(enquiry(page).getByLabel("Name")).toHaveValue("Asha Verma");
});

test("the quote form is prefilled with the service and offers its features", async ({ page }) => {
  const sub = getSubService("legal-consultancy", "gst-registration")!;
  await page.goto("/services/legal-consultancy/gst-registration");
  await expect(page.getByRole("heading", { name: "Get a Quote" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Service", exact: true })).toHaveValue(sub.title);
  const group = page.getByRole("group", { name: "Features you would like priced" });
  await expect(group.getByRole("checkbox")).toHaveCount(sub.features.length);
  for (const feature of sub.features) await expect(group.getByLabel(feature)).toBeVisible();

  await quote(page).getByLabel("Name").fill("Ravi Jain");
  await quote(page).getByLabel("Email").fill(`ravi.${uniqueSuffix()}@example.in`);
  await group.getByLabel(sub.features[0]).check();
  const requestSent = page.waitForRequest((req) => req.url().endsWith("/api/inquiries"));
  await page.getByRole("button", { name: "Request a Quote" }).click();
  expect((await requestSent).postDataJSON()).toMatchObject({
    type: "quote",
    service: "legal-consultancy",
    subService: "gst-registration",
    selectedOptions: [sub.features[0]],
  });
  await expect(page.getByRole("status").filter({ hasText: "Thank You!" })).toContainText(sub.title);
});

test("the sub-service page has its breadcrumb, brochure download and help card", async ({ page, request }) => {
  await page.goto("/services/startup-msme-consulting/dpiit-registration");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link")).toHaveText(["Home", "Services", "Startup Msme Consulting"]);
  await expect(crumbs.getByText("DPIIT Registration")).toHaveAttribute("aria-current", "page");

  const brochure = page.getByRole("link", { name: /Download PDF/ });
  await expect(brochure).toHaveAttribute("href", "/brochures/startup-msme-consulting/dpiit-registration.pdf");
  const pdf = await request.get("/brochures/startup-msme-consulting/dpiit-registration.pdf");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  // The help card in the sidebar (the footer has its own contact links).
  const sidebar = page.getByRole("complementary", { name: "Related services and help" });
  await expect(sidebar.getByText(subServiceCopy.assistance.title)).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
});

test("every sub-service has a committed brochure that matches its current content", async () => {
  for (const service of services) {
    for (const sub of subServices[service.id]) {
      const file = readFileSync(new URL(`../../public${brochurePath(service.id, sub.id)}`, import.meta.url));
      const fresh = await buildBrochure(service, sub);
      expect(Buffer.from(fresh).equals(file), `${brochurePath(service.id, sub.id)} is stale: run npm run brochures`).toBe(true);
    }
  }
});

test("a call-back with only a name and phone reaches the inbox as Callback, with the page's service", async ({ page, api }) => {
  const name = `Nisha Verma ${uniqueSuffix()}`;
  await page.goto("/services/legal-consultancy/gst-registration#callback");
  const section = page.locator("#callback");
  await expect(section.getByRole("heading", { name: "Request a call back" })).toBeVisible();
  const form = publicForm(page, "callback");
  await form.getByLabel("Your Name").fill(name);
  await form.getByLabel("Number to Call").fill("98260 33333");

  const requestSent = page.waitForRequest((req) => req.url().endsWith("/api/inquiries") && req.method() === "POST");
  await form.getByRole("button", { name: "Request a Call Back" }).click();
  const request = await requestSent;
  expect(request.postDataJSON()).toMatchObject({ type: "callback", name, phone: "98260 33333", email: "", service: "legal-consultancy", subService: "gst-registration" });
  const { reference } = (await (await request.response())!.json()) as { reference: string };

  const thanks = page.getByRole("status").filter({ hasText: "We will call you" });
  await expect(thanks).toContainText("A consultant will call you during our business hours, at the time you chose.");
  await expect(thanks).toContainText(`Your reference is ${reference}.`);
  await expect(toast(page, "Call back requested")).toContainText(`Your reference is ${reference}.`);
  expect((await api.inquiries(name)).filter((i) => i.name === name)).toMatchObject([
    { type: "callback", email: null, service: "GST Registration — Legal & Tax Consultancy", reference },
  ]);
});

test("the Hindi call-back form takes a number in Devanagari digits and one copied with direction marks", async ({ page, api }) => {
  // As a Hindi keyboard types it, and as Android contacts and WhatsApp copy it (FSI…PDI, an LRM inside).
  const numbers = [
    { typed: "+९१ ९८७६५ ४३२१०", shown: "+९१ ९८७६५ ४३२१०" },
    { typed: "\u2068+91 98765\u200E 43210\u2069", shown: "+91 98765 43210" },
  ];
  for (const { typed, shown } of numbers) {
    const name = `रमेश कुमार ${uniqueSuffix()}`;
    await page.goto("/hi/contact");
    const form = publicForm(page, "callback");
    await form.getByLabel("आपका नाम").fill(name);
    await form.getByLabel("कॉल के लिए फ़ोन नंबर").fill(typed);
    const requestSent = page.waitForRequest((req) => req.url().endsWith("/api/inquiries") && req.method() === "POST");
    await form.getByRole("button", { name: "कॉल का अनुरोध भेजें" }).click();
    const request = await requestSent;
    const response = await request.response();
    expect(response?.status()).toBe(201);
    const { reference } = (await response!.json()) as { reference: string };

    const thanks = page.getByRole("status").filter({ hasText: "हम आपको कॉल करेंगे" });
    const { before, after } = formNotesCopyHi.reference;
    await expect(thanks).toContainText(`${before} ${reference}${after}`);
    // The number as the visitor wrote it; stored in ASCII digits, which the team dials.
    await expect(thanks).toContainText(`कॉल के लिए फ़ोन नंबर: ${shown}`);
    expect((await api.inquiries(name)).map((i) => [i.reference, i.phone])).toEqual([[reference, "+91 98765 43210"]]);
  }
});

test("a call-back asks for a valid Indian number before it is sent", async ({ page }) => {
  await page.goto("/contact");
  const form = publicForm(page, "callback");
  await form.getByLabel("Your Name").fill("Arjun");
  await form.getByLabel("Number to Call").fill("+44 20 7946 0958");
  await form.getByRole("button", { name: "Request a Call Back" }).click();
  await expect(form.getByLabel("Number to Call")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Number to Call")).toHaveAccessibleDescription("Enter a valid Indian phone number, e.g. +91 98765 43210");
  await expect(form.getByLabel("Number to Call")).toBeFocused();
});
