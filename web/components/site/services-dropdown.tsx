import { ChevronDown } from "lucide-react";
import { useId, useRef } from "react";
import { NavLink, useLocation } from "react-router-dom";
import { serviceLines } from "#core/content/service-lines";
import { clsx } from "clsx";
import { topLinkClass } from "./nav-styles";
import { useDismiss } from "./use-dismiss";
import { useMenuState } from "./use-menu-state";

/** True on /services/* and on the six landing routes. */
export function useServicesActive(): boolean {
  const { pathname } = useLocation();
  return pathname.startsWith("/services") || serviceLines.some((s) => s.landingPath === pathname);
}

/** The desktop Services menu: a disclosure button revealing the six landing pages. */
export function ServicesDropdown({ overHero }: { overHero: boolean }) {
  const { open, close, toggle: toggleOpen } = useMenuState();
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const active = useServicesActive();
  useDismiss(open, close, container, toggle);

  return (
    <div ref={container} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggleOpen}
        className={topLinkClass({ active, overHero })}
      >
        Services
        <ChevronDown className={clsx("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 mt-2 w-72 rounded-lg border bg-white p-2 shadow-xl"
      >
        {serviceLines.map((service) => (
          <li key={service.id}>
            <NavLink
              to={service.landingPath}
              className={({ isActive }) =>
                clsx(
                  "flex items-center gap-3 rounded-md px-3 py-2.5 text-sm transition-colors hover:bg-secondary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  isActive ? "bg-secondary font-semibold text-primary" : "text-slate-700",
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
