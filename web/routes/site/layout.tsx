import { inLocale } from "#core/i18n/translated";
import { Outlet, useLocation, useMatches, useRouteLoaderData } from "react-router-dom";
import type { SiteView } from "#core/format/site-settings";
import { type Locale, localeOfPath } from "#core/i18n/locale";
import { chromeCopy } from "#core/content/site-chrome";
import { chromeCopy as hindiChrome } from "#core/content/hi/site-chrome";
import type { PostedForm } from "#core/site/posted-form";
import { PAGE_DATA_ID } from "../../islands/registry";
import { QuickContact } from "../../components/site/quick-contact";
import { SiteFooter } from "../../components/site/site-footer";
import { SiteHeader } from "../../components/site/site-header";
import type { RouteHandle } from "../../lib/head";
import { PageContext, type PageContextValue } from "../../lib/page-context";
import { SITE_ROUTE_ID } from "../../lib/site-settings";
import { jsonForScript } from "../../lib/structured-data";

/**
 * What the deepest matched route's handle says of the page: whether it opens with a dark hero,
 * whether it holds the call-back form, and the service it is about (the WhatsApp button's message).
 */
function usePageHandle(locale: Locale) {
  const matches = useMatches();
  const deepest = matches[matches.length - 1];
  const handle = deepest?.handle as RouteHandle | undefined;
  const flag = (value: RouteHandle["heroUnderNav"]) => (typeof value === "function" ? value(deepest.data) : Boolean(value));
  return {
    heroUnderNav: flag(handle?.heroUnderNav),
    callbackOnPage: flag(handle?.callbackForm),
    whatsappTopic: handle?.whatsappTopic?.({ data: deepest.data, params: deepest.params, locale }),
    // A refused post travels beside the page route's data (web/entry-server.tsx).
    posted: (deepest?.data as { posted?: PostedForm } | undefined)?.posted ?? null,
  };
}

/** The page context as a data block, where the page's islands read it (web/site-script/islands.ts). */
function PageData({ value }: { value: PageContextValue }) {
  return <script type="application/json" id={PAGE_DATA_ID} dangerouslySetInnerHTML={{ __html: jsonForScript(value) }} />;
}

/** Every public page: the worker renders it to HTML, which the browser never hydrates as a whole. */
export function SiteLayout() {
  const { pathname, search } = useLocation();
  const locale = localeOfPath(pathname);
  const { heroUnderNav, callbackOnPage, whatsappTopic, posted } = usePageHandle(locale);
  const page: PageContextValue = {
    site: useRouteLoaderData(SITE_ROUTE_ID) as SiteView,
    locale,
    action: `${pathname}${search}`,
    posted,
  };
  return (
    <PageContext value={page}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-primary focus:shadow-lg"
      >
        {inLocale({ en: chromeCopy, hi: hindiChrome }, locale).skipToContent}
      </a>
      <SiteHeader heroUnderNav={heroUnderNav} />
      {/* The bar overlays the page: every page opens with a hero (or padding) that clears it. */}
      <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <QuickContact topic={whatsappTopic} callbackOnPage={callbackOnPage} />
      <PageData value={page} />
    </PageContext>
  );
}
