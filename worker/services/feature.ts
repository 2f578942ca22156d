import type { DomainEvent } from "../events/types";
import { cacheTags } from "../page-cache/cache-tags";
import { feeExport } from "./data-export";

/** The service lines' staff-edited facts: a sub-service's fee shows on its public page. */
export const servicesFeature = {
  name: "services",
  publicContent: ["sub_service_fee.updated"],
  purges: (event: DomainEvent) => (event.type === "sub_service_fee.updated" ? [cacheTags.serviceLine(event.serviceId)] : []),
  exports: feeExport,
} as const;
