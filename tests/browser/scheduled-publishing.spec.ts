import { expect, test, toast, watchConsole } from "./fixtures";

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
