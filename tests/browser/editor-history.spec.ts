import { expect, test, toast, watchConsole } from "./fixtures";

test("a post's history lists its saves, shows what each changed, and Restore brings an earlier one back as a new version", async ({ adminPage: page, api }) => {
  const problems = watchConsole(page);
  const post = await api.createPost({ title: `GST on advances ${Date.now()}`, published: false });
  const edited = { ...post, title: `${post.title}: the 2026 rules`, content: "<p>Tax is due when the advance is received, for services.</p>" };
  expect((await api.request.put(`/api/admin/blogs/${post.id}`, { data: edited })).status()).toBe(200);

  await page.goto(`/admin/blogs/edit/${post.id}`);
  const versions = page.getByRole("list", { name: "Saved versions" }).getByRole("listitem");
  await expect(versions).toHaveCount(2);
  await expect(versions.first().getByText("Current")).toBeVisible();

  await versions.first().getByRole("button", { name: "View" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("insertion").filter({ hasText: "advance is received" })).toBeVisible();
  await expect(dialog.getByRole("deletion").filter({ hasText: "browser tests" })).toBeVisible();
  await expect(dialog.getByRole("insertion").filter({ hasText: ": the 2026 rules" })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  // An earlier version is compared with the current one: what is only in it, what is only in the current.
  await versions.last().getByRole("button", { name: "View or restore" }).click();
  await expect(dialog).toContainText("Compared with the current version");
  await expect(dialog.getByRole("insertion").filter({ hasText: "browser tests" })).toBeVisible();
  await expect(dialog.getByRole("deletion").filter({ hasText: "advance is received" })).toBeVisible();
  await expect(dialog.getByRole("deletion").filter({ hasText: ": the 2026 rules" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Restore this version" }).click();
  await expect(toast(page, "Earlier version restored")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(post.title);
  await expect(versions).toHaveCount(3);
  await expect(versions.first().getByText("restoring an earlier version")).toBeVisible();
  // Still where the admin was, with nothing unsaved.
  await expect(page).toHaveURL(new RegExp(`/admin/blogs/edit/${post.id}$`));
  const stored = (await (await api.request.get(`/api/admin/blogs/${post.id}`)).json()) as { title: string; published: boolean };
  expect(stored).toMatchObject({ title: post.title, published: false });
  await api.deletePost(post.id);
  expect(problems).toEqual([]);
});

test("a long post's earlier version shows only what differs from the current one, with the words around it", async ({ adminPage: page, api }) => {
  const problems = watchConsole(page);
  const steps = (changed: string) =>
    Array.from({ length: 30 }, (_, i) => `<p>Step ${i + 1}: ${i === 14 ? changed : "keep the month's GST invoices together"} before the return is filed.</p>`).join("");
  const post = await api.createPost({ content: steps("pay the advance tax"), published: false });
  expect((await api.request.put(`/api/admin/blogs/${post.id}`, { data: { ...post, content: steps("pay the self-assessment tax") } })).status()).toBe(200);

  await page.goto(`/admin/blogs/edit/${post.id}`);
  const versions = page.getByRole("list", { name: "Saved versions" }).getByRole("listitem");
  await versions.last().getByRole("button", { name: "View or restore" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("insertion")).toHaveText(["advance"]);
  await expect(dialog.getByRole("deletion")).toHaveText(["self-assessment"]);
  // The sentence around the change, not the thirty steps around it.
  await expect(dialog).toContainText("Step 15: pay the");
  await expect(dialog).toContainText("…");
  await expect(dialog).not.toContainText("Step 2:");
  await expect(dialog).not.toContainText("Step 29:");
  await api.deletePost(post.id);
  expect(problems).toEqual([]);
});

test("closing the tab mid-edit and opening the post again offers the autosaved text back", async ({ adminPage: page, api, context }) => {
  const problems = watchConsole(page);
  const post = await api.createPost({ published: false });
  await page.goto(`/admin/blogs/edit/${post.id}`);
  const typed = "Section 194-IB: tenants paying over ₹50,000 a month deduct 2%.";
  await page.getByLabel("Excerpt").fill(typed);
  // No toast, message or navigation: only the time it was kept.
  await expect(page.getByText(/^Saved at \d{1,2}:\d{2} [ap]m IST, kept for you until you save\.$/)).toBeVisible();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/admin/blogs/edit/${post.id}$`));
  await page.close({ runBeforeUnload: false });

  const again = await context.newPage();
  await again.goto(`/admin/blogs/edit/${post.id}`);
  const offer = again.getByRole("region", { name: "Unsaved changes" });
  await expect(offer).toContainText("that were never saved");
  await expect(again.getByLabel("Excerpt")).toHaveValue(post.excerpt);
  await offer.getByRole("button", { name: "Restore changes" }).click();
  await expect(again.getByLabel("Excerpt")).toHaveValue(typed);
  await expect(offer).toBeHidden();

  await again.getByRole("button", { name: "Update Post" }).click();
  await expect(toast(again, "Blog post updated successfully")).toBeVisible();
  await again.goto(`/admin/blogs/edit/${post.id}`);
  await expect(again.getByLabel("Excerpt")).toHaveValue(typed);
  await expect(again.getByRole("region", { name: "Unsaved changes" })).toBeHidden();
  await api.deletePost(post.id);
  expect(problems).toEqual([]);
});

// A 1 x 1 PNG: real magic bytes, so the worker accepts and stores it.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

test("a cover image chosen stays chosen when the autosaved changes are taken back, and is uploaded with the save", async ({ adminPage: page, api }) => {
  const problems = watchConsole(page);
  const post = await api.createPost({ published: false });
  // Typing left from an earlier visit, as the editor keeps it.
  const title = `${post.title}, revised`;
  expect((await api.request.put(`/api/admin/autosaves/post/${post.id}`, { data: { data: { title } } })).status()).toBe(200);

  await page.goto(`/admin/blogs/edit/${post.id}`);
  const offer = page.getByRole("region", { name: "Unsaved changes" });
  await expect(offer).toContainText("that were never saved");
  await page.getByLabel("Image", { exact: true }).setInputFiles({ name: "gst-office.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: "Feature image preview" })).toHaveAttribute("src", /^blob:/);
  await offer.getByRole("button", { name: "Restore changes" }).click();

  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByRole("img", { name: "Feature image preview" })).toHaveAttribute("src", /^blob:/);
  await expect(page.getByText("Chosen: gst-office.png. It is uploaded when you save.")).toBeVisible();
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toast(page, "Blog post updated successfully")).toBeVisible();
  const stored = (await (await api.request.get(`/api/admin/blogs/${post.id}`)).json()) as { title: string; imageUrl: string | null };
  expect(stored.title).toBe(title);
  expect(stored.imageUrl).toMatch(/^\/media\//);
  await api.deletePost(post.id);
  expect(problems).toEqual([]);
});

test("an image chosen and never uploaded before the tab closed is named when the changes are offered back, and asked for again", async ({ adminPage: page, api, context }) => {
  const problems = watchConsole(page);
  const post = await api.createPost({ published: false });
  await page.goto(`/admin/blogs/edit/${post.id}`);
  await page.getByLabel("Excerpt").fill("What a GST notice under section 73 asks, and by when to answer it.");
  await page.getByLabel("Image", { exact: true }).setInputFiles({ name: "notice-sample.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  await page.close({ runBeforeUnload: false });

  const again = await context.newPage();
  const againProblems = watchConsole(again);
  await again.goto(`/admin/blogs/edit/${post.id}`);
  const offer = again.getByRole("region", { name: "Unsaved changes" });
  await expect(offer).toContainText("The image you had chosen (notice-sample.png) was never uploaded: you will need to choose it again.");
  await offer.getByRole("button", { name: "Restore changes" }).click();
  await expect(again.getByLabel("Excerpt")).toHaveValue("What a GST notice under section 73 asks, and by when to answer it.");
  await expect(again.getByRole("status").filter({ hasText: "The image you had chosen (notice-sample.png) was never uploaded" })).toContainText("Choose it again before you save.");
  // Chosen again, the notice gives way to the file waiting for the save.
  await again.getByLabel("Image", { exact: true }).setInputFiles({ name: "notice-sample.png", mimeType: "image/png", buffer: PNG });
  await expect(again.getByText("Chosen: notice-sample.png. It is uploaded when you save.")).toBeVisible();
  await expect(again.getByRole("status").filter({ hasText: "never uploaded" })).toHaveCount(0);
  await api.deletePost(post.id);
  expect([...problems, ...againProblems]).toEqual([]);
});

test("leaving without saving gives the typing up: nothing is offered back", async ({ adminPage: page, api }) => {
  const post = await api.createPost({ published: false });
  await page.goto(`/admin/blogs/edit/${post.id}`);
  await page.getByLabel("Excerpt").fill("A change the admin decides against.");
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Leave Without Saving" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await page.goto(`/admin/blogs/edit/${post.id}`);
  await expect(page.getByLabel("Excerpt")).toHaveValue(post.excerpt);
  await expect(page.getByRole("region", { name: "Unsaved changes" })).toBeHidden();
  await api.deletePost(post.id);
});

test("the preview shows the post at a phone's width and as its link appears when shared", async ({ adminPage: page, api }) => {
  const problems = watchConsole(page);
  const post = await api.createPost({ published: false });
  await page.goto(`/admin/blogs/edit/${post.id}`);
  await page.getByRole("button", { name: "Preview" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Phone" }).click();
  const phone = page.frameLocator('iframe[title="The post at a phone\'s width"]');
  await expect(phone.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  // The site's own styles answer to the phone's width inside the frame.
  expect(await dialog.locator("iframe").evaluate((frame: HTMLIFrameElement) => frame.contentWindow?.innerWidth)).toBeLessThanOrEqual(390);

  await dialog.getByRole("button", { name: "When shared" }).click();
  for (const app of ["WhatsApp", "LinkedIn"]) {
    const card = dialog.getByRole("figure").filter({ hasText: app });
    await expect(card).toContainText(`${post.title} | Vriddhi`);
  }
  await expect(dialog.getByRole("figure").filter({ hasText: "WhatsApp" })).toContainText(post.excerpt);
  await api.deletePost(post.id);
  expect(problems).toEqual([]);
});
