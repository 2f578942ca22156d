import type { EventOf } from "../events/types";
import { serviceLineTag } from "./cache-tags";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { defineFeature } from "../feature";
import { serviceAdminRoutes } from "./admin-routes";
import { serviceRoutes } from "./public-routes";
import { feeExport } from "./data-export";
import { unpricedSubServices } from "./launch-checklist";

/** The service lines' staff-edited facts: a sub-service's fee shows on its public page. */
export const servicesFeature = defineFeature({
  name: "services",
  publicContent: {
    "sub_service_fee.updated": (event: EventOf<"sub_service_fee.updated">) => [serviceLineTag(event.serviceId)],
  },
  api: new Hono<AppEnv>().route("/services", serviceRoutes).route("/admin/services", serviceAdminRoutes),
  exports: feeExport,
  launchChecklist: unpricedSubServices,
});
