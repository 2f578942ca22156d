import xss from "xss";
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

const LINK_URL = /^(https?:\/\/|mailto:)/i;
const IMAGE_URL = /^(https?:\/\/|\/(?!\/))/i;

const filter = new FilterXSS({
  whiteList: ALLOWED_TAGS,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROPPED_WITH_CONTENT,
  allowCommentTag: false,
  css: false,
  safeAttrValue(tag, name, value, cssFilter) {
    // The library decodes entities and escapes quotes; the URL schemes are narrowed here.
    const safe = safeAttrValue(tag, name, value, cssFilter);
    if (tag === "a" && name === "href") return LINK_URL.test(safe) ? safe : "";
    if (tag === "img" && name === "src") return IMAGE_URL.test(safe) ? safe : "";
    return safe;
  },
});

/**
 * Reduces admin-authored HTML to the blog's allow-list: no scripts, styles, frames or
 * plugins, no event-handler attributes, links only to http(s) and mailto. Runs before a post
 * is stored; the public site renders only this output.
 */
export function sanitizeHtml(html: string): string {
  return filter.process(html);
}
