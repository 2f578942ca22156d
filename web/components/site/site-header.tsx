import { useRef } from "react";
import { Link, NavLink } from "react-router-dom";
import { navCta, navLinksAfterServices, navLinksBeforeServices, type NavLinkItem } from "#core/content/navigation";
import { site } from "#core/content/site";
import { deferred } from "../../lib/deferred";
import { clsx } from "clsx";
import { buttonVariants } from "../ui/button-variants";
import { MobileMenu } from "./mobile-menu";
import { topLinkClass } from "./nav-styles";
import { ServicesDropdown } from "./services-dropdown";
import { useDetailsMenu } from "./use-details-menu";
import { useScrolled } from "./use-scrolled";
import { useSlashToSearch } from "./use-slash-to-search";

const SiteSearchForm = deferred(() => import("./site-search-form").then((m) => m.SiteSearchForm));

/** The bar turns solid once the page has scrolled this far (spec: 50 px). */
const SOLID_AFTER_PX = 50;

// Styled by the bar's data-solid, not by props: the search form's props never change, so it can
// wait for its chunk without the scroll state reaching it (web/lib/deferred.tsx).
const OVER_HERO_INPUT =
  "group-data-[solid=false]/header:border-white/40 group-data-[solid=false]/header:bg-white/10 group-data-[solid=false]/header:text-white group-data-[solid=false]/header:placeholder:text-white/75";
const OVER_HERO_BUTTON = "group-data-[solid=false]/header:text-white/90 group-data-[solid=false]/header:hover:text-white";

interface SiteHeaderProps {
  /** The page starts with a dark hero: the bar stays transparent over it until scrolled. */
  heroUnderNav: boolean;
}

export function SiteHeader({ heroUnderNav }: SiteHeaderProps) {
  const scrolled = useScrolled(SOLID_AFTER_PX);
  const mobileMenu = useDetailsMenu();
  const header = useRef<HTMLElement>(null);
  useSlashToSearch(header, mobileMenu.details.ref);

  const overHero = heroUnderNav && !scrolled && !mobileMenu.open;

  const desktopLink = (item: NavLinkItem) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.to === "/"} className={({ isActive }) => topLinkClass({ active: isActive, overHero })}>
        {item.label}
      </NavLink>
    </li>
  );

  return (
    <header
      ref={header}
      data-solid={!overHero}
      className={clsx(
        "group/header fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300",
        overHero ? "bg-transparent" : "bg-white/95 shadow-md backdrop-blur",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20">
        <Link to="/" className="flex h-11 shrink-0 items-center rounded-md lg:h-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <img
            src={overHero ? "/logo-light.svg" : "/logo.svg"}
            alt={`${site.shortName} home`}
            width={174}
            height={48}
            className="h-10 w-auto lg:h-12"
          />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinksBeforeServices.map(desktopLink)}
            <li>
              <ServicesDropdown overHero={overHero} />
            </li>
            {navLinksAfterServices.map(desktopLink)}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <SiteSearchForm
            label="Site search"
            placeholder="Search"
            headerInput
            className="hidden w-40 lg:block xl:w-52"
            inputClassName={OVER_HERO_INPUT}
            buttonClassName={OVER_HERO_BUTTON}
          />
          <Link className={buttonVariants({ className: "hidden sm:inline-flex" })} to={navCta.to}>
            {navCta.label}
          </Link>
          <MobileMenu menu={mobileMenu} overHero={overHero} />
        </div>
      </div>
    </header>
  );
}
