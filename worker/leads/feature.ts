import { notifyAssignee, notifyAssigneeByRule } from "./assignment";
import { leadDigest } from "./digest";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { defineFeature } from "../feature";
import { leadRecords } from "./access";
import { digestRoutes } from "./digest-routes";
import { leadRoutes } from "./routes";
import { leadDeskRoutes } from "./settings-routes";
import { leadDeskExport } from "./data-export";

/**
 * The lead desk: who handles each inquiry, its stage, follow-up and first response (its routes sit
 * beside the inbox's). A colleague given a lead is mailed, and each gets the lead desk's section of
 * the morning digest: their follow-ups and the new leads.
 */
export const leadsFeature = defineFeature({
  name: "leads",
  on: { "inquiry.created": [notifyAssigneeByRule], "inquiry.assigned": [notifyAssignee] },
  digest: leadDigest,
  // The lead desk's actions on one inquiry sit beside the inbox's, under /admin/inquiries/:id.
  api: new Hono<AppEnv>()
    .route("/admin/inquiries", leadRoutes)
    .route("/admin/lead-desk", leadDeskRoutes)
    .route("/admin/lead-desk/digest", digestRoutes),
  // An advisor limited to their own leads reaches no other inquiry, whichever route names it.
  ownRecords: [{ path: "/admin/inquiries/:id", rule: leadRecords }],
  exports: leadDeskExport,
});
