import { Outlet, useMatches } from "react-router-dom";
import { DocumentHead } from "../../components/document-head";
import { ScrollToTop } from "../../components/scroll-to-top";
import { SiteHeader } from "../../components/site/site-header";
import { SiteToaster } from "../../components/site/toasts";
import { deferred } from "../../lib/deferred";
import type { RouteHandle } from "../../lib/head";

// Below the fold on every page: its HTML arrives with the page, its code after it (lib/deferred.tsx).
const SiteFooter = deferred(() => import("../../components/site/site-footer").then((m) => m.SiteFooter));
// Plain links fixed to the screen (call, call back, WhatsApp): the same, so the first-load budget holds.
const QuickContact = deferred(() => import("../../components/site/quick-contact").then((m) => m.QuickContact));

/**
 * What the deepest matched route's handle says of the page: whether it opens with a dark hero,
 * whether it holds the call-back form, and the service it is about (the WhatsApp button's message).
 */
function usePageHandle() {
  const matches = useMatches();
  const deepest = matches[matches.length - 1];
  const handle = deepest?.handle as RouteHandle | undefined;
  const flag = (value: RouteHandle["heroUnderNav"]) => (typeof value === "function" ? value(deepest.data) : Boolean(value));
  return {
    heroUnderNav: flag(handle?.heroUnderNav),
    callbackOnPage: flag(handle?.callbackForm),
    whatsappTopic: handle?.whatsappTopic?.({ data: deepest.data, params: deepest.params }),
  };
}

export function SiteLayout() {
  const { heroUnderNav, callbackOnPage, whatsappTopic } = usePageHandle();
  return (
    <>
      <ScrollToTop />
      <DocumentHead />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-primary focus:shadow-lg"
      >
        Skip to content
      </a>
      <SiteHeader heroUnderNav={heroUnderNav} />
      {/* The bar overlays the page: every page opens with a hero (or padding) that clears it. */}
      <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <QuickContact topic={whatsappTopic} callbackOnPage={callbackOnPage} />
      <SiteToaster />
    </>
  );
}
