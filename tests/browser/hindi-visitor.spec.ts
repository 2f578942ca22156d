/**
 * A Hindi visitor on a phone never falls back to English (issue 47): from /hi/ she asks for a call
 * back, reads the privacy policy, uses the GST calculator and the registration check, and signs up
 * for the compliance calendar's reminders, moving by the links and buttons the pages show. Every
 * page she reaches is under /hi/, and every mail she gets is Hindi: on none of them does a run of
 * three Latin-script words appear outside the allow-list (latin-runs.ts).
 */
import { mkdirSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { testimonials } from "#core/content/hi/testimonials";
import { expect, publicForm, test, uniqueSuffix } from "./fixtures";
import { latinRuns } from "./latin-runs";

test.use({ viewport: { width: 360, height: 800 } });

/** Where each page of the journey is screenshotted at 360 px for a person to look at, when set (SHOTS_DIR=/tmp/shots). */
const SHOTS = process.env.SHOTS_DIR;

/**
 * Names the Hindi pages write as their owners do (docs/hindi.md §7, "people's names"): the clients
 * and companies of the testimonials, whose town after the comma is Hindi.
 */
const NAMES = testimonials.flatMap((t) => [t.author, t.company.replace(/, [^,]*$/, "")]);

/** What a reader sees of the page, without the elements marked lang="en" (staff's English, the language switch). */
async function hindiVisibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const hide = document.createElement("style");
    hide.textContent = '[lang|="en"] { display: none !important; }';
    document.head.appendChild(hide);
    try {
      return document.body.innerText;
    } finally {
      hide.remove();
    }
  });
}

/** The page is a Hindi one, reads as Hindi, and is photographed at 360 px. */
async function staysHindi(page: Page, shot: string) {
  const url = new URL(page.url());
  expect(url.pathname, `${page.url()} is a Hindi page`).toMatch(/^\/hi(\/|$)/);
  await expect(page.locator("html")).toHaveAttribute("lang", /^hi/);
  expect(latinRuns(await hindiVisibleText(page), NAMES), `English on ${url.pathname}${url.search}`).toEqual([]);
  // What a WhatsApp button would have her send is her words too.
  for (const href of await page.locator('a[href*="wa.me/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
    const message = new URL(href).searchParams.get("text") ?? "";
    expect(message, `the WhatsApp message on ${url.pathname}`).toMatch(/\p{Script=Devanagari}/u);
    expect(latinRuns(message), `the WhatsApp message on ${url.pathname}`).toEqual([]);
  }
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
  }
}

interface SentMail {
  subject: string;
  text: string;
}

/**
 * The mail the test server sent to `to` whose subject matches, once its after-response work has
 * sent it. Wrangler's simulated EMAIL binding keeps each mail for its local explorer (the text part
 * is also written to .wrangler/tmp/email, as password-reset.spec.ts reads it, but not the subject).
 */
async function mailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<SentMail> {
  const explorer = "/cdn-cgi/local/explorer/api/local/email/sending";
  let found: { messageId: string; subject: string } | undefined;
  await expect
    .poll(
      async () => {
        let cursor: string | undefined;
        do {
          const res = await request.get(explorer, { params: { per_page: 100, ...(cursor ? { cursor } : {}) } });
          const body = (await res.json()) as {
            result: { messageId: string; subject: string; to: string[] }[];
            result_info: { cursor?: string; has_more?: boolean };
          };
          found = body.result.find((mail) => mail.to.some((address) => address.includes(to)) && subject.test(mail.subject));
          cursor = body.result_info.has_more ? body.result_info.cursor : undefined;
        } while (!found && cursor);
        return found;
      },
      { message: `a mail to ${to} with the subject ${subject}` },
    )
    .toBeDefined();
  const detail = await request.get(explorer, { params: { email_id: found!.messageId.replace(/^<|>$/g, "") } });
  const { result } = (await detail.json()) as { result: { text: string } };
  return { subject: found!.subject, text: result.text };
}

/** The mail is Hindi: its subject and its text have Devanagari, and no English runs. */
function isHindi(mail: SentMail) {
  expect(mail.subject).toMatch(/\p{Script=Devanagari}/u);
  expect(mail.text).toMatch(/\p{Script=Devanagari}/u);
  expect(latinRuns(mail.subject), `English in the subject "${mail.subject}"`).toEqual([]);
  expect(latinRuns(mail.text), `English in the mail "${mail.subject}"`).toEqual([]);
}

test("a Hindi visitor asks for a call back, reads the privacy policy, uses the GST tools and signs up for reminders, all in Hindi", async ({ page }) => {
  test.setTimeout(90_000);
  const suffix = uniqueSuffix();
  const email = `sunita.${suffix}@example.in`;

  await page.goto("/hi/");
  await staysHindi(page, "01-home");

  // The call-back, from the home page's button.
  await page.getByRole("link", { name: "मुझे कॉल करें" }).first().click();
  await expect(page).toHaveURL(/\/hi\/contact#callback$/);
  const callback = publicForm(page, "callback");
  await callback.getByLabel("आपका नाम").fill("सुनीता शर्मा");
  await callback.getByLabel("कॉल के लिए फ़ोन नंबर").fill("+91 98765 43210");
  await callback.getByLabel("कॉल करने का सही समय").selectOption({ label: "सुबह" });
  await callback.getByLabel("ईमेल").fill(email);
  const sent = page.waitForResponse((res) => res.url().endsWith("/api/inquiries") && res.request().method() === "POST");
  await callback.getByRole("button", { name: "कॉल का अनुरोध भेजें" }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  await expect(page.getByRole("status").filter({ hasText: "हम आपको कॉल करेंगे" })).toContainText(reference);
  await staysHindi(page, "02-callback-sent");

  const acknowledgement = await mailTo(page.request, email, new RegExp(reference));
  isHindi(acknowledgement);
  expect(acknowledgement.text).toContain("नमस्ते सुनीता शर्मा जी,");
  expect(acknowledgement.text).toContain("आपका चुना समय: सुबह");

  // The privacy policy, from the note under the page's forms.
  await page.getByRole("main").getByRole("link", { name: "गोपनीयता नीति" }).first().click();
  await expect(page).toHaveURL(/\/hi\/privacy-policy$/);
  await staysHindi(page, "03-privacy-policy");

  // The GST calculator, from the footer's tools.
  await page.getByRole("contentinfo").getByRole("link", { name: "जीएसटी कैलकुलेटर" }).click();
  await expect(page).toHaveURL(/\/hi\/tools\/gst-calculator$/);
  await page.getByLabel("रकम (₹)", { exact: true }).fill("35 लाख");
  await page.getByRole("button", { name: "हिसाब लगाएँ" }).click();
  await expect(page.getByText("अपने आँकड़े भरें, नतीजा यहाँ दिखेगा।")).toBeHidden();
  await staysHindi(page, "04-gst-calculator");

  // The GST registration check, from the footer too.
  await page.getByRole("contentinfo").getByRole("link", { name: "जीएसटी पंजीकरण जाँच" }).click();
  await expect(page).toHaveURL(/\/hi\/tools\/gst-registration-check$/);
  await page.getByLabel("इस वित्त वर्ष का कुल टर्नओवर (₹)").fill("45 लाख");
  await page.getByRole("radio", { name: "सिर्फ़ माल" }).check();
  await page.getByRole("button", { name: "मेरा जवाब देखें" }).click();
  await expect(page.getByText("सवालों के जवाब दें, नतीजा यहाँ दिखेगा।")).toBeHidden();
  await staysHindi(page, "05-gst-registration-check");

  // The compliance calendar, and its reminders by mail, which a phone is offered first.
  await page.getByRole("contentinfo").getByRole("link", { name: "अनुपालन कैलेंडर" }).click();
  await expect(page).toHaveURL(/\/hi\/tools\/compliance-calendar$/);
  await staysHindi(page, "06-compliance-calendar");
  await page.getByRole("link", { name: "ईमेल से रिमाइंडर पाएँ" }).click();
  const reminders = page.getByRole("form", { name: "अनुपालन रिमाइंडर के लिए सदस्यता" });
  await expect(reminders).toBeInViewport();
  await reminders.getByLabel("जीएसटी", { exact: true }).check();
  await reminders.getByLabel("ईमेल पता").fill(email);
  const signedUp = page.waitForResponse((res) => res.url().endsWith("/api/compliance/reminders") && res.request().method() === "POST");
  await reminders.getByRole("button", { name: "मुझे रिमाइंडर ईमेल करें" }).click();
  expect((await signedUp).status()).toBe(201);
  await expect(page.getByText("बस एक कदम बाकी: अपना इनबॉक्स देखें").first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/hi/tools/compliance-calendar");
  await staysHindi(page, "07-reminders-signed-up");

  // The confirmation mail's link, and the page's button, lead to Hindi pages.
  const confirmation = await mailTo(page.request, email, /अनुपालन रिमाइंडर/);
  isHindi(confirmation);
  const link = /http:\/\/\S+\/reminders\/confirm\?token=[A-Za-z0-9_%-]+/.exec(confirmation.text)?.[0];
  expect(link, "the confirmation link").toBeDefined();
  expect(new URL(link!).pathname).toBe("/hi/reminders/confirm");
  await page.goto(link!);
  await staysHindi(page, "08-reminders-confirm");
  await page.getByRole("button", { name: "रिमाइंडर पक्के करें" }).click();
  await page.waitForURL("**/hi/reminders/confirmed");
  await staysHindi(page, "09-reminders-confirmed");
});
