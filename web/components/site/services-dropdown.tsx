import { ChevronDown } from "lucide-react";
import { deferred } from "../../lib/deferred";
import { clsx } from "clsx";
import { topLinkClass } from "./nav-styles";
import { useDetailsMenu } from "./use-details-menu";
import { useServicesActive } from "./use-services-active";

const ServicesMegaMenu = deferred(() => import("./service-menus").then((m) => m.ServicesMegaMenu));

/**
 * The desktop Services menu: a disclosure revealing the six service lines with their sub-services.
 * A <details>, so it opens without JavaScript too (use-details-menu.ts).
 */
export function ServicesDropdown({ overHero }: { overHero: boolean }) {
  const { details, summary, close } = useDetailsMenu();
  const active = useServicesActive();

  return (
    <details {...details} className="group">
      <summary ref={summary} className={clsx(topLinkClass({ active, overHero }), "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
        Services
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      {/* Positioned on the header (the nearest positioned ancestor), centred under it. */}
      <div className="absolute inset-x-0 top-full px-6 pt-2">
        <ServicesMegaMenu onNavigate={close} />
      </div>
    </details>
  );
}
