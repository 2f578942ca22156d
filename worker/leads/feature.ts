import { notifyAssignee } from "./assignment";
import { sendMorningDigests } from "./digest";
import { leadDeskExport } from "./data-export";

/**
 * The lead desk: who handles each inquiry, its stage, follow-up and first response (its routes sit
 * beside the inbox's). A colleague given a lead is mailed, and each gets a morning digest of
 * follow-ups and new leads, mailed by the cron.
 */
export const leadsFeature = {
  name: "leads",
  afterResponse: [notifyAssignee],
  everyFiveMinutes: [sendMorningDigests],
  exports: leadDeskExport,
} as const;
