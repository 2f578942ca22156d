import type { QueryKey } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import { type ComponentType, createContext, type LazyExoticComponent, type ReactNode, useContext } from "react";
import type { NonIndexRouteObject } from "react-router-dom";
import type { Permission } from "#core/taxonomies/admin-roles";
import type { ActivityEntry } from "./data/activity";
import type { HeldData } from "./data/privacy";

/*
 * The shape of a feature's manifest (web/routes/admin/<feature>/manifest.ts): what the admin's shell,
 * sidebar, Activity, Privacy and Settings screens need of a feature, declared by the feature and composed in
 * one list, web/admin-features.ts. None of them imports a feature: they read the composition, which
 * web/admin-main.tsx provides (AdminFeaturesProvider).
 */

/** One screen under /admin: its path, the permission it needs (none: every role may open it), its lazy module. */
export interface AdminScreen {
  path: string;
  permission?: Permission;
  lazy: NonNullable<NonIndexRouteObject["lazy"]>;
}

/** A feature's entry in the sidebar, shown to the roles holding its permission. Its place is its feature's place in the composition. */
export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  permission: Permission;
}

/** The words a sentence of the Activity screen may use: its record as named, and an erasure's counts. */
export interface ActivityWords {
  /** “blog post “GST basics””, or “blog post #12” once the record is gone. */
  named: string;
  /** “2 inquiries, 1 subscription” from a privacy request's counts (each feature's heldData.counts). */
  counted: (detail: ActivityEntry["detail"]) => string;
}

/** How the Activity screen reads a feature's audited events (web/routes/admin/activity/describe-activity.ts). */
export interface AdminActivity {
  /** Each record type it audits: what a sentence calls one (`called`) and what the "Concerning" filter calls them (`filter`). */
  records?: Record<string, { called?: string; filter?: string }>;
  /** Its actions' sentences, without the actor; an action without one reads as a verb and its record ("published blog post “GST basics”"). */
  sentences?: Record<string, (entry: ActivityEntry, words: ActivityWords) => string>;
  /** Its actions the "Action" filter offers, with their labels. */
  filters?: readonly (readonly [action: string, label: string])[];
}

/** How the Privacy screen shows what a feature holds about one address or phone number (the worker's heldData). */
export interface AdminHeldData {
  /** Whether the search found any of it. */
  found: (held: HeldData) => boolean;
  /** A block of records, shown for any search (the inquiries, as a table). */
  block?: (held: HeldData, byPhone: boolean) => ReactNode;
  /** One line of the list under it, shown for an address: a phone number finds none of these. */
  line?: (held: HeldData) => string;
  /** What an erasure's counts are called, by their key in the erasure's record: [one, many]. */
  counts?: Record<string, readonly [one: string, many: string]>;
  /** The admin lists that show it, refreshed once it is erased. */
  lists?: readonly QueryKey[];
}

/**
 * A card a feature adds to the Settings page, after the page's own (the site's details, the
 * signed-in colleague's password, factors and sessions), in the composition's order: shown to the
 * roles holding its permission (none: every role).
 */
export interface AdminSettingsSection {
  /** For React's key and the docs: what the card is about. */
  name: string;
  permission?: Permission;
  /** The card, in a chunk of its own that Settings loads (`lazy(() => import("./digest-card"))`). */
  card: LazyExoticComponent<ComponentType>;
}

/**
 * A card a feature puts on the dashboard, for the roles holding `permission`: a lazy component
 * (`React.lazy`) that reads its figures from the dashboard's cards answer (`cardsQuery`), under the
 * key its worker declaration gives them (`dashboard` in worker/<feature>/feature.ts).
 */
export interface AdminDashboardCard {
  permission: Permission;
  Card: ComponentType;
}

export interface AdminFeature {
  name: string;
  dashboardCard?: AdminDashboardCard;
  screens?: readonly AdminScreen[];
  nav?: AdminNavItem;
  activity?: AdminActivity;
  heldData?: AdminHeldData;
  /** The cards it adds to Settings (web/routes/admin/settings/settings-page.tsx). */
  settings?: readonly AdminSettingsSection[];
}

const AdminFeaturesContext = createContext<readonly AdminFeature[] | null>(null);

/** Hands the composition (web/admin-features.ts) to the shell's readers: the sidebar, Activity, Privacy and Settings. */
export const AdminFeaturesProvider = AdminFeaturesContext.Provider;

/** Every feature's manifest, in the sidebar's order. */
export function useAdminFeatures(): readonly AdminFeature[] {
  const features = useContext(AdminFeaturesContext);
  if (!features) throw new Error("The admin's features are read inside AdminFeaturesProvider (web/admin-main.tsx).");
  return features;
}
