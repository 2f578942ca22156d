import { expect, test, toast, uniqueSuffix, watchConsole } from "./fixtures";

test("a saved draft is scheduled in IST, shown as scheduled in the list, and the schedule cancelled", async ({ adminPage: page, api }) => {
  const problems = watchConsole(page);
  const post = await api.createPost({ published: false });
  await page.goto(`/admin/blogs/edit/${post.id}`);

  const field = page.getByLabel("Publish at (IST)");
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByText("Choose the date and time to publish.")).toBeVisible();

  // 10:00 IST tomorrow, typed as the admin sees the clock in India.
  const tomorrow = new Date(Date.now() + 24 * 3_600_000 + 330 * 60_000).toISOString().slice(0, 10);
  await field.fill(`${tomorrow}T10:00`);
  // Enter schedules; it does not save the post.
  await field.press("Enter");
  await expect(toast(page, "Scheduled to publish on")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/blogs/edit/${post.id}$`));
  await expect(page.getByText(/^Scheduled for \d{1,2} \w{3} \d{4}, 10:00 am IST$/)).toBeVisible();
  // The Publishing card says when it goes live, not "Draft… Switch on Published".
  await expect(page.getByText(/^Scheduled · \d{1,2} \w{3} \d{4}, 10:00 am IST$/)).toBeVisible();
  await expect(page.getByText("Current status:")).toHaveCount(0);
  const stored = (await (await api.request.get(`/api/admin/blogs/${post.id}`)).json()) as { publishAt: string; published: boolean };
  expect(stored).toMatchObject({ published: false, publishAt: `${tomorrow}T04:30:00.000Z` });

  await page.goto("/admin/blogs");
  const row = page.getByRole("row").filter({ hasText: post.title });
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  await expect(row.getByText(/Scheduled for .*10:00 am IST/)).toBeVisible();

  await page.goto(`/admin/blogs/edit/${post.id}`);
  await page.getByRole("button", { name: "Cancel schedule" }).click();
  await expect(toast(page, "Schedule cancelled: it stays a draft")).toBeVisible();
  await expect(page.getByLabel("Publish at (IST)")).toBeVisible();
  await expect(page.getByText("Current status:")).toContainText("Draft");
  await expect(page.getByText(/^Scheduled · /)).toHaveCount(0);
  await api.deletePost(post.id);
  expect(problems).toEqual([]);
});

test("an editor left open on a scheduled draft learns it was published, and Update does not make it a draft again", async ({ adminPage: page, api }) => {
  // The editor reads a scheduled draft again once a minute: the page's clock is moved on a minute
  // instead of waiting one out.
  await page.clock.install();
  const problems = watchConsole(page);
  const post = await api.createPost({ published: false });
  const scheduled = await api.request.put(`/api/admin/blogs/${post.id}/schedule`, { data: { publishAt: new Date(Date.now() + 10 * 60_000).toISOString() } });
  expect(scheduled.status()).toBe(200);
  await page.goto(`/admin/blogs/edit/${post.id}`);
  await expect(page.getByText(/^Scheduled for /)).toBeVisible();

  // It goes out meanwhile (as the cron would publish it).
  expect((await api.request.patch(`/api/admin/blogs/${post.id}/published`, { data: { published: true } })).status()).toBe(200);
  await page.clock.fastForward("01:01");
  await expect(toast(page, "This blog post was published as scheduled while you were editing.")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Published" })).toBeChecked();
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toast(page, "Blog post updated successfully")).toBeVisible();
  expect(((await (await api.request.get(`/api/admin/blogs/${post.id}`)).json()) as { published: boolean }).published).toBe(true);
  await api.deletePost(post.id);
  expect(problems).toEqual([]);
});

test("on a new post, Publish Later saves a draft without leaving the editor and schedules it; Save still returns to the list", async ({ adminPage: page, api }) => {
  const problems = watchConsole(page);
  const suffix = uniqueSuffix();
  const title = `Advance tax dates for traders ${suffix}`;
  const tomorrow = new Date(Date.now() + 24 * 3_600_000 + 330 * 60_000).toISOString().slice(0, 10);
  await page.goto("/admin/blogs/new");
  const when = page.getByLabel("Publish at (IST)");

  // Checked as Save checks it: nothing is stored while a required field is empty.
  await when.fill(`${tomorrow}T09:00`);
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(toast(page, "Please fill all required fields")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/);

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("The four instalments of advance tax, and who must pay them.");
  await page.getByRole("textbox", { name: "Content", exact: true }).click();
  await page.keyboard.type("Advance tax is due in four instalments: 15 June, 15 September, 15 December and 15 March.");
  await page.getByLabel("Category").selectOption("Finance");
  await page.getByLabel("Author").fill("Asha Verma");
  await page.getByRole("button", { name: "Schedule", exact: true }).click();

  await expect(toast(page, "Draft saved so it can be scheduled")).toBeVisible();
  await expect(toast(page, "Scheduled to publish on")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs\/edit\/\d+$/);
  const id = Number(page.url().split("/").pop());
  await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
  await expect(page.getByText(/^Scheduled · \d{1,2} \w{3} \d{4}, 9:00 am IST$/)).toBeVisible();
  await expect(toast(page, "Blog post created successfully")).toHaveCount(0);
  const stored = (await (await api.request.get(`/api/admin/blogs/${id}`)).json()) as { title: string; published: boolean; publishAt: string };
  expect(stored).toMatchObject({ title, published: false, publishAt: `${tomorrow}T03:30:00.000Z` });

  // Save is the spec's: back to the list, with its toast; the list still says Draft, and when.
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toast(page, "Blog post updated successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  await expect(row.getByText(/Scheduled for .*9:00 am IST/)).toBeVisible();
  await api.deletePost(id);
  expect(problems).toEqual([]);
});
