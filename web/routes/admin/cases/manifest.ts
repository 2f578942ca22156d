import { FolderOpen } from "lucide-react";
import { lazy } from "react";
import type { AdminFeature } from "../admin-feature";

/** The clients' cases after a won lead: the list, opening one, and each case's page. */
export const casesManifest: AdminFeature = {
  name: "cases",
  screens: [
    { path: "cases", permission: "inquiries", lazy: () => import("./case-list") },
    { path: "cases/new", permission: "inquiries", lazy: () => import("./case-open") },
    { path: "cases/:id", permission: "inquiries", lazy: () => import("./case-page") },
  ],
  nav: { to: "/admin/cases", label: "Cases", icon: FolderOpen, permission: "inquiries" },
  dashboardCard: { permission: "inquiries", Card: lazy(() => import("./case-dashboard-card")) },
  activity: {
    records: { case: { called: "case", filter: "Cases" } },
    sentences: {
      "case.created": (_, { named }) => `opened ${named}`,
      "case.status_changed": (entry, { named }) => `${entry.detail?.status === "closed" ? "closed" : "reopened"} ${named}`,
      "case.file_viewed": (entry, { named }) => `${entry.detail?.download ? "downloaded" : "opened"} a file of ${named}`,
      "case.file_uploaded": (_, { named }) => `stored a file in ${named}`,
      "case.item_reviewed": (entry, { named }) => `${entry.detail?.state === "returned" ? "sent back" : entry.detail?.state === "accepted" ? "accepted" : "asked again for"} a document of ${named}`,
      "case.step_done": (entry, { named }) => `${entry.detail?.done ? "ticked off" : "reopened"} a step of ${named}`,
    },
    filters: [
      ["case.created", "Case opened"],
      ["case.file_viewed", "Case file opened"],
      ["case.item_reviewed", "Case document reviewed"],
      ["case.step_done", "Case step done"],
    ],
  },
};
