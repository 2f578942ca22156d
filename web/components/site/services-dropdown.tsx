import { ChevronDown } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router-dom";
import { services } from "#core/content/services";
import { cn } from "../../lib/utils";
import { topLinkClass } from "./nav-styles";
import { useDismiss } from "./use-dismiss";

/** True on /services/* and on the six landing routes. */
export function useServicesActive(): boolean {
  const { pathname } = useLocation();
  return pathname.startsWith("/services") || services.some((s) => s.landingPath === pathname);
}

/** The desktop Services menu: a disclosure button revealing the six landing pages. */
export function ServicesDropdown({ overHero }: { overHero: boolean }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const active = useServicesActive();
  useDismiss(open, close, container, toggle);
  // Choosing a link (any route change) closes the menu.
  useEffect(() => close(), [pathname, close]);

  return (
    <div ref={container} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={topLinkClass({ active, overHero })}
      >
        Services
        <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 mt-2 w-72 rounded-lg border bg-white p-2 shadow-xl"
      >
        {services.map((service) => (
          <li key={service.id}>
            <NavLink
              to={service.landingPath}
              className={({ isActive }) =>
                cn(
                  "flex items-center gap-3 rounded-md px-3 py-2.5 text-sm text-slate-700 transition-colors hover:bg-secondary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  isActive && "bg-secondary font-semibold text-primary",
                )
              }
            >
              <service.icon className="size-4 shrink-0 text-amber-600" aria-hidden="true" />
              {service.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
