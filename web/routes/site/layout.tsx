import { Outlet, useMatches } from "react-router-dom";
import { DocumentHead } from "../../components/document-head";
import { ScrollToTop } from "../../components/scroll-to-top";
import { SiteHeader } from "../../components/site/site-header";
import { SiteToaster } from "../../components/site/toasts";
import { WhatsAppButton } from "../../components/site/whatsapp-button";
import { deferred } from "../../lib/deferred";
import type { RouteHandle } from "../../lib/head";

// Below the fold on every page: its HTML arrives with the page, its code after it (lib/deferred.tsx).
const SiteFooter = deferred(() => import("../../components/site/site-footer").then((m) => m.SiteFooter));

/** Whether the deepest matched route opens with a dark hero. */
function useHeroUnderNav(): boolean {
  const matches = useMatches();
  const deepest = matches[matches.length - 1];
  const flag = (deepest?.handle as RouteHandle | undefined)?.heroUnderNav;
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
  const heroUnderNav = useHeroUnderNav();
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
      <WhatsAppButton topic={whatsappTopic} />
      <SiteToaster />
    </>
  );
}
