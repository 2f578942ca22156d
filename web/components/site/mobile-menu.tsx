import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { Link, NavLink } from "react-router-dom";
import { navCta, navLinksAfterServices, navLinksBeforeServices, type NavLinkItem } from "#core/content/navigation";
import { serviceLines } from "#core/content/service-lines";
import { clsx } from "clsx";
import { buttonVariants } from "../ui/button-variants";
import { useServicesActive } from "./services-dropdown";

/** A menu entry's look; `display` is "block" for a link, "flex …" for the Services toggle. */
const itemClass = ({ isActive }: { isActive: boolean }, display = "block") =>
  clsx(
    display,
    "rounded-md px-3 py-3 text-base font-medium hover:bg-secondary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
    isActive ? "bg-secondary text-primary" : "text-slate-700",
  );

interface MobileMenuProps {
  id: string;
  open: boolean;
  /** Called when a link is chosen: the menu closes. */
  onNavigate: () => void;
}

/** The small-screen menu panel, with the Services list as a nested disclosure. */
export function MobileMenu({ id, open, onNavigate }: MobileMenuProps) {
  const [servicesOpen, setServicesOpen] = useState(false);
  const servicesListId = useId();
  const servicesActive = useServicesActive();

  const link = (item: NavLinkItem) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.to === "/"} className={itemClass} onClick={onNavigate}>
        {item.label}
      </NavLink>
    </li>
  );

  return (
    <nav id={id} hidden={!open} aria-label="Main" className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-white px-4 py-4 shadow-lg lg:hidden">
      <ul className="space-y-1">
        {navLinksBeforeServices.map(link)}
        <li>
          <button
            type="button"
            aria-expanded={servicesOpen}
            aria-controls={servicesListId}
            onClick={() => setServicesOpen((o) => !o)}
            className={itemClass({ isActive: servicesActive }, "flex w-full items-center justify-between text-left")}
          >
            Services
            <ChevronDown className={clsx("size-5 transition-transform", servicesOpen && "rotate-180")} aria-hidden="true" />
          </button>
          <ul id={servicesListId} hidden={!servicesOpen} className="mt-1 space-y-1 border-l-2 border-accent/40 pl-3">
            {serviceLines.map((service) => link({ label: service.title, to: service.landingPath }))}
          </ul>
        </li>
        {navLinksAfterServices.map(link)}
      </ul>
      <Link className={buttonVariants({ size: "lg", className: "mt-4 w-full" })} to={navCta.to} onClick={onNavigate}>
        {navCta.label}
      </Link>
    </nav>
  );
}
