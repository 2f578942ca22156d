import { Briefcase } from "lucide-react";
import type { AdminFeature } from "../admin-feature";

/** Job listings: the list and the editor. */
export const jobsManifest: AdminFeature = {
  name: "jobs",
  screens: [
    { path: "jobs", permission: "content", lazy: () => import("./job-list") },
    { path: "jobs/new", permission: "content", lazy: () => import("./job-editor") },
    { path: "jobs/edit/:id", permission: "content", lazy: () => import("./job-editor") },
  ],
  nav: { to: "/admin/jobs", label: "Job Listings", icon: Briefcase, permission: "content" },
  activity: {
    records: { job: { called: "job listing", filter: "Job listings" } },
    filters: [
      ["job.published", "Job published"],
      ["job.deleted", "Job deleted"],
    ],
  },
};
