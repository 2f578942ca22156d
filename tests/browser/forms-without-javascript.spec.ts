import { expect, publicForm, test, uniqueSuffix } from "./fixtures";

// A visitor whose browser runs no script (or whose script has not arrived yet): the forms still
// post, and the server answers with the thank-you page or the form again with its messages.
test.use({ javaScriptEnabled: false });

const REFERENCE = /VBS-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;

test("the contact form submits and shows the thank-you page with the reference, call and WhatsApp", async ({ page, api }) => {
  const email = `nojs.contact.${uniqueSuffix()}@example.in`;
  await page.goto("/contact");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await page.getByLabel("Full Name").fill("Prakash Tiwari");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Subject").fill("Udyam registration");
  await page.getByRole("textbox", { name: /^Message/ }).fill("We run a small printing unit in Govindpura and need Udyam registration.");
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page).toHaveURL(/\/thank-you\?form=contact&reference=VBS-/);
  await expect(page.getByRole("heading", { level: 1, name: "Message Sent!" })).toBeVisible();
  const reference = new URL(page.url()).searchParams.get("reference")!;
  expect(reference).toMatch(REFERENCE);
  await expect(page.getByText(`Your reference is ${reference}.`)).toBeVisible();
  await expect(page.getByText("We reply within one working day.")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/);
  await expect(page.getByRole("link", { name: /WhatsApp us/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  expect((await api.inquiries(email)).filter((i) => i.email === email)).toMatchObject([{ type: "contact", name: "Prakash Tiwari", reference }]);
});

test("a refused contact post comes back with what was typed and the message at its field", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("Full Name").fill("Prakash Tiwari");
  await page.getByLabel("Email Address").fill("prakash@example");
  await page.getByLabel("Subject").fill("Udyam registration");
  await page.getByRole("textbox", { name: /^Message/ }).fill("Please call me.");
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByRole("alert")).toContainText("Invalid email address");
  await expect(page.getByLabel("Full Name")).toHaveValue("Prakash Tiwari");
  await expect(page.getByLabel("Email Address")).toHaveValue("prakash@example");
  await expect(page.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveValue("Please call me.");
});

test("the quote form submits with its ticked features and shows the thank-you page", async ({ page, api }) => {
  const email = `nojs.quote.${uniqueSuffix()}@example.in`;
  await page.goto("/services/legal-consultancy/gst-registration");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Request a Quote" }) });
  await form.getByLabel("Name").fill("Neha Agrawal");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("+91 98930 22222");
  await form.getByRole("checkbox").first().check();
  await form.getByRole("button", { name: "Request a Quote" }).click();

  await expect(page).toHaveURL(/\/thank-you\?form=quote&reference=VBS-/);
  await expect(page.getByText("We have received your quote request.")).toBeVisible();
  const reference = new URL(page.url()).searchParams.get("reference")!;
  const [stored] = (await api.inquiries(email)).filter((i) => i.email === email);
  expect(stored).toMatchObject({ type: "quote", name: "Neha Agrawal", reference });
});

test("a call-back with only a name and phone is stored as Callback with the page's service", async ({ page, api }) => {
  const name = `Ramesh Yadav ${uniqueSuffix()}`;
  await page.goto("/services/financial-consultancy");
  const form = publicForm(page, "callback");
  await form.getByLabel("Your Name").fill(name);
  await form.getByLabel("Number to Call").fill("0755 400 5678");
  await form.getByRole("button", { name: "Request a Call Back" }).click();

  await expect(page).toHaveURL(/\/thank-you\?form=callback&reference=VBS-/);
  await expect(page.getByRole("heading", { level: 1, name: "We will call you" })).toBeVisible();
  await expect(page.getByText("A consultant will call you during our business hours, at the time you chose.")).toBeVisible();
  const reference = new URL(page.url()).searchParams.get("reference")!;
  expect(reference).toMatch(REFERENCE);
  await expect(page.getByText(`Your reference is ${reference}.`)).toBeVisible();
  expect((await api.inquiries(name)).filter((i) => i.name === name)).toMatchObject([
    { type: "callback", email: null, service: "Financial Consultancy", reference },
  ]);
});

test("a refused post shows a summary at the top of its form linking each field, and the messages at the fields", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("Full Name").fill("Prakash Tiwari");
  await page.getByLabel("Email Address").fill("prakash@example");
  await page.getByRole("button", { name: "Send Message" }).click();

  const form = publicForm(page, "contact");
  const summary = form.getByRole("alert");
  await expect(summary).toContainText("Please correct the following:");
  const links = summary.getByRole("link");
  await expect(links).toHaveText(["Invalid email address", "Subject is required", "Message is required"]);
  // The summary comes first in the form, before any field.
  expect(await form.evaluate((el) => el.querySelector('[role="alert"], input:not([type="hidden"]), textarea, select')?.getAttribute("role"))).toBe("alert");
  // Each message is also under its field, which it describes.
  await expect(page.getByLabel("Email Address")).toHaveAccessibleDescription("Invalid email address");
  await expect(page.getByLabel("Subject")).toHaveAccessibleDescription("Subject is required");
  await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveAccessibleDescription("Message is required");
  await expect(page.getByLabel("Full Name")).toHaveValue("Prakash Tiwari");

  // A link leads to its field.
  await links.filter({ hasText: "Subject is required" }).click();
  await expect(page).toHaveURL(/#contact-subject$/);
  await expect(page.getByLabel("Subject")).toBeInViewport();
});

test("a refused call-back shows the summary and the messages at its fields", async ({ page }) => {
  await page.goto("/services/legal-consultancy/gst-registration");
  const form = publicForm(page, "callback");
  await form.getByLabel("Number to Call").fill("12345");
  await form.getByRole("button", { name: "Request a Call Back" }).click();

  const callback = publicForm(page, "callback");
  const summary = callback.getByRole("alert");
  await expect(summary).toContainText("Please correct the following:");
  await expect(summary.getByRole("link")).toHaveText(["Name is required", "Enter a valid Indian phone number, e.g. +91 98765 43210"]);
  await expect(summary.getByRole("link", { name: "Name is required" })).toHaveAttribute("href", "#callback-name");
  await expect(callback.getByLabel("Your Name")).toHaveAccessibleDescription("Name is required");
  await expect(callback.getByLabel("Number to Call")).toHaveAccessibleDescription("Enter a valid Indian phone number, e.g. +91 98765 43210");
  await expect(callback.getByLabel("Number to Call")).toHaveValue("12345");
  // The page's other form is untouched.
  await expect(publicForm(page, "quote").getByRole("alert")).toHaveCount(0);
});
