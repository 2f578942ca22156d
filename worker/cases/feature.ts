import { Hono } from "hono";
import type { AppEnv } from "../env";
import { defineFeature } from "../feature";
import { caseRecords } from "./access";
import { caseFileRoutes } from "./file-routes";
import { caseDashboardCard } from "./figures";
import { caseRoutes } from "./routes";
import { cases } from "./tables";
import { caseExport } from "./data-export";

/**
 * The client's case after a won lead: the client, the sub-service, who handles it and by when, the
 * checklist of documents, the steps with their references, what the firm sends back, and the
 * timeline. Its files are private objects, opened by staff through an audited route.
 */
export const casesFeature = defineFeature({
  name: "cases",
  dashboard: caseDashboardCard,
  audited: [{ type: "case", table: cases, id: cases.id, label: cases.clientName, keepsLabel: true }],
  api: new Hono<AppEnv>().route("/admin/cases", caseRoutes).route("/admin/cases", caseFileRoutes),
  // An advisor held to their own leads reaches no colleague's case, nor its files.
  ownRecords: [{ path: "/admin/cases/:id", rule: caseRecords }],
  exports: caseExport,
});
