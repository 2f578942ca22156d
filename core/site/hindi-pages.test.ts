import { describe, expect, it } from "vitest";
import { localizedLinksInHtml } from "./hindi-pages";

describe("links in staff-written HTML on a Hindi page", () => {
  it("lead to the Hindi twin, mark what stays English, and leave files and other sites alone", () => {
    const html = [
      '<p><a href="/services/legal-consultancy/gst-registration?from=post&amp;x=1#fees">a</a>',
      '<a href="/blog/an-english-post">b</a>',
      '<a href="/brochures/legal-consultancy/gst-registration.pdf">c</a>',
      '<a href="https://www.gst.gov.in/" rel="noopener">d</a>',
      '<a href="/hi/contact">e</a></p>',
    ].join("");
    expect(localizedLinksInHtml("hi", html)).toBe(
      [
        '<p><a href="/hi/services/legal-consultancy/gst-registration?from=post&amp;x=1#fees">a</a>',
        '<a href="/blog/an-english-post" hreflang="en-IN">b</a>',
        '<a href="/brochures/legal-consultancy/gst-registration.pdf">c</a>',
        '<a href="https://www.gst.gov.in/" rel="noopener">d</a>',
        '<a href="/hi/contact">e</a></p>',
      ].join(""),
    );
    expect(localizedLinksInHtml("en", html)).toBe(html);
  });
});
