import { localeOfPath } from "#core/i18n/locale";

/** A link found on a page: its target and the hreflang it declares, if any. */
interface PageLink {
  href: string;
  hreflang: string | null;
}

const attribute = (tag: string, name: string) => {
  const found = tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"));
  return found ? found[1].replace(/&amp;/g, "&") : null;
};

/** Every <a href> of a page's HTML, with its hreflang (React writes it `hrefLang`). */
function pageLinks(html: string): PageLink[] {
  return [...html.matchAll(/<a\s[^>]*>/gi)].flatMap(([tag]) => {
    const href = attribute(tag, "href");
    return href === null ? [] : [{ href, hreflang: attribute(tag, "hreflang") }];
  });
}

/** A page of the site, not a file (page addresses have no dot: docs/architecture.md) nor the API. */
const isPage = (path: string) => !/\.[^/]*$/.test(path) && !path.startsWith("/api/");

/**
 * The links of a Hindi page that fall back to English without saying so: a link to an English page
 * of the site (one with a Hindi twin, or one without) that carries no `hreflang="en…"`. A link to
 * English on purpose says so, for readers and crawlers alike; every other link stays under /hi/.
 */
export function silentEnglishLinks(html: string, origin: string): PageLink[] {
  return pageLinks(html).filter((link) => {
    if (link.hreflang?.toLowerCase().startsWith("en")) return false;
    const url = new URL(link.href, `${origin}/hi/`);
    return url.origin === origin && localeOfPath(url.pathname) === "en" && isPage(url.pathname);
  });
}
