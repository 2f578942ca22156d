import { describe, expect, it } from "vitest";
import { EDITOR_FORMATS } from "../testing/editor-formats";
import { sanitizeHtml } from "./sanitize-html";

describe("sanitizeHtml links", () => {
  it.each([
    ['<a href="/contact">c</a>', '<a href="/contact">c</a>'],
    ['<a href="/">home</a>', '<a href="/">home</a>'],
    ['<a href="/services/gst-registration#fees">g</a>', '<a href="/services/gst-registration#fees">g</a>'],
    ['<a href="#faq">f</a>', '<a href="#faq">f</a>'],
    ['<a href="https://example.com/x">e</a>', '<a href="https://example.com/x">e</a>'],
    ['<a href="http://example.com">e</a>', '<a href="http://example.com">e</a>'],
    ['<a href="mailto:a@b.in">m</a>', '<a href="mailto:a@b.in">m</a>'],
  ])("keeps %s", (input, output) => {
    expect(sanitizeHtml(input)).toEqual({ html: output, removedImages: 0 });
  });

  it.each([
    '<a href="//evil.example">x</a>',
    '<a href="/\\evil.example">x</a>',
    '<a href="\\\\evil.example">x</a>',
    '<a href="&#47;&#47;evil.example">x</a>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt&colon;alert(1)">x</a>',
    '<a href="data:text/html,x">x</a>',
    '<a href="contact">x</a>',
  ])("drops the href of %s", (input) => {
    expect(sanitizeHtml(input).html).toBe("<a href>x</a>");
  });
});

describe("sanitizeHtml images", () => {
  it.each([
    '<img src="/media/blog-images/0b7f1c52-2f43-4d1e-9a55-4c1f8f0e2a10.png" alt="a">',
    '<img src="/media/blog-images/1700000000000.jpg">',
    '<img src="/assets/logo-Ab12_x.webp" alt="logo">',
  ])("keeps the site's own image %s", (input) => {
    expect(sanitizeHtml(input)).toEqual({ html: input, removedImages: 0 });
  });

  it.each([
    "https://elsewhere.example/x.png",
    "http://elsewhere.example/x.png",
    "//elsewhere.example/x.png",
    "/\\evil.example/x.png",
    "\\\\evil.example/x.png",
    "/media//evil.example/x.png",
    "/media/%2f%2fevil.example/x.png",
    "/media/%2F%2Fevil.example/x.png",
    "/media/%5cevil.example/x.png",
    "/media/a\\b.png",
    "data:image/png;base64,iVBORw0KGgo=",
    "javascript:alert(1)",
    "/uploads/x.png",
    "media/x.png",
    "/media",
    "/media/x.png?x=1",
  ])("removes an image from %s, which the site's CSP would block or which leaves the site", (src) => {
    expect(sanitizeHtml(`<p>a<img src="${src}" alt="x">b</p>`)).toEqual({ html: "<p>ab</p>", removedImages: 1 });
  });

  it("counts every removed image and keeps the allowed ones", () => {
    const html =
      '<img src="https://a.example/1.png"><img src="/media/blog-images/1700000000000.png"><img src="//b.example/2.png">';
    expect(sanitizeHtml(html)).toEqual({ html: '<img src="/media/blog-images/1700000000000.png">', removedImages: 2 });
  });

  it("is not fooled by an alt text that looks like an attribute", () => {
    const html = '<img alt="src=x" src="/media/blog-images/1700000000000.png">';
    expect(sanitizeHtml(html)).toEqual({ html, removedImages: 0 });
  });
});

describe("sanitizeHtml markup", () => {
  it("drops scripts, styles, frames and event handlers", () => {
    const { html } = sanitizeHtml(
      '<h2 onclick="x()">Hi</h2><script>alert(1)</script><style>p{}</style><iframe src="https://e.x"></iframe><p>ok</p>',
    );
    expect(html).toBe("<h2>Hi</h2><p>ok</p>");
  });
});

describe("sanitizeHtml and the post editor", () => {
  it.each(Object.entries(EDITOR_FORMATS))("keeps the editor's %s exactly as the editor wrote it", (_format, html) => {
    expect(sanitizeHtml(html)).toEqual({ html, removedImages: 0 });
  });

  it("keeps a whole post written with every format unchanged", () => {
    const post = Object.values(EDITOR_FORMATS).join("");
    expect(sanitizeHtml(post)).toEqual({ html: post, removedImages: 0 });
  });
});

describe("sanitizeHtml empty list items", () => {
  it.each([
    ["<ul><li><p>PAN card</p></li><li></li></ul>", "<ul><li><p>PAN card</p></li></ul>"],
    ["<ul><li><p>PAN card</p></li><li><p></p></li></ul><p>Next</p>", "<ul><li><p>PAN card</p></li></ul><p>Next</p>"],
    ["<ol><li> <br> </li><li>Verify with the OTP</li></ol>", "<ol><li>Verify with the OTP</li></ol>"],
    ['<ul><li class="x"><p>&nbsp;</p></li></ul><p>After</p>', "<p>After</p>"],
    ["<ul><li><p>Outer</p><ul><li></li></ul></li><li><ul><li><p></p></li></ul></li></ul>", "<ul><li><p>Outer</p></li></ul>"],
  ])("drops the empty items of %s", (input, output) => {
    expect(sanitizeHtml(input).html).toBe(output);
  });

  it("drops the bullet an image refused from another site leaves empty, and counts the image", () => {
    expect(sanitizeHtml('<ul><li><p>Form GST REG-01</p></li><li><img src="https://evil.example/x.png"></li></ul>')).toEqual({
      html: "<ul><li><p>Form GST REG-01</p></li></ul>",
      removedImages: 1,
    });
  });

  it("keeps an item holding only an image of the site's own", () => {
    const html = '<ul><li><img src="/media/blog-images/0b7f1c52-2f43-4d1e-9a55-4c1f8f0e2a10.png" alt="Form"></li></ul>';
    expect(sanitizeHtml(html).html).toBe(html);
  });
});
