import { expect, test, uniqueSuffix } from "./fixtures";

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
