import { UsersRound } from "lucide-react";
import type { AdminFeature } from "../admin-feature";

/** The team shown on the About page: the list and the editor. */
export const peopleManifest: AdminFeature = {
  name: "people",
  screens: [
    { path: "people", permission: "content", lazy: () => import("./person-list") },
    { path: "people/new", permission: "content", lazy: () => import("./person-editor") },
    { path: "people/edit/:id", permission: "content", lazy: () => import("./person-editor") },
  ],
  nav: { to: "/admin/people", label: "People", icon: UsersRound, permission: "content" },
  activity: {
    records: { person: { called: "team member", filter: "People" } },
    filters: [["person.published", "Person published"]],
  },
};
