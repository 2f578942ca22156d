import type { Params } from "react-router-dom";
import { inLocale } from "#core/i18n/translated";
import { pageTitle, site } from "#core/content/site";
import { chromeCopy } from "#core/content/site-chrome";
import { chromeCopy as hindiChromeCopy } from "#core/content/hi/site-chrome";
import { feedTitle } from "#core/site/blog-labels";
import { feedPath } from "#core/format/post-path";
import { localizedHref, twinOf } from "#core/site/hindi-pages";
import { englishPath, languageTags, type Locale, localeOfPath, pathIn } from "#core/i18n/locale";
import type { SiteView } from "#core/format/site-settings";
import { siteViewOf } from "./site-settings";
import type { PageFacts } from "./structured-data";

/**
 * What a page puts in <head>, declared by its route's `handle.head`. The worker writes it into the
 * server-rendered HTML (headHtml) and the browser keeps it in step on navigation (applyHead): both
 * from the same headTags, so a page's tags cannot differ between the two. The JSON-LD is the
 * server's alone (structuredDataHtml): crawlers read it from the HTML of each address, and its code
 * stays off every page's first load.
 */
export interface Head {
  title: string;
  description: string;
  /** og:type: "article" for a blog post; "website" when absent. */
  type?: "website" | "article";
  /** The social preview image, a site path or an absolute URL; the site's default when absent. */
  image?: string;
  /** What that image shows, when staff described it (og:image:alt, twitter:image:alt). */
  imageAlt?: string;
  /** The page's own schema.org data, written by the server; the firm's ProfessionalService is added on every page. */
  structuredData?: PageFacts[];
  /** Search engines are asked not to index the page (a form's outcome). */
  noindex?: boolean;
  /** The page belongs to the blog: its head names the RSS feed. */
  feed?: boolean;
  /** The page's largest image (its LCP element), preloaded: one per page at most. */
  preloadImage?: { srcset: string; sizes: string; type: string };
  /**
   * The path of the page that is canonical for this one's content, when it is another page (a
   * service's themed landing page names /services/<id>); the page's own path when absent.
   */
  canonicalPath?: string;
  /** The site settings (resolveHead takes them from the site layout): the firm's data on every public page. */
  site?: SiteView;
  /** The page names no twin in the other language (the not-found page). */
  noTwin?: boolean;
  /**
   * The page's twin in the other language when its data decides it (a blog post and its
   * translation: null when it has none); absent, the translated pages' patterns decide
   * (core/site/hindi-pages.ts).
   */
  twin?: string | null;
}

/** `handle` of a public route (web/site-routes.tsx). */
export interface RouteHandle {
  /** `locale`: the page's language, from its path (core/i18n/locale.ts). */
  head?: (args: { data: unknown; params: Params; site?: SiteView; locale: Locale }) => Head;
  /** HTTP status the server answers with when this route renders (the catch-all: 404). */
  status?: number;

  /**
   * The page opens with a dark full-width hero, so the fixed navigation starts transparent over it.
   * A function receives the loader data: a page whose loader failed shows an error page, not its hero.
   */
  heroUnderNav?: boolean | ((data: unknown) => boolean);

  /**
   * The page holds the call-back form (id `callback`): the phone action bar's "Call me back" jumps to
   * it in place instead of opening /contact. A function receives the loader data, as heroUnderNav.
   */
  callbackForm?: boolean | ((data: unknown) => boolean);

  /**
   * The service (or sub-service) the page is about, by its title: the floating WhatsApp button's
   * message names it. Undefined (or a page without it) keeps the general greeting.
   */
  whatsappTopic?: (args: { data: unknown; params: Params; locale: Locale }) => string | undefined;
}

export interface HeadMatch {
  /** The route's id: the site layout's match carries the site settings. */
  id?: string;
  handle: unknown;
  data: unknown;
  params: Params;
}

/** The head of a page no route declares one for. */
export const SITE_HEAD: Head = { title: site.shortName, description: site.description };

/** The not-found page's head, in the language of the address it answers. */
export function notFoundHead(locale: Locale = "en"): Head {
  const copy = inLocale({ en: chromeCopy, hi: hindiChromeCopy }, locale).notFound;
  return { title: pageTitle(copy.title), description: copy.description, noTwin: true };
}

export const NOT_FOUND_HEAD: Head = notFoundHead("en");

const DEFAULT_IMAGE = "/og-image.jpg";

/** The deepest matched route that declares a head wins. */
export function resolveHead(matches: HeadMatch[], fallback: Head = SITE_HEAD, locale: Locale = "en"): Head {
  const site = siteViewOf(matches);
  for (let i = matches.length - 1; i >= 0; i--) {
    const { handle, data, params } = matches[i];
    const head = (handle as RouteHandle | undefined)?.head;
    if (head) return { ...head({ data, params, site, locale }), site };
  }
  return { ...fallback, site };
}

/**
 * The site's origin as the server wrote it into the page's canonical link (the worker takes it
 * from SITE_URL, worker/lib/site-origin.ts), so client-side navigation keeps it; the client-rendered
 * admin shell has no canonical link and uses the browser's own origin.
 */
export function documentOrigin(doc: Pick<Document, "querySelector" | "location">): string {
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical ? new URL(canonical.href).origin : doc.location.origin;
}

export type HeadTag =
  | { tag: "title"; text: string }
  | { tag: "meta"; attribute: "name" | "property"; key: string; content: string }
  | { tag: "link"; rel: string; href: string }
  | { tag: "alternate"; hreflang: string; href: string }
  | { tag: "feed"; title: string; href: string }
  | { tag: "preload"; srcset: string; sizes: string; type: string };


/**
 * The page's twin in the other language, which the language switch links to and hreflang names:
 * none when the page has none, is not to be indexed, or names another page as canonical (a landing
 * page: its service's page carries them).
 */
export function twinPath(head: Head, pathname: string, locale: Locale): string | null {
  if (head.noindex || head.noTwin || head.canonicalPath) return null;
  return head.twin !== undefined ? head.twin : twinOf(pathname, locale);
}

/** The page's twins for search engines (hreflang): both languages and x-default (English), the same on each twin. */
function alternates(head: Head, origin: string, pathname: string, locale: Locale): HeadTag[] {
  const twin = twinPath(head, pathname, locale);
  if (twin === null) return [];
  const paths = locale === "en" ? { en: pathname, hi: twin } : { en: twin, hi: pathname };
  return [
    { tag: "alternate", hreflang: languageTags.en.hreflang, href: origin + paths.en },
    { tag: "alternate", hreflang: languageTags.hi.hreflang, href: origin + paths.hi },
    { tag: "alternate", hreflang: "x-default", href: origin + paths.en },
  ];
}

/** Every head tag of the page at `pathname` on the site's `origin`. */
export function headTags(head: Head, origin: string, pathname: string): HeadTag[] {
  const locale = localeOfPath(pathname);
  // "/hi" is the Hindi home page's other spelling: its address is "/hi/".
  const path = pathIn(locale, englishPath(pathname));
  // The canonical page of a Hindi page is in Hindi where that twin exists.
  // Joined as text: `new URL("//other.host/x", origin)` would leave the origin for another host.
  const url = origin + (head.canonicalPath ? localizedHref(locale, head.canonicalPath) : path);
  const image = new URL(head.image ?? DEFAULT_IMAGE, origin).href;
  const name = (key: string, content: string): HeadTag => ({ tag: "meta", attribute: "name", key, content });
  const property = (key: string, content: string): HeadTag => ({ tag: "meta", attribute: "property", key, content });
  return [
    { tag: "title", text: head.title },
    name("description", head.description),
    { tag: "link", rel: "canonical", href: url },
    ...alternates(head, origin, path, locale),
    property("og:type", head.type ?? "website"),
    property("og:locale", languageTags[locale].hreflang.replace("-", "_")),
    property("og:site_name", site.shortName),
    property("og:title", head.title),
    property("og:description", head.description),
    property("og:url", url),
    property("og:image", image),
    ...(head.image && head.imageAlt ? [property("og:image:alt", head.imageAlt), name("twitter:image:alt", head.imageAlt)] : []),
    name("twitter:card", "summary_large_image"),
    ...(head.noindex ? [name("robots", "noindex")] : []),
    ...(head.feed ? [{ tag: "feed", title: feedTitle(locale), href: origin + feedPath(locale) } as const] : []),
    ...(head.preloadImage ? [{ tag: "preload", ...head.preloadImage } as const] : []),
  ];
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The tags as HTML, for the server to put into the page's <head>. */
export function headHtml(tags: HeadTag[]): string {
  return tags
    .map((t) => {
      if (t.tag === "title") return `<title>${escapeHtml(t.text)}</title>`;
      if (t.tag === "meta") return `<meta ${t.attribute}="${t.key}" content="${escapeHtml(t.content)}" />`;
      if (t.tag === "preload") {
        return `<link rel="preload" as="image" type="${t.type}" imagesrcset="${escapeHtml(t.srcset)}" imagesizes="${escapeHtml(t.sizes)}" fetchpriority="high" />`;
      }
      if (t.tag === "alternate") return `<link rel="alternate" hreflang="${t.hreflang}" href="${escapeHtml(t.href)}" />`;
      if (t.tag === "feed") return `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(t.title)}" href="${escapeHtml(t.href)}" />`;
      return `<link rel="${t.rel}" href="${escapeHtml(t.href)}" />`;
    })
    .join("\n    ");
}

const FEED_SELECTOR = 'link[rel="alternate"][type="application/rss+xml"]';
const ROBOTS_SELECTOR = 'meta[name="robots"]';

/** Adds the element `selector` finds if it is missing, and returns it. */
function ensure(doc: Document, selector: string, create: () => Element): Element {
  let element = doc.head.querySelector(selector);
  if (!element) {
    element = create();
    doc.head.appendChild(element);
  }
  return element;
}

/** Brings the document's <head> in line with the tags, adding the ones it lacks and dropping a feed link or robots rule it no longer has. */
export function applyHead(doc: Document, tags: HeadTag[]): void {
  if (!tags.some((t) => t.tag === "feed")) doc.head.querySelector(FEED_SELECTOR)?.remove();
  if (!tags.some((t) => t.tag === "meta" && t.key === "robots")) doc.head.querySelector(ROBOTS_SELECTOR)?.remove();
  for (const t of tags) {
    if (t.tag === "title") {
      doc.title = t.text;
      continue;
    }
    // A preload only helps the first paint of a server-rendered page; twins are for crawlers, which read that.
    if (t.tag === "preload" || t.tag === "alternate") continue;
    if (t.tag === "feed") {
      const link = ensure(doc, FEED_SELECTOR, () => Object.assign(doc.createElement("link"), { rel: "alternate", type: "application/rss+xml" }));
      link.setAttribute("title", t.title);
      link.setAttribute("href", t.href);
      continue;
    }
    const selector = t.tag === "meta" ? `meta[${t.attribute}="${t.key}"]` : `link[rel="${t.rel}"]`;
    let element = doc.head.querySelector(selector);
    if (!element) {
      element = doc.createElement(t.tag);
      if (t.tag === "meta") element.setAttribute(t.attribute, t.key);
      else element.setAttribute("rel", t.rel);
      doc.head.appendChild(element);
    }
    if (t.tag === "meta") element.setAttribute("content", t.content);
    else element.setAttribute("href", t.href);
  }
}

/** Shortens text for a meta description, at a word boundary, to at most `max` characters. */
export function summarize(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}
