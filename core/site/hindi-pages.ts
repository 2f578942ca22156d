import { documentPaths, serviceLines } from "../content/service-lines";
import { englishPath, HINDI_PREFIX, languageTags, type Locale, localeOfPath, pathIn } from "../i18n/locale";

/**
 * The pages that have a Hindi twin so far, as the route patterns of their English paths (":name"
 * stands for one segment). The Hindi route table serves these and no others (an address under /hi/
 * outside them is the Hindi not-found page), a link on a Hindi page leads to the Hindi twin when
 * there is one and to the English page otherwise, and the language switch, hreflang and sitemap
 * pair only these. Translating a page is adding its pattern here.
 */
export const hindiPagePatterns: readonly string[] = [
  "/",
  "/about",
  "/services",
  "/services/:serviceId",
  "/services/:serviceId/:subServiceId",
  ...serviceLines.map((line) => line.landingPath),
  "/contact",
  "/thank-you",
  ...documentPaths,
  // The free tools: the index, the calculators and the compliance calendar.
  "/tools",
  "/tools/gst-calculator",
  "/tools/emi-calculator",
  "/tools/gst-registration-check",
  "/tools/compliance-calendar",
  "/careers",
  "/careers/:slug",
  "/search",
  "/blog",
  // The pages of the compliance reminders' mail links: a Hindi sign-up's mails link here.
  "/reminders/:page",
];

/**
 * Pages served under /hi/ whose content is their own, not a translation of the English page at the
 * same path: the Hindi blog's posts, each with its own slug. An English page is not their twin by
 * pattern, links do not lead to them by it, and each names its twin from its data (a post and its
 * translation, web/routes/site/blog-article.tsx).
 */
export const hindiOwnPagePatterns: readonly string[] = ["/blog/:slug"];

function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const have = path.split("/");
  return want.length === have.length && want.every((segment, i) => segment.startsWith(":") ? have[i] !== "" : segment === have[i]);
}

/** Whether the page at this English path (no query, no fragment) has a Hindi twin. */
export function hasHindiTwin(path: string): boolean {
  return hindiPagePatterns.some((pattern) => matches(pattern, path));
}

/**
 * Where a site link leads from a page in `locale`: a Hindi page's link goes to the Hindi twin of its
 * target where there is one, and to the English page otherwise. Links that are not to a page (files,
 * feeds, the API) and links on English pages stay as they are.
 */
export function localizedHref(locale: Locale, href: string): string {
  if (locale === "en" || !href.startsWith("/") || href.startsWith("//") || href.startsWith(`${HINDI_PREFIX}/`)) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  return hasHindiTwin(path) ? pathIn("hi", path) + href.slice(path.length) : href;
}

/** The page's twin in the other language, or null when it has none. */
export function twinOf(pathname: string, locale: Locale): string | null {
  const base = englishPath(pathname);
  if (!hasHindiTwin(base)) return null;
  return locale === "en" ? pathIn("hi", base) : base;
}

/**
 * Staff-written HTML (a post's body) as a page in `locale` shows it: on a Hindi page, each link to
 * a page of the site leads to its Hindi twin where there is one, and one that stays English says so
 * with hreflang. Reads the attributes as the server's sanitiser writes them (`href="…"`).
 */
export function localizedLinksInHtml(locale: Locale, html: string): string {
  if (locale === "en") return html;
  return html.replace(/<a\s[^>]*>/g, (tag) => {
    const href = tag.match(/\shref="([^"]*)"/)?.[1];
    if (!href || !href.startsWith("/") || href.startsWith("//") || /\shreflang=/i.test(tag)) return tag;
    const localized = localizedHref(locale, href.replace(/&amp;/g, "&")).replace(/&/g, "&amp;");
    const path = localized.split(/[?#]/)[0];
    const staysEnglish = localeOfPath(path) === "en" && !/\.[^/]*$/.test(path);
    return tag
      .replace(`href="${href}"`, `href="${localized}"`)
      .replace(/>$/, staysEnglish ? ` hreflang="${languageTags.en.hreflang}">` : ">");
  });
}
