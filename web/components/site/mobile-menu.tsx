import { Menu, X } from "lucide-react";
import { deferred } from "../../lib/deferred";
import { clsx } from "clsx";
import type { useDetailsMenu } from "./use-details-menu";

const MobileMenuPanel = deferred(() => import("./service-menus").then((m) => m.MobileMenuPanel));

interface MobileMenuProps {
  menu: ReturnType<typeof useDetailsMenu>;
  overHero: boolean;
}

/**
 * The small-screen menu: a toggle and its panel (the site search, the links, and Services as an
 * accordion). A <details>, so it opens without JavaScript too (use-details-menu.ts).
 */
export function MobileMenu({ menu, overHero }: MobileMenuProps) {
  const { details, summary, close } = menu;
  return (
    <details {...details} className="group/menu lg:hidden">
      <summary
        ref={summary}
        aria-label="Menu"
        className={clsx(
          "inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden",
          overHero ? "text-white hover:bg-white/10" : "text-slate-800 hover:bg-secondary",
        )}
      >
        <Menu className="size-6 group-open/menu:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-open/menu:block" aria-hidden="true" />
      </summary>
      {/* Positioned on the header (the nearest positioned ancestor), just below its bar. */}
      <nav aria-label="Main" className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-white px-4 py-4 shadow-lg">
        <MobileMenuPanel onNavigate={close} />
      </nav>
    </details>
  );
}
