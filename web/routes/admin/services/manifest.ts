import { IndianRupee } from "lucide-react";
import type { AdminFeature } from "../admin-feature";

const serviceOf = (detail: Record<string, unknown> | null) => String(detail?.title ?? detail?.subServiceId ?? "a service");

/** Each sub-service's fee and timeline, as its page shows them. */
export const servicesManifest: AdminFeature = {
  name: "services",
  screens: [{ path: "services", permission: "content", lazy: () => import("./service-fees") }],
  nav: { to: "/admin/services", label: "Services & Fees", icon: IndianRupee, permission: "content" },
  activity: {
    records: { sub_service_fee: { filter: "Service fees" } },
    sentences: {
      "sub_service_fee.updated": (entry) =>
        entry.detail?.restoredFrom
          ? `restored an earlier fee and timeline of “${serviceOf(entry.detail)}”`
          : `updated the fee and timeline of “${serviceOf(entry.detail)}”`,
    },
    filters: [["sub_service_fee.updated", "Service fee updated"]],
  },
};
