import { inquiries } from "../leads/tables";
import { acknowledgeInquiry } from "./acknowledgement";
import { inquiryForms } from "./forms";
import { inquiryHeldData } from "./held-data";
import { notifyStaffOfInquiry, retryNotifications } from "./notification-delivery";
import { pruneExpiredInquiries } from "./retention";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { defineFeature } from "../feature";
import { adminInquiryRoutes } from "./admin-routes";
import { publicInquiryRoutes } from "./public-routes";
import { inquiryExport } from "./data-export";
import { pendingNotifications } from "./figures";

/**
 * Inquiries: the staff are notified of each (retried by the cron until sent), the visitor gets an
 * acknowledgement, and inquiries past the retention period go with their résumés. Four public
 * forms make one.
 */
export const inquiriesFeature = defineFeature({
  name: "inquiries",
  on: { "inquiry.created": [notifyStaffOfInquiry, acknowledgeInquiry] },
  audited: [{ type: "inquiry", table: inquiries, id: inquiries.id, label: inquiries.name }],
  heldData: inquiryHeldData,
  hourly: [pruneExpiredInquiries, retryNotifications],
  healthRetries: { notifications: pendingNotifications },
  forms: inquiryForms,
  api: new Hono<AppEnv>().route("/inquiries", publicInquiryRoutes).route("/admin/inquiries", adminInquiryRoutes),
  exports: inquiryExport,
});
