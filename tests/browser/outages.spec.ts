import { DATABASE_UNAVAILABLE_READ, DATABASE_UNAVAILABLE_WRITE } from "../../worker/http/errors";
import { endpoints, stubApi } from "./api-stubs";
import { expect, test, toast, uniqueSuffix } from "./fixtures";

/**
 * How the worker answers while D1 is down (worker/submissions/outages.test.ts proves that answer):
 * the server itself cannot be made to lose its database mid-test, so the stubs give it.
 */
const databaseDown = { status: 503, headers: { "Retry-After": "60" } } as const;

test("the contact form keeps what the visitor typed through a database outage, and sends it once the database is back", async ({ page, api }) => {
  const email = `nisha.${uniqueSuffix()}@example.in`;
  const typed = {
    name: "Nisha Agrawal",
    email,
    phone: "+91 94250 67890",
    subject: "Company incorporation",
    message: "We are four partners in Bhopal and want to incorporate a private limited company.",
  };
  const fields = [
    [/^Full Name/, typed.name],
    [/^Email Address/, typed.email],
    [/^Phone Number/, typed.phone],
    [/^Subject/, typed.subject],
    [/^Message/, typed.message],
  ] as const;

  await page.goto("/contact");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  const outage = await stubApi(page, { endpoint: endpoints.inquiries, method: "$post", ...databaseDown, json: { error: DATABASE_UNAVAILABLE_WRITE } });
  for (const [label, value] of fields) await page.getByLabel(label).fill(value);
  const refused = page.waitForResponse((r) => r.url().endsWith("/api/inquiries"));
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await refused).status()).toBe(503);

  await expect(page.getByText("Message not sent")).toBeVisible();
  await expect(page.getByText("Your message could not be sent. Please try again, or call or WhatsApp us.")).toBeVisible();
  for (const [label, value] of fields) await expect(page.getByLabel(label)).toHaveValue(value);
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

  await outage.remove();
  const stored = page.waitForResponse((r) => r.url().endsWith("/api/inquiries"));
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await stored).status()).toBe(201);
  await expect(page.getByText("Message Sent!")).toBeVisible();
  expect((await api.inquiries(email)).filter((i) => i.email === email)).toMatchObject([{ name: typed.name, type: "contact" }]);
});

for (const [list, path, endpoint, message] of [
  ["posts", "/admin/blogs", endpoints.admin.blogs, "Failed to load blogs"],
  ["jobs", "/admin/jobs", endpoints.admin.jobs, "Failed to load jobs"],
  ["inquiries", "/admin/inquiries", endpoints.admin.inquiries, "Failed to load inquiries"],
] as const) {
  test(`the admin ${list} list shows its failure toast when its API fails`, async ({ adminPage: page }) => {
    const outage = await stubApi(page, { endpoint, method: "$get", ...databaseDown, json: { error: DATABASE_UNAVAILABLE_READ } });
    const failed = page.waitForResponse((r) => outage.answers(r.url()) && r.status() === 503);
    await page.goto(path);
    await failed;
    await expect(toast(page, message)).toBeVisible();
    await expect(toast(page, message)).toHaveCount(1);
    // Still in the admin, not sent to sign in: the failure is the list's, not the session's.
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}
