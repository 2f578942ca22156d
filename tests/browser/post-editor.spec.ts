import type { Page } from "@playwright/test";
import { seedArticles } from "../../worker/seed/seed-articles";
import { EDITOR_FORMATS } from "../../worker/testing/editor-formats";
import { expect, test, toast, uniqueSuffix, watchConsole } from "./fixtures";

// A 1 x 1 transparent PNG: real magic bytes, so the worker accepts and stores it.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

const editorOf = (page: Page) => page.getByRole("textbox", { name: "Content", exact: true });
const tool = (page: Page, name: string) => page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name, exact: true });

/** The HTML view's text: what the form would save. Leaves the HTML view open. */
async function htmlSource(page: Page) {
  await tool(page, "HTML").click();
  await expect(tool(page, "HTML")).toHaveAttribute("aria-pressed", "true");
  return page.getByLabel("Content").inputValue();
}

/**
 * Selects `text`, just typed before the cursor. The browser moves the selection on Shift+ArrowLeft
 * and the editor learns of it a moment later (selectionchange), so this waits until the editor's
 * own selection (TipTap puts the editor on its element as `editor`) holds exactly `text`: a toolbar
 * action taken sooner would act on a selection one character short.
 */
async function selectBack(page: Page, text: string) {
  await expect(editorOf(page)).toContainText(text);
  for (let i = 0; i < text.length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await expect
    .poll(() =>
      editorOf(page).evaluate((element) => {
        const { state } = (element as HTMLElement & { editor: { state: { selection: { from: number; to: number }; doc: { textBetween(from: number, to: number): string } } } }).editor;
        return state.doc.textBetween(state.selection.from, state.selection.to);
      }),
    )
    .toBe(text);
}

/** The editor's selection as [from, to], read from TipTap's editor on its element. */
const selectionOf = (page: Page) =>
  editorOf(page).evaluate((element) => {
    const { selection } = (element as HTMLElement & { editor: { state: { selection: { from: number; to: number } } } }).editor.state;
    return [selection.from, selection.to];
  });

/**
 * After a link is added the writer is back in the editor with the cursor just past the link, so the
 * next keystroke continues the sentence instead of replacing the linked words.
 */
async function expectCursorAfterLink(page: Page) {
  await expect(editorOf(page)).toBeFocused();
  await expect.poll(async () => new Set(await selectionOf(page)).size).toBe(1);
}

/** Selects `text`, just typed before the cursor, and links it through the toolbar's dialog. */
async function linkBack(page: Page, text: string, href: string, open: () => Promise<void>) {
  await selectBack(page, text);
  await open();
  const dialog = page.getByRole("dialog", { name: "Add link" });
  await dialog.getByLabel("Link address").fill(href);
  await dialog.getByRole("button", { name: "Add link" }).click();
  await expect(dialog).toHaveCount(0);
  await expectCursorAfterLink(page);
}

/** Makes the editor write its document out (an edit that changes nothing), as any real edit would. */
async function touch(page: Page) {
  await editorOf(page).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type("x");
  await page.keyboard.press("Backspace");
}

test("the admin writes a post with the toolbar only, previews and publishes it, and the article shows it", async ({ adminPage: page }) => {
  // The whole journey, some hundred keystrokes and three page loads: above the 30 s default on a busy machine.
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  const suffix = uniqueSuffix();
  const title = `GST filing for small businesses ${suffix}`;
  await page.goto("/admin/blogs/new");
  const editor = editorOf(page);
  await editor.click();

  await tool(page, "Heading 2").click();
  await expect(tool(page, "Heading 2")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Why timely GST filing matters");
  await page.keyboard.press("Enter");
  await expect(tool(page, "Paragraph")).toHaveAttribute("aria-pressed", "true");

  await page.keyboard.type("Read the GST portal");
  // An address the server would refuse is refused in the dialog, and the dialog stays open.
  await selectBack(page, "GST portal");
  await tool(page, "Link").click();
  const dialog = page.getByRole("dialog", { name: "Add link" });
  for (const bad of ["javascript:alert(1)", "www.gst.gov.in", "//evil.example"]) {
    await dialog.getByLabel("Link address").fill(bad);
    await dialog.getByRole("button", { name: "Add link" }).click();
    await expect(dialog.getByText(/Enter a web address starting with https:\/\//)).toBeVisible();
  }
  await dialog.getByLabel("Link address").fill("https://www.gst.gov.in");
  await dialog.getByRole("button", { name: "Add link" }).click();
  await expect(dialog).toHaveCount(0);
  await expectCursorAfterLink(page);
  await page.keyboard.type(", write to us");
  await linkBack(page, "write to us", "mailto:info@vriddhibusiness.in", () => page.keyboard.press("Control+k"));
  await page.keyboard.type(" or see our services");
  await linkBack(page, "our services", "/services", () => tool(page, "Link").click());
  await page.keyboard.type(".");
  await page.keyboard.press("Enter");

  await tool(page, "Bulleted list").click();
  await page.keyboard.type("PAN card of the business");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Proof of the principal place of business");
  await expect(tool(page, "Bulleted list")).toHaveAttribute("aria-pressed", "true");

  // A new post takes images already (held for it until its first save: the next test).
  await tool(page, "Insert image").click();
  await expect(page.getByRole("dialog", { name: "Insert image" })).toContainText("PNG, JPEG, WebP or GIF, up to 5 MB.");
  await page.keyboard.press("Escape");

  await tool(page, "Undo").click();
  await expect(editor).not.toContainText("Proof of the principal place of business");
  await tool(page, "Redo").click();
  await expect(editor).toContainText("Proof of the principal place of business");

  // What the toolbar wrote is exactly the HTML the sanitiser test proves the server keeps.
  expect(await htmlSource(page)).toBe(EDITOR_FORMATS.heading2 + EDITOR_FORMATS.links + EDITOR_FORMATS.bulletList);
  await tool(page, "HTML").click();

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("Dates, documents and the penalties a late return attracts.");
  await page.getByLabel("Category").selectOption("Finance");
  await page.getByLabel("Author").fill("Asha Verma");

  await tool(page, "Preview").click();
  const preview = page.getByRole("dialog", { name: "Preview" });
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: "Why timely GST filing matters" })).toBeVisible();
  await expect(preview.locator('a[href="/services"]')).toHaveText("our services");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toast(page, "Blog post created successfully")).toBeVisible();
  await page.getByRole("row", { name: new RegExp(title) }).getByRole("link", { name: `Edit ${title}` }).click();

  await touch(page);
  await tool(page, "Insert image").click();
  const imageDialog = page.getByRole("dialog", { name: "Insert image" });
  await imageDialog.getByRole("button", { name: "Insert image" }).click();
  await expect(imageDialog.getByText("Choose an image file.")).toBeVisible();
  await expect(imageDialog.getByText("Describe the image for readers who cannot see it.")).toBeVisible();
  await imageDialog.getByLabel("Image file").setInputFiles({ name: "gst-return.png", mimeType: "image/png", buffer: PNG });
  await imageDialog.getByRole("button", { name: "Insert image" }).click();
  await expect(imageDialog.getByText("Describe the image for readers who cannot see it.")).toBeVisible();
  await imageDialog.getByLabel("Alt text").fill("A GST return open on a laptop screen");
  await imageDialog.getByRole("button", { name: "Insert image" }).click();
  await expect(imageDialog).toHaveCount(0);
  await expect(editor.getByAltText("A GST return open on a laptop screen")).toHaveAttribute("src", /^\/media\/blog-images\/[0-9a-f-]{36}\.png$/);

  await page.getByRole("switch").click();
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toast(page, "Blog post updated successfully")).toBeVisible();

  await page.goto(`/blog/${title.toLowerCase().replaceAll(" ", "-")}`);
  const body = page.locator("article");
  await expect(body.getByRole("heading", { level: 2, name: "Why timely GST filing matters" })).toBeVisible();
  for (const item of ["PAN card of the business", "Proof of the principal place of business"]) {
    await expect(body.locator("li", { hasText: item })).toBeVisible();
  }
  await expect(body.locator('a[href="https://www.gst.gov.in"]')).toHaveText("GST portal");
  await expect(body.locator('a[href="mailto:info@vriddhibusiness.in"]')).toHaveText("write to us");
  const image = body.getByAltText("A GST return open on a laptop screen");
  await expect(image).toHaveAttribute("src", /^\/media\/blog-images\/[0-9a-f-]{36}\.png$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect(problems).toEqual([]);
});

test("an image inserted at the end of a list goes after the list, and the article has no empty bullet", async ({ adminPage: page, api }) => {
  const problems = watchConsole(page);
  const post = await api.createPost({ published: false, content: "<p>Bring these to the GST Seva Kendra:</p>" });
  await page.goto(`/admin/blogs/edit/${post.id}`);
  const editor = editorOf(page);
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await tool(page, "Bulleted list").click();
  await page.keyboard.type("PAN card of the business");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Proof of the principal place of business");
  // The cursor stays at the end of the last bullet, as the author left it.

  await tool(page, "Insert image").click();
  const imageDialog = page.getByRole("dialog", { name: "Insert image" });
  await imageDialog.getByLabel("Image file").setInputFiles({ name: "documents.png", mimeType: "image/png", buffer: PNG });
  await imageDialog.getByLabel("Alt text").fill("The documents laid out on a desk");
  await imageDialog.getByRole("button", { name: "Insert image" }).click();
  await expect(imageDialog).toHaveCount(0);
  await expect(editor.getByAltText("The documents laid out on a desk")).toBeVisible();

  expect(await htmlSource(page)).toMatch(
    /^<p>Bring these to the GST Seva Kendra:<\/p><ul><li><p>PAN card of the business<\/p><\/li><li><p>Proof of the principal place of business<\/p><\/li><\/ul><img src="\/media\/blog-images\/[0-9a-f-]{36}\.png" alt="The documents laid out on a desk">$/,
  );
  await tool(page, "HTML").click();
  await page.getByRole("switch").click();
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toast(page, "Blog post updated successfully")).toBeVisible();

  await page.goto(`/blog/${post.slug}`);
  const body = page.locator("article");
  await expect(body.getByAltText("The documents laid out on a desk")).toBeVisible();
  // The post's own list (the article also lists related posts): its two bullets, no empty one, no image inside.
  const list = body.locator("ul", { hasText: "PAN card of the business" });
  await expect(list.locator("li")).toHaveText(["PAN card of the business", "Proof of the principal place of business"]);
  await expect(list.locator("img")).toHaveCount(0);
  await expect(list.locator("xpath=following-sibling::*[1]")).toHaveJSProperty("tagName", "IMG");
  expect(problems).toEqual([]);
});

test("every format the editor writes comes back from it unchanged", async ({ adminPage: page, api }) => {
  // The sample image names no stored object: its 404 is expected.
  const problems = watchConsole(page, { allowFailedRequests: true });
  const content = Object.values(EDITOR_FORMATS).join("");
  const post = await api.createPost({ published: false, content });
  await page.goto(`/admin/blogs/edit/${post.id}`);
  await touch(page);
  expect(await htmlSource(page)).toBe(content);
  expect(problems).toEqual([]);
});

test("the seeded articles open in the editor without losing content", async ({ adminPage: page, api }) => {
  const problems = watchConsole(page);
  const posts = await api.posts();
  for (const article of seedArticles) {
    const stored = posts.find((post) => post.slug === article.slug);
    expect(stored, article.slug).toBeDefined();
    await page.goto(`/admin/blogs/edit/${stored?.id}`);
    await touch(page);
    // The one change: list items and quotes hold their text in a paragraph, as the editor writes them.
    const expected = article.content
      .replace(/>\s+</g, "><")
      .trim()
      .replace(/<li>([\s\S]*?)<\/li>/g, "<li><p>$1</p></li>")
      .replace(/<blockquote>([\s\S]*?)<\/blockquote>/g, "<blockquote><p>$1</p></blockquote>");
    expect(await htmlSource(page), article.slug).toBe(expected);
  }
  expect(problems).toEqual([]);
});

/** What Word for Windows puts on the clipboard for a heading, a formatted paragraph, a bulleted and a numbered list. */
const WORD_CLIPBOARD = `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=ProgId content=Word.Document><meta name=Generator content="Microsoft Word 15">
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View><w:Zoom>0</w:Zoom></w:WordDocument></xml><![endif]-->
<style><!-- p.MsoNormal, li.MsoNormal {mso-style-parent:""; margin-top:0cm; margin-bottom:8.0pt; font-size:11.0pt; font-family:"Calibri",sans-serif;} @page WordSection1 {size:595.3pt 841.9pt;} --></style>
</head>
<body lang=EN-IN link="#0563C1" vlink="#954F72" style='tab-interval:36.0pt;word-wrap:break-word'>
<!--StartFragment-->
<h2 style='mso-margin-top-alt:auto;mso-margin-bottom-alt:auto'><span style='font-family:"Calibri Light",sans-serif;mso-ascii-theme-font:major-latin;color:#2F5496'>Documents for GST registration<o:p></o:p></span></h2>
<p class=MsoNormal style='margin-bottom:8.0pt;line-height:107%'><span lang=EN-IN style='font-size:12.0pt;line-height:107%;mso-bidi-font-family:Calibri'>Keep these ready <b><span style='mso-bidi-font-weight:bold'>before</span></b> you apply, and <i><span style='color:#C00000'>scan them in colour</span></i>. See the <a href="https://www.gst.gov.in/"><span style='color:#0563C1'>GST portal</span></a>.<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='margin-left:36.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-IN style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span lang=EN-IN>PAN card of the business<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpLast style='margin-left:36.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span lang=EN-IN style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><!--[endif]--><span lang=EN-IN>Address proof<o:p></o:p></span></p>
<p class=MsoNormal>Then:<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='margin-left:36.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span lang=EN-IN><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span lang=EN-IN>Register on the GST portal<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpLast style='margin-left:36.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span lang=EN-IN><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span lang=EN-IN>Verify with the OTP<o:p></o:p></span></p>
<!--EndFragment-->
</body>
</html>`;

/** What Google Docs puts on the clipboard: everything inside a normal-weight <b>, styles on spans. */
const GOOGLE_DOCS_CLIPBOARD =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-3f1e2a7b-7fff-1c2d-4e5f-0a1b2c3d4e5f">' +
  '<h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Filing calendar</span></h2>' +
  '<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:700;white-space:pre-wrap;">GSTR-1</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;white-space:pre-wrap;"> is due by the 11th.</span></p>' +
  '<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-family:Arial,sans-serif;font-style:italic;font-weight:400;white-space:pre-wrap;">Monthly filers</span></p></li></ul>' +
  "</b><br>";

/** Pastes `html` into the editor as the browser would deliver it from the clipboard. */
async function paste(page: Page, html: string) {
  await editorOf(page).evaluate((element, data) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData("text/html", data);
    clipboardData.setData("text/plain", element.ownerDocument.createRange().createContextualFragment(data).textContent ?? "");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
  }, html);
}

test("text pasted from Word or Google Docs keeps its headings, emphasis, links and lists and loses its styling", async ({ adminPage: page, api }) => {
  const problems = watchConsole(page);
  const post = await api.createPost({ published: false, content: "<p>Start</p>" });
  for (const [source, expected] of [
    [
      WORD_CLIPBOARD,
      '<h2>Documents for GST registration</h2><p>Keep these ready <strong>before</strong> you apply, and <em>scan them in colour</em>. See the <a href="https://www.gst.gov.in/">GST portal</a>.</p>' +
        "<ul><li><p>PAN card of the business</p></li><li><p>Address proof</p></li></ul><p>Then:</p>" +
        "<ol><li><p>Register on the GST portal</p></li><li><p>Verify with the OTP</p></li></ol>",
    ],
    [GOOGLE_DOCS_CLIPBOARD, "<h2>Filing calendar</h2><p><strong>GSTR-1</strong> is due by the 11th.</p><ul><li><p><em>Monthly filers</em></p></li></ul>"],
  ]) {
    await page.goto(`/admin/blogs/edit/${post.id}`);
    await editorOf(page).click();
    await page.keyboard.press("Control+a");
    await paste(page, source);
    const html = await htmlSource(page);
    expect(html).not.toMatch(/style=|class=|<span|<o:p|mso-|·|<b\b|id=/);
    expect(html).toBe(expected);
  }
  expect(problems).toEqual([]);
});

test("a post with a table opens in the HTML view, says why, and keeps the table when saved", async ({ adminPage: page, api }) => {
  const problems = watchConsole(page);
  const content = "<h2>Due dates</h2><table><tbody><tr><th>Return</th><th>Due by</th></tr><tr><td>GSTR-1</td><td>11th</td></tr></tbody></table>";
  const post = await api.createPost({ content });
  await page.goto(`/admin/blogs/edit/${post.id}`);
  await expect(tool(page, "HTML")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("note")).toContainText("This post contains tables");
  await expect(page.getByLabel("Content")).toHaveValue(content);
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toast(page, "Blog post updated successfully")).toBeVisible();
  const res = await page.request.get(`/api/blogs/${post.slug}`);
  expect(((await res.json()) as { post: { content: string } }).post.content).toBe(content);
  expect(problems).toEqual([]);
});

test("the editor's code loads on the post form only", async ({ adminPage: page, api }) => {
  const post = await api.createPost();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  // Admin chunks are named admin-… (vite.config.ts).
  const editorChunk = /\/admin-content-editor-[\w-]+\.js$/;
  for (const path of ["/", "/blog", `/blog/${post.slug}`, "/admin/dashboard", "/admin/blogs", "/admin/jobs/new"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((script) => editorChunk.test(script)), path).toEqual([]);
  }
  await page.goto(`/admin/blogs/edit/${post.id}`);
  await expect(editorOf(page)).toBeVisible();
  expect(scripts.filter((script) => editorChunk.test(script))).toHaveLength(1);
});

test("an image added to a new post before its first save is the post's once it is created, and shows on the article", async ({ adminPage: page, api }) => {
  const problems = watchConsole(page);
  const title = `Staged image ${Date.now()}`;
  await page.goto("/admin/blogs/new");
  const editor = editorOf(page);
  await editor.click();
  await page.keyboard.type("The ITC table of GSTR-9, filled in.");
  await tool(page, "Insert image").click();
  const imageDialog = page.getByRole("dialog", { name: "Insert image" });
  await imageDialog.getByLabel("Image file").setInputFiles({ name: "itc-table.png", mimeType: "image/png", buffer: PNG });
  await imageDialog.getByLabel("Alt text").fill("The ITC table of GSTR-9");
  await imageDialog.getByRole("button", { name: "Insert image" }).click();
  await expect(imageDialog).toHaveCount(0);
  await expect(editor.getByAltText("The ITC table of GSTR-9")).toHaveAttribute("src", /^\/media\/blog-images\/[0-9a-f-]{36}\.png$/);

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("What each row of table 6 asks for.");
  await page.getByLabel("Category").selectOption("Finance");
  await page.getByLabel("Author").fill("Asha Verma");
  await page.getByRole("switch").click();
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toast(page, "Blog post created successfully")).toBeVisible();

  const [created] = await api.posts(`q=${encodeURIComponent(title)}`);
  await page.goto(`/blog/${created.slug}`);
  const image = page.locator("article").getByAltText("The ITC table of GSTR-9");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await api.deletePost(created.id);
  // Deleted with the post, as every image it owns.
  expect((await api.request.get(String(await image.getAttribute("src")))).status()).toBe(404);
  expect(problems).toEqual([]);
});
