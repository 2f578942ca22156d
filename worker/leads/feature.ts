import { notifyAssignee, notifyAssigneeByRule } from "./assignment";
import { sendMorningDigests } from "./digest";

/**
 * The lead desk: who handles each inquiry, its stage, follow-up and first response (its routes sit
 * beside the inbox's). A colleague given a lead is mailed, and each gets a morning digest of
 * follow-ups and new leads, mailed by the cron.
 */
export const leadsFeature = {
  name: "leads",
  on: { "inquiry.created": [notifyAssigneeByRule], "inquiry.assigned": [notifyAssignee] },
  everyFiveMinutes: [sendMorningDigests],
} as const;
