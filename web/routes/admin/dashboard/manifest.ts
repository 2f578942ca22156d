import { LayoutDashboard } from "lucide-react";
import type { AdminFeature } from "../admin-feature";

/** The dashboard: the first screen, open to every role; each card shows what the role may see. */
export const dashboardManifest: AdminFeature = {
  name: "dashboard",
  screens: [{ path: "dashboard", lazy: () => import("./dashboard") }],
  nav: { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard, permission: "overview" },
};
