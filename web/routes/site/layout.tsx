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

/** A flag of the deepest matched route's handle: whether it opens with a dark hero, or holds the call-back form. */
function useDeepestFlag(name: "heroUnderNav" | "callbackForm"): boolean {
  const matches = useMatches();
  const deepest = matches[matches.length - 1];
  const flag = (deepest?.handle as RouteHandle | undefined)?.[name];
  return typeof flag === "function" ? flag(deepest.data) : Boolean(flag);
}

/** The service the deepest matched route is about (its handle's whatsappTopic), for the WhatsApp button's message. */
function useWhatsAppTopic(): string | undefined {
  const matches = useMatches();
  const deepest = matches[matches.length - 1];
  const topic = (deepest?.handle as RouteHandle | undefined)?.whatsappTopic;
  return topic ? topic({ data: deepest.data, params: deepest.params }) : undefined;
}

export function SiteLayout() {
  const heroUnderNav = useDeepestFlag("heroUnderNav");
  const callbackOnPage = useDeepestFlag("callbackForm");
  const whatsappTopic = useWhatsAppTopic();
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
