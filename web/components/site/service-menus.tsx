import { ArrowRight, Calculator, ChevronDown } from "@/components/site/icons";
import { Link, NavLink } from "@/components/site/locale-link";
import * as navigationEn from "#core/content/navigation";
import * as navigationHi from "#core/content/hi/navigation";
import type { NavLinkItem } from "#core/content/navigation";
import * as serviceMenuEn from "#core/content/service-menu";
import * as serviceMenuHi from "#core/content/hi/service-menu";
import { TOOLS_PATH } from "#core/content/tools";
import { useChromeCopy } from "@/lib/chrome";
import { useContent } from "@/lib/locale";
import { cn } from "../../lib/utils";
import { Button } from "../ui/button";
import { SiteSearchForm } from "./site-search-form";
import { useServicesActive } from "./use-services-active";
import { ServiceLineIcon } from "./service-line-icon";

/*
 * The panels of the header's two menus. Choosing a link loads its page, on which every menu starts
 * closed.
 */

const focusRing = "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
const summaryClass = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

/** The desktop mega menu: each service line's landing page, with its sub-services beneath. */
export function ServicesMegaMenu() {
  const { serviceMenu } = useContent({ en: serviceMenuEn, hi: serviceMenuHi });
  return (
    <div className="mx-auto max-w-5xl rounded-lg border bg-white p-6 shadow-xl">
      <div className="grid grid-cols-3 gap-x-6 gap-y-7">
        {serviceMenu.map((line) => (
          <div key={line.id}>
            <NavLink
              to={line.landingPath}
             
              className={({ isActive }) =>
                cn("flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-semibold text-slate-900 hover:bg-secondary hover:text-primary", focusRing, isActive && "text-primary")
              }
            >
              <ServiceLineIcon id={line.id} className="size-4 shrink-0 text-amber-600" aria-hidden="true" />
              {line.title}
            </NavLink>
            <ul className="mt-1 ml-4 space-y-0.5 border-l border-slate-200 pl-2">
              {line.subServices.map((sub) => (
                <li key={sub.path}>
                  <NavLink
                    to={sub.path}
                   
                    className={({ isActive }) =>
                      cn("site-menu-sublink", isActive && "bg-secondary font-medium text-primary")
                    }
                  >
                    {sub.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="mt-6 border-t pt-4">
        <Link to="/services" className={cn("inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline", focusRing)}>
          {useChromeCopy().header.allServices}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}

const accordionLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn("site-menu-link", isActive && "bg-secondary font-medium text-primary");

/** Each service line's landing page, and a toggle for its sub-services. */
function ServicesAccordion() {
  const { serviceMenu } = useContent({ en: serviceMenuEn, hi: serviceMenuHi });
  const copy = useChromeCopy();
  return (
    <ul className="mt-1 space-y-1 border-l-2 border-accent/40 pl-3">
      {serviceMenu.map((line) => (
        <li key={line.id} className="relative">
          <NavLink to={line.landingPath} className={(state) => cn(accordionLinkClass(state), "pr-12 font-medium")}>
            {line.title}
          </NavLink>
          <details className="group/line">
            <summary
              aria-label={copy.header.subServicesOf(line.title)}
              className={cn(summaryClass, "absolute top-0 right-0 flex size-11 items-center justify-center rounded-md text-slate-600 hover:bg-secondary hover:text-primary", focusRing)}
            >
              <ChevronDown className="size-5 transition-transform group-open/line:rotate-180" aria-hidden="true" />
            </summary>
            <ul className="mb-2 ml-3 space-y-0.5 border-l border-slate-200 pl-2">
              {line.subServices.map((sub) => (
                <li key={sub.path}>
                  <NavLink to={sub.path} className={accordionLinkClass}>
                    {sub.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn("block rounded-md px-3 py-3 text-base font-medium text-slate-700 hover:bg-secondary hover:text-primary", focusRing, isActive && "bg-secondary text-primary");

/** The small-screen menu's panel: the site search, the links, and Services as an accordion. */
export function MobileMenuPanel() {
  const servicesActive = useServicesActive();
  const { navCta, navLinksAfterServices, navLinksBeforeServices } = useContent({ en: navigationEn, hi: navigationHi });
  const copy = useChromeCopy();
  const link = (item: NavLinkItem) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.to === "/"} className={itemClass}>
        {item.label}
      </NavLink>
    </li>
  );
  return (
    <>
      <SiteSearchForm label={copy.search.siteSearch} headerInput className="mb-3" />
      <ul className="space-y-1">
        {navLinksBeforeServices.map(link)}
        <li>
          <details className="group/services">
            <summary className={cn(summaryClass, itemClass({ isActive: servicesActive }), "flex items-center justify-between")}>
              {copy.header.services}
              <ChevronDown className="size-5 transition-transform group-open/services:rotate-180" aria-hidden="true" />
            </summary>
            <ServicesAccordion />
          </details>
        </li>
        {navLinksAfterServices.map(link)}
      </ul>
      {/* The free tools, easy to find on a phone, in a group of their own below the spec's menu links rather than among them. */}
      <ul className="mt-3 border-t pt-3">
        <li>
          <NavLink to={TOOLS_PATH} className={(state) => cn(itemClass(state), "flex items-center gap-2")}>
            <Calculator className="size-5 text-primary" aria-hidden="true" />
            {copy.freeTools}
          </NavLink>
        </li>
      </ul>
      <Button asChild className="mt-4 w-full" size="lg">
        <Link to={navCta.to}>
          {navCta.label}
        </Link>
      </Button>
    </>
  );
}
