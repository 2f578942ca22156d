import { History } from "lucide-react";
import type { AdminFeature } from "../admin-feature";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The audit trail: every sign-in and change made in the admin. It holds an address only where an export's filters named one. */
export const activityManifest: AdminFeature = {
  name: "activity",
  screens: [{ path: "activity", permission: "settings", lazy: () => import("./activity-list") }],
  nav: { to: "/admin/activity", label: "Activity", icon: History, permission: "settings" },
  heldData: {
    found: (held) => held.auditMentions > 0,
    line: (held) =>
      held.auditMentions > 0
        ? `Named in ${plural(held.auditMentions, "activity log entry", "activity log entries")} (an export filtered by the address).`
        : "Not named in the activity log.",
    lists: [["admin", "activity"]],
  },
};
