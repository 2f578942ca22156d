import { ShieldCheck } from "lucide-react";
import type { AdminFeature } from "../admin-feature";

/** Privacy requests (DPDP Act 2023): what the site holds about one address or number, and its erasure. */
export const privacyManifest: AdminFeature = {
  name: "privacy",
  screens: [{ path: "privacy", permission: "privacy", lazy: () => import("./privacy-requests") }],
  nav: { to: "/admin/privacy", label: "Privacy", icon: ShieldCheck, permission: "privacy" },
  activity: {
    records: { privacy: { filter: "Privacy requests" } },
    sentences: {
      "privacy.searched": (entry, { counted }) =>
        `looked up what was held about one email address or phone number on a privacy request (${counted(entry.detail)})`,
      "privacy.erased": (entry, { counted }) => `erased what was held about one email address on a privacy request (${counted(entry.detail)})`,
    },
    filters: [["privacy.erased", "Personal data erased"]],
  },
};
