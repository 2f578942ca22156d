import type { EventOf } from "../events/types";
import { serviceLineTag } from "./cache-tags";

/** The service lines' staff-edited facts: a sub-service's fee shows on its public page. */
export const servicesFeature = {
  name: "services",
  publicContent: {
    "sub_service_fee.updated": (event: EventOf<"sub_service_fee.updated">) => [serviceLineTag(event.serviceId)],
  },
} as const;
