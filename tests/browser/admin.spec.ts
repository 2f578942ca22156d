import { expect, type Page, test } from "@playwright/test";

const ADMIN = { email: "admin@example.com", password: "change-me-locally" };
// A 1 x 1 transparent PNG: real magic bytes, so the worker accepts and stores it.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

test.describe.configure({ mode: "serial" });

// React, Radix and router warnings or uncaught errors fail a test. The browser's own
// "Failed to load resource" lines are left out: 401s and 404s are expected answers here.
let problems: string[] = [];
test.beforeEach(({ page }) => {
  problems = [];
  page.on("console", (msg) => {
    if ((msg.type() === "error" || msg.type() === "warning") && !msg.text().startsWith("Failed to load resource")) {
      problems.push(msg.text());
    }
  });
  page.on("pageerror", (err) => problems.push(err.message));
});
test.afterEach(() => {
  expect(problems).toEqual([]);
});

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A sidebar entry (the dashboard's quick actions have similar names). */
function sidebarLink(page: Page, name: string) {
  return page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name });
}

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

test("a stored adminUser record alone does not open the admin", async ({ page }) => {
  await page.goto("/admin/login");
  await page.evaluate(() => localStorage.setItem("adminUser", JSON.stringify({ id: 1, email: "admin@example.com", isLoggedIn: true })));
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});

test("a wrong password is refused and the right one opens the dashboard with six cards", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByRole("link", { name: /Back to website/ })).toHaveAttribute("href", "/");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid credentials");

  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(`Welcome, ${ADMIN.email}`)).toBeVisible();
  // the seed publishes three launch articles; nothing else exists yet
  const expected = { "Total Blog Posts": "3", "Published Blog Posts": "3", "Total Jobs": "0", "Published Jobs": "0", "Total Inquiries": "0", "New Inquiries": "0" };
  for (const [label, value] of Object.entries(expected)) {
    await expect(page.getByRole("group", { name: label, exact: true })).toContainText(value);
  }
  for (const action of ["New Blog Post", "New Job", "Manage Blog Posts", "Manage Job Listings", "View Inquiries"]) {
    await expect(page.getByRole("link", { name: action })).toBeVisible();
  }
  await expect(page.getByText(/Blog post “.+” published/).first()).toBeVisible();
});

test("create, publish, edit and delete a blog post with a feature image", async ({ page }) => {
  await signIn(page);
  await sidebarLink(page, "Blog Posts").click();
  await page.getByRole("link", { name: "New Blog Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/);

  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toast(page, "Please fill all required fields")).toBeVisible();

  await page.getByLabel("Title").fill("Hello, World! 2026");
  await expect(page.getByLabel("Slug")).toHaveValue("hello-world-2026");
  await page.getByLabel("Excerpt").fill("A first post from the browser test.");
  await page.getByLabel("Content").fill("<p>Hello <strong>readers</strong></p><script>alert(1)</script>");
  await page.getByLabel("Category").selectOption("Startups");
  await page.getByLabel("Author").fill("Asha Verma");
  await expect(page.getByRole("switch")).toHaveAttribute("aria-checked", "false");
  await page.getByLabel("Image").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByAltText("Feature image preview")).toBeVisible();
  await page.getByRole("button", { name: "Create Post" }).click();

  await expect(toast(page, "Blog post created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  const row = page.getByRole("row", { name: /Hello, World! 2026/ });
  await expect(row.getByText("Draft")).toBeVisible();

  await row.getByRole("button", { name: "Publish Hello, World! 2026" }).click();
  await expect(toast(page, "Blog published successfully")).toBeVisible();
  await expect(row.getByText("Published")).toBeVisible();

  await row.getByRole("link", { name: "Edit Hello, World! 2026" }).click();
  await expect(page.getByLabel("Content")).toHaveValue("<p>Hello <strong>readers</strong></p>");
  const preview = page.getByAltText("Feature image preview");
  await expect(preview).toHaveAttribute("src", /^\/media\/blog-images\/\d+\.png$/);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await page.getByLabel("Title").fill("Hello again");
  await expect(page.getByLabel("Slug")).toHaveValue("hello-again");
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toast(page, "Blog post updated successfully")).toBeVisible();

  const edited = page.getByRole("row", { name: /Hello again/ });
  await edited.getByRole("button", { name: "Delete Hello again" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this blog post?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Blog deleted successfully")).toBeVisible();
  await expect(edited).toHaveCount(0);
});

test("a seeded launch article lists with the site's date and opens for editing with its category", async ({ page }) => {
  await signIn(page);
  await sidebarLink(page, "Blog Posts").click();
  const row = page.getByRole("row", { name: /The Complete Guide to Startup Funding in India/ });
  await expect(row.getByText("18 March 2025")).toBeVisible();
  await row.getByRole("link", { name: "Edit The Complete Guide to Startup Funding in India" }).click();
  await expect(page.getByLabel("Category")).toHaveValue("Finance");
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toast(page, "Blog post updated successfully")).toBeVisible();
});

test("a post that fails to load goes back to the list with a toast", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/blogs/edit/999999");
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(toast(page, "Failed to load blog post")).toBeVisible();
});

test("create, publish, edit and delete a job listing", async ({ page }) => {
  await signIn(page);
  await sidebarLink(page, "Job Listings").click();
  await expect(page.getByText("No Job Listings Yet")).toBeVisible();
  await page.getByRole("link", { name: "New Job" }).first().click();

  await page.getByLabel("Job Title").fill("Senior Tax Associate (GST)");
  await expect(page.getByLabel("Slug")).toHaveValue("senior-tax-associate-gst");
  await page.getByLabel("Description").fill("Prepare and file GST returns for our clients.");
  await page.getByLabel("Requirements").fill("B.Com and two years of GST experience.");
  await page.getByLabel("Location").fill("Bhopal");
  await page.getByLabel("Job Type").selectOption("Contract");
  await expect(page.getByText("Current status:")).toContainText("Draft");
  await page.getByRole("button", { name: "Create Job" }).click();
  await expect(toast(page, "Job listing created successfully")).toBeVisible();

  const row = page.getByRole("row", { name: /Senior Tax Associate/ });
  await expect(row.getByText("Contract")).toBeVisible();
  await row.getByRole("button", { name: /^Publish / }).click();
  await expect(toast(page, "Job published successfully")).toBeVisible();
  await expect(row.getByText("Published")).toBeVisible();

  await row.getByRole("link", { name: /^Edit / }).click();
  await expect(page.getByText("Current status:")).toContainText("Published");
  await page.getByLabel("Salary Range").fill("₹4–6 LPA");
  await page.getByRole("button", { name: "Update Job" }).click();
  await expect(toast(page, "Job listing updated successfully")).toBeVisible();

  await row.getByRole("button", { name: /^Delete / }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this job posting?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Job deleted successfully")).toBeVisible();
  await expect(page.getByText("No Job Listings Yet")).toBeVisible();
});

test("open an inquiry, mark it replied and delete it", async ({ page, request }) => {
  // Sent the way the contact page sends it: the visitor's markup must come back as plain text.
  const sent = await request.post("/api/inquiries", {
    data: {
      type: "contact",
      name: "Ravi <b>Kumar</b>",
      email: "ravi@example.com",
      phone: "+91 98765 43210",
      subject: "Call back",
      message: "Please call me <script>alert(1)</script>",
    },
  });
  expect(sent.status()).toBe(201);
  await signIn(page);
  await sidebarLink(page, "Inquiries").click();
  const row = page.getByRole("row", { name: /Ravi <b>Kumar<\/b>/ });
  await expect(row.getByText("Contact Form")).toBeVisible();
  await expect(row.getByText("New")).toBeVisible();

  await row.getByRole("button", { name: /^View inquiry/ }).click();
  const panel = page.getByRole("dialog", { name: "Inquiry Details" });
  await expect(panel.getByText("Please call me <script>alert(1)</script>")).toBeVisible();
  await expect(panel.getByRole("link", { name: "ravi@example.com" })).toHaveAttribute("href", "mailto:ravi@example.com");
  await expect(panel.getByText("+91 98765 43210")).toBeVisible();
  await expect(panel.getByText("Read", { exact: true })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Mark as Read" })).toBeDisabled();

  await panel.getByRole("button", { name: "Mark as Replied" }).click();
  await expect(toast(page, "Status updated successfully")).toBeVisible();
  await expect(panel.getByText("Replied", { exact: true })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Mark as Replied" })).toBeDisabled();
  await expect(panel.getByRole("link", { name: "Reply via Email" })).toHaveAttribute("href", /^mailto:ravi@example\.com\?subject=/);

  await panel.getByRole("button", { name: "Delete Inquiry" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this inquiry?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Inquiry deleted successfully")).toBeVisible();
  await expect(page.getByText("When visitors submit contact forms or job applications, they will appear here.")).toBeVisible();
});

test("the mobile drawer navigates and closes; the desktop sidebar collapses", async ({ page }) => {
  await signIn(page);
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  await expect(sidebarLink(page, "Inquiries")).toHaveAttribute("title", "Inquiries");

  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog", { name: "Admin navigation" });
  await drawer.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(drawer).toHaveCount(0);
});

test("settings refuse a wrong current password and sign out everywhere", async ({ page }) => {
  await signIn(page);
  await sidebarLink(page, "Settings").click();
  await page.getByLabel("Current Password").fill("not-my-password");
  await page.getByLabel("New Password").fill("short");
  await expect(page.getByText(/Too short: 7 more character/)).toBeVisible();
  await page.getByLabel("New Password").fill("a much longer passphrase");
  await expect(page.getByText("Strong password.")).toBeVisible();
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("The current password is incorrect.").first()).toBeVisible();

  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get("/api/admin/me")).status()).toBe(401);
});

test("logout ends the session on the server and clears the browser's display record", async ({ page }) => {
  const displayRecord = () => page.evaluate(() => localStorage.getItem("adminUser"));
  await signIn(page);
  expect(JSON.parse((await displayRecord()) ?? "null")).toEqual({ id: 1, email: "admin@example.com", isLoggedIn: true });
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await displayRecord()).toBeNull();
  await page.goto("/admin/blogs");
  await expect(page).toHaveURL(/\/admin\/login$/);
  const me = await page.request.get("/api/admin/me");
  expect(me.status()).toBe(401);
});
