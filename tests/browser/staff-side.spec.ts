import type { Page } from "@playwright/test";
import { expect, test, toast, uniqueSuffix, watchConsole } from "./fixtures";

/** A real 1 x 1 PNG: the upload route checks the bytes. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

const sidebarLink = (page: Page, name: string) => page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name, exact: true });

test("the publish toggle flips at once and its toast offers Undo", async ({ adminPage: page, api }) => {
  const problems = watchConsole(page);
  const post = await api.createPost({ published: false });
  await page.goto(`/admin/blogs?q=${encodeURIComponent(post.title)}`);
  const row = page.getByRole("row", { name: new RegExp(post.title) });
  await row.getByRole("button", { name: `Publish ${post.title}` }).click();
  const published = toast(page, "Blog published successfully");
  await expect(published).toBeVisible();
  await expect(row.getByText("Published", { exact: true })).toBeVisible();

  await published.getByRole("button", { name: "Undo" }).click();
  await expect(toast(page, "Blog unpublished successfully")).toBeVisible();
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  expect((await api.posts(`q=${encodeURIComponent(post.title)}`))[0].published).toBe(false);
  expect(problems).toEqual([]);
});

test("an editor with unsaved changes asks before it is left, and one without does not", async ({ adminPage: page, api }) => {
  const job = await api.createJob();
  await page.goto(`/admin/jobs/edit/${job.id}`);
  const title = page.getByLabel("Job Title");
  await expect(title).toHaveValue(job.title);

  // Unchanged: leaving is silent.
  await sidebarLink(page, "Dashboard").click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto(`/admin/jobs/edit/${job.id}`);
  await title.fill(`${job.title} (Senior)`);
  await sidebarLink(page, "Dashboard").click();
  const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Stay and Keep Editing" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/edit/${job.id}$`));
  await expect(title).toHaveValue(`${job.title} (Senior)`);

  // Reloading the tab gets the browser's own warning.
  const beforeUnload = new Promise<string>((resolve) => page.once("dialog", (dialog) => {
    resolve(dialog.type());
    void dialog.dismiss();
  }));
  void page.reload().catch(() => undefined);
  expect(await beforeUnload).toBe("beforeunload");
  await expect(title).toHaveValue(`${job.title} (Senior)`);

  await page.getByRole("link", { name: "Cancel" }).click();
  await ask.getByRole("button", { name: "Leave Without Saving" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  expect((await api.jobs(`q=${encodeURIComponent(job.title)}`))[0].title).toBe(job.title);

  // A post opened and left untouched (its visual editor loaded) is not "unsaved".
  const post = await api.createPost();
  await page.goto(`/admin/blogs/edit/${post.id}`);
  await expect(page.getByRole("textbox", { name: /^Title/ })).toHaveValue(post.title);
  await expect(page.locator(".ProseMirror")).toContainText("Written for the browser tests.");
  await sidebarLink(page, "Blog Posts").click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);

  // A save is no leaving.
  await page.goto(`/admin/jobs/edit/${job.id}`);
  await title.fill(`${job.title} (Lead)`);
  await page.getByRole("button", { name: "Update Job" }).click();
  await expect(toast(page, "Job listing updated successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
});

test("site settings with unsaved changes ask before they are left, like every other editor", async ({ adminPage: page }) => {
  await page.goto("/admin/settings/site");
  const phone = page.getByLabel("Main phone number");
  const saved = await phone.inputValue();
  expect(saved).not.toBe("");

  await phone.fill("+91 98930 55555");
  await sidebarLink(page, "Dashboard").click();
  const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await ask.getByRole("button", { name: "Stay and Keep Editing" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/site$/);
  await expect(phone).toHaveValue("+91 98930 55555");

  await sidebarLink(page, "Dashboard").click();
  await ask.getByRole("button", { name: "Leave Without Saving" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/settings/site");
  await expect(phone).toHaveValue(saved);

  // Discarded changes leave silently.
  await phone.fill("+91 98930 55555");
  await page.getByRole("button", { name: "Discard changes" }).click();
  await sidebarLink(page, "Dashboard").click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("staff add a person, who appears on About and credits the articles they wrote", async ({ adminPage: page, api }) => {
  const problems = watchConsole(page);
  const name = `Meenakshi Dubey ${uniqueSuffix()}`;
  await page.goto("/admin/dashboard");
  await sidebarLink(page, "People").click();
  await page.getByRole("link", { name: "New Person" }).first().click();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel(/^Role/).fill("Partner, Company Law");
  await page.getByLabel("CS", { exact: true }).check();
  await page.getByLabel("Advocate", { exact: true }).check();
  await page.getByLabel("Short Bio").fill("Handles incorporations, ROC filings and shareholder agreements.");
  await page.getByLabel("Photo", { exact: true }).setInputFiles({ name: "meenakshi.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("switch").click();
  await page.getByRole("button", { name: "Create Person" }).click();
  await expect(toast(page, "Person created successfully")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("CS, Advocate");

  // The post form suggests the team's names; a post by this person credits them.
  await page.goto("/admin/blogs/new");
  await expect(page.locator(`#author-suggestions option[value="${name}"]`)).toHaveCount(1);
  const post = await api.createPost({ author: name.toLowerCase() });

  await page.goto("/about");
  const team = page.getByRole("region", { name: "The People You Will Work With" });
  await expect(team.getByRole("heading", { name: new RegExp(name) })).toContainText("CS, Advocate");
  await expect(team).toContainText("Handles incorporations");

  await page.goto(`/blog/${post.slug}`);
  const box = page.getByRole("complementary", { name: `About ${name}` });
  await expect(box).toContainText("Partner, Company Law · CS, Advocate");
  await expect(box.locator("img")).toHaveAttribute("src", /^\/media\/blog-images\//);

  // The editor's preview credits them as the article does.
  await page.goto(`/admin/blogs/edit/${post.id}`);
  await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Preview" }).getByRole("complementary", { name: `About ${name}` })).toContainText(
    "Partner, Company Law · CS, Advocate",
  );
  expect(problems).toEqual([]);
});

test("the Privacy screen finds what is held about an address and erases it in one step", async ({ adminPage: page, api }) => {
  const email = `privacy.${uniqueSuffix()}@example.in`;
  const { reference } = await api.submitContact({ name: "Farhan Qureshi", email, subject: "Delete my data", message: "Please erase what you hold about me." });
  await page.goto("/admin/dashboard");
  await sidebarLink(page, "Privacy").click();
  await page.getByLabel("Email address or phone number").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Find Held Data" }).click();
  const held = page.getByRole("region", { name: `Held about ${email.toUpperCase()}` });
  await expect(held.getByRole("row", { name: new RegExp(reference) })).toContainText("Contact Form");

  await held.getByRole("button", { name: "Erase Everything" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Erase" }).click();
  await expect(toast(page, "Erased 1 inquiry and 0 subscriptions")).toBeVisible();
  expect(await api.inquiries(email)).toEqual([]);

  await page.getByRole("button", { name: "Find Held Data" }).click();
  await expect(page.getByRole("region", { name: `Held about ${email.toUpperCase()}` })).toContainText("Nothing: no inquiry");
});
