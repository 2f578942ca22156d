import { Users } from "lucide-react";
import { formatDateTime } from "#core/format/date";
import type { AdminFeature } from "../admin-feature";

/** The newsletter's subscribers: the list, its export and removals. */
export const subscribersManifest: AdminFeature = {
  name: "subscribers",
  screens: [{ path: "subscribers", permission: "subscribers", lazy: () => import("./subscriber-list") }],
  nav: { to: "/admin/subscribers", label: "Subscribers", icon: Users, permission: "subscribers" },
  activity: {
    records: { subscriber: { called: "subscriber", filter: "Subscribers" } },
    sentences: { "subscriber.exported": () => "exported subscribers to CSV" },
    filters: [
      ["subscriber.deleted", "Subscriber removed"],
      ["subscriber.exported", "Subscribers exported"],
    ],
  },
  heldData: {
    found: (held) => Boolean(held.subscribedAt),
    line: (held) => (held.subscribedAt ? `Subscribed to the newsletter on ${formatDateTime(held.subscribedAt)}.` : "Not subscribed to the newsletter."),
    counts: { subscriptions: ["subscription", "subscriptions"] },
    lists: [["admin", "subscribers"]],
  },
};
