import xss from "xss";
import { POST_LINK_URL } from "#core/schemas/post-link";
import type * as XssModule from "xss";

// `xss` is CommonJS whose export is a function carrying the helpers: only the default import
// holds them at runtime in workerd, while its typings declare them as named exports.
const { FilterXSS, safeAttrValue } = xss as unknown as typeof XssModule;

/** Tags an admin may use in a post body, with the attributes each keeps; everything else goes. */
const ALLOWED_TAGS: Record<string, string[]> = {
  h1: [], h2: [], h3: [], h4: [], h5: [], h6: [],
  p: [], br: [], hr: [], blockquote: [], pre: [], code: [],
  ul: [], ol: [], li: [],
  strong: [], em: [], b: [], i: [], u: [],
  a: ["href", "title"],
  img: ["src", "alt", "title", "width", "height"],
  table: [], thead: [], tbody: [], tr: [], th: ["colspan", "rowspan"], td: ["colspan", "rowspan"],
};

/** Elements removed together with their content, not just their tags. */
const DROPPED_WITH_CONTENT = ["script", "style", "iframe", "object", "embed", "noscript", "template", "svg", "math"];

/** One path segment: unreserved characters or percent-escapes, never an encoded `/` or `\`. */
const SEGMENT = String.raw`(?:[A-Za-z0-9._~-]|%(?!2[fF]|5[cC])[0-9A-Fa-f]{2})+`;
/**
 * Where an image may come from: the site's own /media/ and /assets/ paths and nothing else, since the
 * CSP's `img-src 'self' data: blob:` blocks any other host and an image must be uploaded to the site.
 */
const IMAGE_URL = new RegExp(String.raw`^/(?:media|assets)(?:/${SEGMENT})+$`);

/** Allowed elements that have no closing tag. */
const VOID_TAGS = new Set(["br", "hr", "img"]);

/**
 * Closes the elements the input left open and drops closing tags that close nothing, so the stored
 * HTML nests. An element left open would take in the page after the post: the browser keeps an open
 * `<table>` or `<b>` going past the article's own `</div>`, which also breaks React's hydration.
 * The filter has run first, so every `<` left is an allowed tag (text has `&lt;`) and quotes and
 * `>` inside attribute values are escaped: a tag is exactly what this pattern matches.
 */
function balanceTags(html: string): string {
  const open: string[] = [];
  const balanced = html.replace(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi, (tag, slash: string, rawName: string) => {
    const name = rawName.toLowerCase();
    if (VOID_TAGS.has(name)) return slash ? "" : tag;
    if (!slash) {
      open.push(name);
      return tag;
    }
    const at = open.lastIndexOf(name);
    if (at < 0) return "";
    return open.splice(at).reverse().map((n) => `</${n}>`).join("");
  });
  return balanced + open.reverse().map((n) => `</${n}>`).join("");
}

/** A list item with nothing to read: empty, or only spaces, line breaks and empty paragraphs. */
const EMPTY_ITEM = /<li>(?:\s|&nbsp;|<br>|<p>(?:\s|&nbsp;|<br>)*<\/p>)*<\/li>/g;
const EMPTY_LIST = /<(ul|ol)>\s*<\/\1>/g;

/**
 * Removes empty list items, and the lists left empty, until none is left (an empty nested list
 * leaves its item empty): the article would show a bare bullet. They come from an image removed
 * from a bullet, HTML typed in the HTML view, or a paste; the filter has already stripped every
 * attribute from `<li>`, `<ul>` and `<ol>`, and balanceTags closed them.
 */
function dropEmptyListItems(html: string): string {
  let before;
  do {
    before = html;
    html = html.replace(EMPTY_ITEM, "").replace(EMPTY_LIST, "");
  } while (html !== before);
  return html;
}

/** Sanitised HTML, and how many images were removed for pointing somewhere the site cannot show. */
interface SanitizedHtml {
  html: string;
  removedImages: number;
}

/**
 * Reduces admin-authored HTML to the blog's allow-list: no scripts, styles, frames or
 * plugins, no event-handler attributes, links only to http(s), mailto and this site, images only
 * from this site (any other image is removed whole and counted), every element closed, no empty
 * list item. Runs before a
 * post is stored; the public site renders only this output.
 */
export function sanitizeHtml(html: string): SanitizedHtml {
  // An image whose source is refused gets this per-call marker as its source and is then cut out
  // whole; input cannot guess the marker, and the library escapes quotes and `>` in attribute values.
  const marker = `removed-${crypto.randomUUID()}`;
  const filter = new FilterXSS({
    whiteList: ALLOWED_TAGS,
    stripIgnoreTag: true,
    stripIgnoreTagBody: DROPPED_WITH_CONTENT,
    allowCommentTag: false,
    css: false,
    safeAttrValue(tag, name, value, cssFilter) {
      // The library decodes entities, strips control characters and escapes quotes; the URLs are narrowed here.
      const safe = safeAttrValue(tag, name, value, cssFilter);
      if (tag === "a" && name === "href") return POST_LINK_URL.test(safe) ? safe : "";
      if (tag === "img" && name === "src") return IMAGE_URL.test(safe) ? safe : marker;
      return safe;
    },
  });
  let removedImages = 0;
  const cleaned = filter.process(html).replace(new RegExp(`<img\\b[^>]*\\ssrc="${marker}"[^>]*>`, "g"), () => {
    removedImages += 1;
    return "";
  });
  return { html: dropEmptyListItems(balanceTags(cleaned)), removedImages };
}
