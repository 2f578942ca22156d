import { Link, NavLink } from "@/components/site/locale-link";
import * as navigationEn from "#core/content/navigation";
import * as navigationHi from "#core/content/hi/navigation";
import type { NavLinkItem } from "#core/content/navigation";
import { site } from "#core/content/site";
import { useChromeCopy } from "@/lib/chrome";
import { useContent } from "@/lib/locale";
import { LanguageSwitch } from "./language-switch";
import { clsx } from "clsx";
import { buttonVariants } from "../ui/button-variants";
import { MobileMenu } from "./mobile-menu";
import { overHero, topLinkClass } from "./nav-styles";
import { ServicesDropdown } from "./services-dropdown";
import { SiteSearchForm } from "./site-search-form";

const LOGO = "/logo.svg";
const LOGO_ON_HERO = "/logo-light.svg";

interface SiteHeaderProps {
  /** The page starts with a dark hero: the bar stays transparent over it until scrolled. */
  heroUnderNav: boolean;
}

/**
 * The fixed navigation bar. Over a dark hero it is rendered transparent (data-solid="false"), and
 * the site script turns it solid past 50 px or while the menu is open (web/site-script/header.ts);
 * every colour follows data-solid in CSS (./nav-styles.ts).
 */
export function SiteHeader({ heroUnderNav }: SiteHeaderProps) {
  const { navCta, navLinksAfterServices, navLinksBeforeServices } = useContent({ en: navigationEn, hi: navigationHi });
  const copy = useChromeCopy();
  const desktopLink = (item: NavLinkItem) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.to === "/"} className={({ isActive }) => topLinkClass({ active: isActive })}>
        {item.label}
      </NavLink>
    </li>
  );

  return (
    <header
      data-solid={!heroUnderNav}
      {...(heroUnderNav ? { "data-hero-under-nav": "" } : {})}
      className={clsx(
        "group/header fixed inset-x-0 top-0 z-50 bg-white/95 shadow-md backdrop-blur transition-[background-color,box-shadow] duration-300",
        "data-[solid=false]:bg-transparent data-[solid=false]:shadow-none data-[solid=false]:backdrop-blur-none",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20">
        <Link to="/" className="flex h-11 shrink-0 items-center rounded-md lg:h-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <img
            src={heroUnderNav ? LOGO_ON_HERO : LOGO}
            {...(heroUnderNav ? { "data-hero-src": LOGO_ON_HERO, "data-solid-src": LOGO } : {})}
            alt={`${site.shortName} ${copy.header.logoHome}`}
            width={174}
            height={48}
            className="h-10 w-auto lg:h-12"
          />
        </Link>

        <nav aria-label={copy.header.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinksBeforeServices.map(desktopLink)}
            <li>
              <ServicesDropdown />
            </li>
            {navLinksAfterServices.map(desktopLink)}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <SiteSearchForm
            label={copy.search.siteSearch}
            placeholder={copy.search.shortPlaceholder}
            headerInput
            className="hidden w-40 lg:block xl:w-52"
            inputClassName={overHero.input}
            buttonClassName={overHero.button}
          />
          <LanguageSwitch className={clsx("rounded-md px-2 text-sm font-medium", overHero.link, "text-slate-700 hover:text-primary")} />
          <Link className={buttonVariants({ className: "hidden sm:inline-flex" })} to={navCta.to}>
            {navCta.label}
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
