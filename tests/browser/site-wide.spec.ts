/**
 * Tests that need the whole site in a known state (every opening unpublished, the dashboard's
 * figures standing still). The "site-wide" project runs them one at a time after the parallel
 * tests, and each puts back what it changed.
 */
import { expect, test, uniqueSuffix } from "./fixtures";

test.describe.configure({ mode: "serial" });

test("the dashboard shows the server's figures and counts a new post", async ({ adminPage: page, api }) => {
  const card = (label: string) => page.getByRole("group", { name: label, exact: true });
  /** The card's text is its label and one number: exactly this one. */
  const figure = (n: number) => new RegExp(`^\\D*${n}\\D*$`);

  const before = (await api.dashboard()).stats;
  await page.goto("/admin/dashboard");
  await expect(card("Total Blog Posts")).toHaveText(figure(before.blogs.total));
  await expect(card("Published Blog Posts")).toHaveText(figure(before.blogs.published));
  await expect(card("Total Jobs")).toHaveText(figure(before.jobs.total));
  await expect(card("Published Jobs")).toHaveText(figure(before.jobs.published));
  await expect(card("Total Inquiries")).toHaveText(figure(before.inquiries.total));
  await expect(card("New Inquiries")).toHaveText(figure(before.inquiries.new));

  const post = await api.createPost({ title: `Dashboard check ${uniqueSuffix()}` });
  try {
    await page.reload();
    await expect(card("Total Blog Posts")).toHaveText(figure(before.blogs.total + 1));
    await expect(card("Published Blog Posts")).toHaveText(figure(before.blogs.published + 1));
    await expect(card("Total Jobs")).toHaveText(figure(before.jobs.total));
    // Recent Activity reads the audit trail: who did it, and to which post.
    await expect(page.getByText(`created blog post “${post.title}”`)).toBeVisible();
  } finally {
    await api.deletePost(post.id);
  }
});

test("New Inquiries counts Status = New and Not yet contacted counts by stage: opening a lead lowers the first, not the second", async ({ adminPage: page, api }) => {
  const figure = (n: number) => new RegExp(`^\\D*${n}\\D*$`);
  const newInquiries = page.getByRole("group", { name: "New Inquiries", exact: true });
  const notContacted = page.getByRole("region", { name: "Calls to Make" }).getByRole("link", { name: /Not yet contacted/ });
  const notContactedNow = async () => ((await (await api.request.get("/api/admin/dashboard/lead-desk")).json()) as { notContacted: number }).notContacted;
  const before = { new: (await api.dashboard()).stats.inquiries.new, notContacted: await notContactedNow() };

  const suffix = uniqueSuffix();
  const email = `waiting.${suffix}@example.in`;
  await api.submitContact({ name: `Waiting Lead ${suffix}`, email, subject: "Udyam registration", message: "Please call me about Udyam registration." });
  const [lead] = await api.inquiries(email);
  try {
    await page.goto("/admin/dashboard");
    await expect(newInquiries).toHaveText(figure(before.new + 1));
    await expect(notContacted).toHaveText(figure(before.notContacted + 1));
    await expect(notContacted).toHaveAttribute("href", "/admin/inquiries?stage=new");

    // Opened and read, and nobody has called yet.
    await page.goto(`/admin/inquiries?inquiry=${lead.id}`);
    await expect(page.getByRole("dialog", { name: "Inquiry Details" }).getByText("Read", { exact: true })).toBeVisible();
    await page.goto("/admin/dashboard");
    await expect(newInquiries).toHaveText(figure(before.new));
    await expect(notContacted).toHaveText(figure(before.notContacted + 1));
  } finally {
    expect((await api.request.delete(`/api/admin/inquiries/${lead.id}`)).status()).toBe(200);
  }
});

test("with no openings the careers page invites a career enquiry through the contact page", async ({ page, api }) => {
  const open = await api.jobs("status=published");
  for (const job of open) await api.setJobPublished(job.id, false);
  try {
    await page.goto("/contact");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    // The footer link navigates in the browser: the list comes from the real /api/jobs.
    await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();

    await expect(page).toHaveURL("/careers");
    await expect(page.getByRole("heading", { name: "No open positions right now" })).toBeVisible();
    await page.getByRole("link", { name: "Send a career enquiry" }).click();
    await expect(page).toHaveURL("/contact?subject=Career%20enquiry");
    await expect(page.getByLabel("Subject")).toHaveValue("Career enquiry");
  } finally {
    for (const job of open) await api.setJobPublished(job.id, true);
  }
});

test("a blog topic without articles shows a friendly empty state", async ({ page, api }) => {
  const marketing = await api.posts("status=published&category=Marketing");
  for (const post of marketing) await api.setPostPublished(post.id, false);
  try {
    await page.goto("/blog?topic=marketing");
    await expect(page.getByRole("heading", { name: "No articles on Marketing yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Read More/ })).toHaveCount(0);
    await page.getByRole("link", { name: "View all articles" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("link", { name: /^Read More/ }).first()).toBeVisible();
  } finally {
    for (const post of marketing) await api.setPostPublished(post.id, true);
  }
});
