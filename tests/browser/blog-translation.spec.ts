import type { APIRequestContext } from "@playwright/test";
import { type Api, expect, signInPage, test, toast, uniqueSuffix, watchConsole } from "./fixtures";

/**
 * An editor of the test's own, invited by the owner: a new post's autosave is kept per account,
 * so typing in another test's new post (as the shared admin) cannot show here.
 */
async function ownEditor(owner: Api, playwright: { request: { newContext(options: object): Promise<APIRequestContext> } }, baseURL: string | undefined) {
  const suffix = uniqueSuffix();
  const account = { email: `editor.${suffix}@example.in`, password: `translator's passphrase ${suffix}` };
  const invite = await owner.request.post("/api/admin/staff/invites", { data: { email: account.email, role: "editor" } });
  expect(invite.status(), await invite.text()).toBe(201);
  const token = new URLSearchParams(new URL(((await invite.json()) as { link: string }).link).hash.slice(1)).get("token");
  // Accepting signs a browser in: a request context of its own, so the owner's stays the owner's.
  const joiner = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL ?? "").origin } });
  const accepted = await joiner.post("/api/admin/invitations/accept", { data: { token, name: `Pooja Nair ${suffix}`, password: account.password } });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const { id } = (await accepted.json()) as { id: number };
  await joiner.dispose();
  return { ...account, id };
}

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

test("at 1280 px the English original has a column of its own that covers no field, and a new translation claims no unsaved change before anything is typed", async ({
  page,
  api,
  baseURL,
  playwright,
}) => {
  const problems = watchConsole(page);
  const editor = await ownEditor(api, playwright, baseURL);
  await signInPage(page, baseURL, editor);
  const suffix = uniqueSuffix();
  // A body longer than the screen: the original scrolls in its own column while the form is read.
  const paragraphs = Array.from({ length: 30 }, (_, i) => `<p>Step ${i + 1}: keep the GST invoices of the month together before the return is filed.</p>`).join("");
  const original = await api.createPost({ title: `GST invoices for small traders ${suffix}`, slug: `gst-invoices-${suffix}`, content: `<h2>Why it matters</h2>${paragraphs}` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/blogs/new?translationOf=${original.id}`);
  await expect(page.getByLabel("Slug")).toHaveValue(`gst-invoices-${suffix}-hindi`);
  await expect(page.getByRole("region", { name: "English original" })).toBeVisible();

  // Every label of the form, brought to the middle of the screen, is itself what is there: the
  // original, stuck at the top as the page scrolls, is over none of them.
  const labels = page.locator("form label");
  expect(await labels.count()).toBeGreaterThan(8);
  for (const label of await labels.all()) {
    if (!(await label.isVisible())) continue;
    const covering = await label.evaluate((element) => {
      element.scrollIntoView({ block: "center", behavior: "instant" });
      const box = element.getBoundingClientRect();
      const found = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return found && (found === element || element.contains(found)) ? null : (found?.closest("[aria-label]")?.getAttribute("aria-label") ?? found?.tagName ?? "nothing");
    });
    expect(covering, `the label "${await label.innerText()}" is covered`).toBeNull();
  }

  // The English post's slug, category and author are where the translation starts, not changes:
  // past the autosave's 2 s pause nothing was kept, and reopening offers nothing back.
  await page.waitForTimeout(3_000);
  await page.reload();
  await expect(page.getByLabel("Slug")).toHaveValue(`gst-invoices-${suffix}-hindi`);
  await page.waitForTimeout(1_000);
  await expect(page.getByRole("region", { name: "Unsaved changes" })).toHaveCount(0);
  // Leaving asks nothing either.
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(page.getByRole("alertdialog", { name: "Leave without saving?" })).toHaveCount(0);
  expect((await api.request.delete(`/api/admin/staff/${editor.id}`)).status()).toBe(200);
  expect(problems).toEqual([]);
});
