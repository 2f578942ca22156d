import { lazy } from "react";
import type { AdminFeature } from "../admin-feature";

/**
 * The lead desk's settings (worker/leads): each colleague's own morning digest, for those who handle
 * inquiries, and the desk's rules (how new inquiries are assigned, what advisors see), for managers. Its
 * screens are the inbox's (web/routes/admin/inquiries), whose panel holds the lead desk.
 */
export const leadsManifest: AdminFeature = {
  name: "leads",
  settings: [
    // The digest lists leads: only those who handle inquiries are mailed it.
    { name: "morning-digest", permission: "inquiries", card: lazy(() => import("./digest-card").then((module) => ({ default: module.DigestCard }))) },
    { name: "lead-desk", permission: "settings", card: lazy(() => import("./lead-desk-card").then((module) => ({ default: module.LeadDeskCard }))) },
  ],
};
