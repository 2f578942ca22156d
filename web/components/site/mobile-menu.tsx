import { Menu, X } from "@/components/site/icons";
import { clsx } from "clsx";
import { overHero } from "./nav-styles";
import { MobileMenuPanel } from "./service-menus";
import { useChromeCopy } from "@/lib/chrome";

/**
 * The small-screen menu: a toggle and its panel (the site search, the links, and Services as an
 * accordion). A <details>, so it opens without JavaScript; the site script closes it on Escape or a
 * press outside, and turns the bar solid while it is open (web/site-script).
 */
export function MobileMenu() {
  const copy = useChromeCopy();
  return (
    <details data-menu data-mobile-menu className="group/menu lg:hidden">
      <summary
        aria-label={copy.header.menu}
        className={clsx(
          "inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-800 hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden",
          overHero.toggle,
        )}
      >
        <Menu className="size-6 group-open/menu:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-open/menu:block" aria-hidden="true" />
      </summary>
      {/* Positioned on the header (the nearest positioned ancestor), just below its bar. */}
      <nav aria-label={copy.header.mainNav} className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-white px-4 py-4 shadow-lg">
        <MobileMenuPanel />
      </nav>
    </details>
  );
}
