import type { AdminFeature } from "./routes/admin/admin-feature";
import { activityManifest } from "./routes/admin/activity/manifest";
import { blogsManifest } from "./routes/admin/blogs/manifest";
import { casesManifest } from "./routes/admin/cases/manifest";
import { complianceManifest } from "./routes/admin/compliance/manifest";
import { dashboardManifest } from "./routes/admin/dashboard/manifest";
import { inquiriesManifest } from "./routes/admin/inquiries/manifest";
import { jobsManifest } from "./routes/admin/jobs/manifest";
import { leadsManifest } from "./routes/admin/leads/manifest";
import { peopleManifest } from "./routes/admin/people/manifest";
import { privacyManifest } from "./routes/admin/privacy/manifest";
import { servicesManifest } from "./routes/admin/services/manifest";
import { settingsManifest } from "./routes/admin/settings/manifest";
import { subscribersManifest } from "./routes/admin/subscribers/manifest";

/**
 * The admin's one composition: every feature's manifest (web/routes/admin/<feature>/manifest.ts), in
 * the sidebar's order. The shell's route table (web/admin-routes.tsx) and, through
 * AdminFeaturesProvider, the sidebar, Activity, Privacy and Settings (its cards) read this list and know no feature; this
 * is the only admin file that imports a feature's screens (tests/lint/import-graph.test.ts).
 *
 * The spec's entries keep their order (Dashboard, Blog Posts, Job Listings, Inquiries, Settings), and
 * Settings stays last. A new feature's entry goes directly after Inquiries, in the order listed here;
 * People came before that rule and keeps its place beside the other published content. Settings
 * shows the features' cards in this order too (the lead desk's, then the staff and the export).
 */
export const adminFeatures: readonly AdminFeature[] = [
  dashboardManifest,
  blogsManifest,
  jobsManifest,
  peopleManifest,
  inquiriesManifest,
  leadsManifest,
  casesManifest,
  subscribersManifest,
  servicesManifest,
  complianceManifest,
  activityManifest,
  privacyManifest,
  settingsManifest,
];
