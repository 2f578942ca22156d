import { ChevronDown } from "@/components/site/icons";
import { clsx } from "clsx";
import { topLinkClass } from "./nav-styles";
import { ServicesMegaMenu } from "./service-menus";
import { useServicesActive } from "./use-services-active";
import { useChromeCopy } from "@/lib/chrome";

/**
 * The desktop Services menu: a disclosure revealing the six service lines with their sub-services.
 * A <details>, so it opens without JavaScript; the site script closes it on Escape or a press
 * outside (web/site-script/menus.ts).
 */
export function ServicesDropdown() {
  return (
    <details data-menu className="group">
      <summary className={clsx(topLinkClass({ active: useServicesActive() }), "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
        {useChromeCopy().header.services}
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      {/* Positioned on the header (the nearest positioned ancestor), centred under it. */}
      <div className="absolute inset-x-0 top-full px-6 pt-2">
        <ServicesMegaMenu />
      </div>
    </details>
  );
}
