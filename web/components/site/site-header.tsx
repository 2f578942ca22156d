import { Menu, X } from "lucide-react";
import { useId, useRef } from "react";
import { Link, NavLink } from "react-router-dom";
import { navCta, navLinksAfterServices, navLinksBeforeServices, type NavLinkItem } from "#core/content/navigation";
import { site } from "#core/content/site";
import { clsx } from "clsx";
import { buttonVariants } from "../ui/button-variants";
import { MobileMenu } from "./mobile-menu";
import { topLinkClass } from "./nav-styles";
import { ServicesDropdown } from "./services-dropdown";
import { useDismiss } from "./use-dismiss";
import { useMenuState } from "./use-menu-state";
import { useScrolled } from "./use-scrolled";

/** The bar turns solid once the page has scrolled this far (spec: 50 px). */
const SOLID_AFTER_PX = 50;

interface SiteHeaderProps {
  /** The page starts with a dark hero: the bar stays transparent over it until scrolled. */
  heroUnderNav: boolean;
}

export function SiteHeader({ heroUnderNav }: SiteHeaderProps) {
  const scrolled = useScrolled(SOLID_AFTER_PX);
  const { open: menuOpen, close: closeMenu, toggle: toggleMenu } = useMenuState();
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useDismiss(menuOpen, closeMenu, header, toggle);

  const overHero = heroUnderNav && !scrolled && !menuOpen;

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
        "fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300",
        overHero ? "bg-transparent" : "bg-white/95 shadow-md backdrop-blur",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20">
        <Link to="/" className="shrink-0 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
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
          <Link className={buttonVariants({ className: "hidden sm:inline-flex" })} to={navCta.to}>{navCta.label}</Link>
          <button
            ref={toggle}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={toggleMenu}
            className={clsx(
              "inline-flex size-10 items-center justify-center rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:hidden",
              overHero ? "text-white hover:bg-white/10" : "text-slate-800 hover:bg-secondary",
            )}
          >
            {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>
      <MobileMenu id={menuId} open={menuOpen} onNavigate={closeMenu} />
    </header>
  );
}
