import { Settings } from "lucide-react";
import { lazy } from "react";
import { type AdminRole, roleLabels } from "#core/taxonomies/admin-roles";
import type { ActivityEntry } from "../data/activity";
import type { AdminFeature } from "../admin-feature";

const roleName = (role: unknown) => roleLabels[role as AdminRole] ?? String(role);

/** The account a staff action was about: its address when the trail kept one, else its record. */
const account = (entry: ActivityEntry, named: string) => entry.label ?? named;

/** "12,345 rows from 18 tables": an export's audit row keeps each table's count, never a row. */
const exportedRows = (detail: ActivityEntry["detail"]) => {
  const counts = Object.values((detail?.counts ?? {}) as Record<string, unknown>).map(Number);
  const rows = counts.reduce((sum, n) => sum + (Number.isFinite(n) ? n : 0), 0);
  return `${rows.toLocaleString("en-IN")} ${rows === 1 ? "row" : "rows"} from ${counts.length} ${counts.length === 1 ? "table" : "tables"}`;
};

/**
 * Settings: everyone's own password, passkeys and sessions; for managers the staff, their invitations
 * and roles, and Settings → Site (what the public site says about the firm). The sidebar's last entry.
 */
export const settingsManifest: AdminFeature = {
  name: "settings",
  screens: [
    { path: "settings", lazy: () => import("./settings-page") },
    { path: "settings/site", permission: "settings", lazy: () => import("./site/site-settings-page") },
  ],
  // Its own cards after every other feature's: the staff (managers), then the owner's export of all the data.
  settings: [
    { name: "staff", permission: "settings", card: lazy(() => import("./staff-card").then((module) => ({ default: module.StaffCard }))) },
    { name: "data-export", permission: "dataExport", card: lazy(() => import("./data-export-card").then((module) => ({ default: module.DataExportCard }))) },
  ],
  // Everyone's own password, passkeys and sessions live here; the firm's settings only for managers.
  nav: { to: "/admin/settings", label: "Settings", icon: Settings, permission: "self" },
  activity: {
    records: { admin: { called: "account", filter: "Sign-ins and accounts" }, site_settings: { filter: "Site settings" }, data: { filter: "Data exports" } },
    sentences: {
      "admin.signed_in": () => "signed in",
      "admin.sign_in_failed": (entry) =>
        entry.label ? `failed to sign in as ${entry.label}` : "failed to sign in with an email that is not a staff account",
      "admin.signed_out": () => "signed out",
      "admin.other_sessions_revoked": () => "signed out their other sessions",
      "admin.session_revoked": () => "ended one of their sessions",
      "admin.reverified": () => "confirmed their password",
      "admin.passkey_added": () => "added a passkey",
      "admin.passkey_removed": () => "removed a passkey",
      "admin.totp_enabled": () => "turned on sign-in codes from an authenticator app",
      "admin.totp_disabled": () => "turned off sign-in codes from an authenticator app",
      "admin.recovery_codes_regenerated": () => "made new recovery codes",
      "admin.password_sign_in_changed": () => "changed whether they may sign in with a password",
      "admin.password_changed": () => "changed their password",
      "admin.password_reset_requested": (entry, { named }) => `asked for a password reset link for ${account(entry, named)}`,
      "admin.password_reset": () => "chose a new password from a reset link",
      "admin.role_changed": (entry, { named }) =>
        `changed the role of ${account(entry, named)} from ${roleName(entry.detail?.from)} to ${roleName(entry.detail?.to)}`,
      "staff.invited": (entry) => {
        if (!entry.detail?.emailed) return "created an invitation link to join the staff";
        return entry.detail.replaces ? "emailed a new invitation to join the staff, withdrawing the earlier link" : "emailed an invitation to join the staff";
      },
      "admin.factors_reset": (entry, { named }) =>
        `removed the passkeys, authenticator app and recovery codes of ${account(entry, named)}`,
      "site_settings.saved": (entry) => `saved the site settings (version ${entry.recordId ?? "?"})`,
      "site_settings.reverted": (entry) => `restored version ${String(entry.detail?.revertedFrom ?? "?")} of the site settings`,
      "site_settings.logo_added": (entry) => `added a “Trusted by” logo (site settings version ${entry.recordId ?? "?"})`,
      "data.exported": (entry) => `exported all the data: ${exportedRows(entry.detail)}`,
    },
    filters: [
      ["admin.signed_in", "Signed in"],
      ["admin.sign_in_failed", "Failed sign-in"],
      ["admin.signed_out", "Signed out"],
      ["admin.password_changed", "Password changed"],
      ["admin.password_reset", "Password reset by email link"],
      ["site_settings.saved", "Site settings saved"],
      ["site_settings.reverted", "Site settings restored"],
      ["data.exported", "All data exported"],
    ],
  },
};
