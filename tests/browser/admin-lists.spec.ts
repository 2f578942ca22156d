import { readFileSync } from "node:fs";
import { expect, test, toast, uniqueSuffix, watchConsole } from "./fixtures";
import { endpoints, stubApi } from "./api-stubs";

/** A client address of its own for a batch of form posts (the per-IP limit allows 20 an hour). */
const someIp = () => `10.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

test("the inbox filters, pages, survives a reload, searches, bulk-marks and exports what it lists", async ({ adminPage: page, playwright, baseURL }) => {
  const problems = watchConsole(page);
  const suffix = uniqueSuffix();
  // 30 service enquiries of this test: more than one page of 25.
  for (const batch of [0, 1]) {
    const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL!).origin, "CF-Connecting-IP": someIp() } });
    for (let i = 0; i < 15; i++) {
      const n = batch * 15 + i;
      const res = await visitor.post("/api/inquiries", {
        data: { type: "service_enquiry", name: `Scale ${suffix} ${n}`, email: `scale.${n}.${suffix}@example.in`, phone: "", message: `Enquiry number ${n}`, service: "legal-consultancy", selectedOptions: [], website: "" },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await visitor.dispose();
  }

  await page.goto("/admin/inquiries");
  await page.getByLabel("Type").selectOption("service_enquiry");
  await page.getByLabel("Status").selectOption("new");
  await expect(page).toHaveURL(/type=service_enquiry/);
  await expect(page).toHaveURL(/status=new/);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page.getByText(/^Showing 26–/)).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page.getByLabel("Type")).toHaveValue("service_enquiry");
  await expect(page.getByLabel("Status")).toHaveValue("new");

  await page.getByLabel("Search inquiries").fill(`scale ${suffix}`);
  await expect(page).toHaveURL(new RegExp(`q=scale\\+${suffix}`));
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText("Showing 1–25 of 30 inquiries")).toBeVisible();

  // Tick two rows and mark them read: exactly those two change.
  const rowOf = (n: number) => page.getByRole("row", { name: new RegExp(`Scale ${suffix} ${n}\\b`) });
  await rowOf(29).getByRole("checkbox").check();
  await rowOf(28).getByRole("checkbox").check();
  await expect(page.getByRole("region", { name: "Selected inquiries" })).toContainText("2 inquiries selected");
  await page.getByRole("region", { name: "Selected inquiries" }).getByRole("button", { name: "Mark as Read" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Mark 2 inquiries as read?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Mark 2 inquiries as read" }).click();
  await expect(toast(page, "2 inquiries marked as read")).toBeVisible();
  // Read ones leave the "new" filter: the list now holds the other 28.
  await expect(page.getByText("Showing 1–25 of 28 inquiries")).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const records = csv.slice(1).trimEnd().split("\r\n").slice(1);
  expect(records).toHaveLength(28);
  expect(records.every((line) => line.includes(`Scale ${suffix}`) && line.includes("Service Enquiry,New"))).toBe(true);
  expect(problems).toEqual([]);
});

test("the subscribers screen lists a sign-up with its page, finds it and removes it", async ({ adminPage: page }) => {
  const problems = watchConsole(page);
  const email = `reader.${uniqueSuffix()}@example.in`;
  await page.goto("/blog");
  const form = page.getByRole("form", { name: "Newsletter sign-up" });
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(toast(page, "Almost there: check your inbox")).toBeVisible();

  await page.goto("/admin/dashboard");
  await expect(page.getByRole("link", { name: "View Subscribers" })).toHaveAttribute("href", "/admin/subscribers");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Subscribers" }).click();
  await page.getByLabel("Search subscribers").fill(email);
  // The search reaches the URL after a pause; until then an unfiltered list that happens to hold
  // only this sign-up would look the same, and removing it would end the search unapplied.
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, "\\.")}`));
  const row = page.getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) });
  await expect(row).toContainText("/blog");
  await expect(page.getByText("Showing 1–1 of 1 subscribers")).toBeVisible();

  await row.getByRole("button", { name: `Remove ${email}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText(`Remove ${email} from the newsletter list?`);
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(toast(page, "Subscriber removed")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("No subscribers match this search and these filters.")).toBeVisible();

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Activity" }).click();
  await page.getByLabel("Action").selectOption("subscriber.deleted");
  await expect(page.getByRole("row", { name: /deleted subscriber #\d+/ }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test("each list's empty state is worded for what it lists: posts, job listings, people and the inbox", async ({ adminPage: page }) => {
  const problems = watchConsole(page);
  // Every list answers empty, whatever the shared database holds.
  const empty = { rows: [], total: 0, page: 1, size: 25 };
  await stubApi(page, { endpoint: endpoints.admin.blogs, method: "$get", json: empty });
  await stubApi(page, { endpoint: endpoints.admin.jobs, method: "$get", json: empty });
  await stubApi(page, { endpoint: endpoints.admin.people, method: "$get", json: empty });
  await stubApi(page, { endpoint: endpoints.admin.inquiries, method: "$get", json: empty });
  const main = page.getByRole("main");

  await page.goto("/admin/blogs");
  await expect(main.getByRole("heading", { name: "Blog Posts", exact: true })).toBeVisible();
  await expect(main.getByText("No Blog Posts Yet", { exact: true })).toBeVisible();

  await page.goto("/admin/jobs");
  await expect(main.getByRole("heading", { name: "Job Listings", exact: true })).toBeVisible();
  await expect(main.getByText("No Job Listings Yet", { exact: true })).toBeVisible();

  // "person" is not made "Persons": the screen is People, as the sidebar names it.
  await page.goto("/admin/people");
  await expect(main.getByRole("heading", { name: "People", exact: true })).toBeVisible();
  await expect(main.getByText("No People Yet", { exact: true })).toBeVisible();
  await expect(main.getByText(/Persons/)).toHaveCount(0);

  await page.goto("/admin/inquiries");
  await expect(main.getByText("Contact messages, call-back requests, service enquiries, quote requests and job applications from the website.")).toBeVisible();
  await expect(main.getByText("No Inquiries Yet", { exact: true })).toBeVisible();
  await expect(main.getByText("When visitors submit contact forms or job applications, they will appear here.")).toBeVisible();
  expect(problems).toEqual([]);
});
