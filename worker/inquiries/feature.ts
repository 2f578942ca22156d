import { inquiries } from "../db/schema";
import { acknowledgeInquiry } from "./acknowledgement";
import { inquiryForms } from "./forms";
import { inquiryHeldData } from "./held-data";
import { notifyStaffOfInquiry, retryNotifications } from "./notification-delivery";
import { pruneExpiredInquiries } from "./retention";
import { inquiryExport } from "./data-export";

/**
 * Inquiries: the staff are notified of each (retried by the cron until sent), the visitor gets an
 * acknowledgement, and inquiries past the retention period go with their résumés. Four public
 * forms make one.
 */
export const inquiriesFeature = {
  name: "inquiries",
  afterResponse: [notifyStaffOfInquiry, acknowledgeInquiry],
  audited: [{ type: "inquiry", table: inquiries, id: inquiries.id, label: inquiries.name }],
  heldData: inquiryHeldData,
  hourly: [pruneExpiredInquiries, retryNotifications],
  forms: inquiryForms,
  exports: inquiryExport,
} as const;
