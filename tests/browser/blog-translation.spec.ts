import { expect, test, toast, uniqueSuffix, watchConsole } from "./fixtures";

test("the admin translates a post into Hindi beside its English original, previews and publishes it, and /hi/blog and its feed list it", async ({
  adminPage: page,
  api,
}) => {
  test.setTimeout(60_000);
  const problems = watchConsole(page);
  const suffix = uniqueSuffix();
  const original = await api.createPost({ title: `Udyam registration for traders ${suffix}`, slug: `udyam-registration-${suffix}`, category: "Legal" });
  const title = `व्यापारियों के लिए उद्यम पंजीकरण ${suffix}`;

  await page.goto(`/admin/blogs/edit/${original.id}`);
  await page.getByRole("link", { name: "Write the Hindi translation" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/blogs/new\\?translationOf=${original.id}$`));

  // The English post sits beside the form; the new post starts Hindi, linked, with its slug, category and author.
  await expect(page.getByText("English original")).toBeVisible();
  await expect(page.getByRole("heading", { name: original.title })).toBeVisible();
  await expect(page.getByLabel("Language")).toHaveValue("hi");
  await expect(page.getByLabel("Translation of")).toHaveValue(String(original.id));
  await expect(page.getByLabel("Slug")).toHaveValue(`udyam-registration-${suffix}-hindi`);
  await expect(page.getByLabel("Category")).toHaveValue("Legal");
  await expect(page.getByLabel("Author")).toHaveValue("Asha Verma");

  // A Hindi title keeps the slug: it has no Latin letters to make one from.
  await page.getByLabel("Title").fill(title);
  await expect(page.getByLabel("Slug")).toHaveValue(`udyam-registration-${suffix}-hindi`);
  await page.getByLabel("Excerpt").fill("उद्यम पंजीकरण क्यों ज़रूरी है, और इसके लिए क्या तैयार रखें।");
  const editor = page.getByRole("textbox", { name: "Content", exact: true });
  await editor.click();
  await page.keyboard.type("उद्यम पंजीकरण मुफ़्त है और पूरी तरह ऑनलाइन होता है।");

  await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByRole("dialog", { name: "Preview" });
  await expect(preview.getByRole("heading", { level: 1, name: title })).toHaveAttribute("lang", "hi");
  await expect(preview.getByText("उद्यम पंजीकरण मुफ़्त है और पूरी तरह ऑनलाइन होता है।")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("switch").click();
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toast(page, "Blog post created successfully")).toBeVisible();

  // The English post's editor now names its translation.
  await page.goto(`/admin/blogs/edit/${original.id}`);
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit the Hindi translation" })).toBeVisible();

  await page.goto("/hi/blog");
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/blog/udyam-registration-${suffix}-hindi$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  // The language switch leads to the English original.
  await page.getByRole("link", { name: "Read this page in English" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/blog/udyam-registration-${suffix}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(original.title);

  const feed = await page.request.get("/hi/blog/rss.xml");
  expect(await feed.text()).toContain(`<title>${title}</title>`);
  expect(problems).toEqual([]);
});
