import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { SiteSettings } from "#core/schemas/site-settings";
import { createdAt } from "../db/columns";
import { adminUsers } from "../access/tables";

/**
 * The facts staff edit under Settings → Site (contact details, hours, figures, logos, social links),
 * one row per saved version, only ever inserted: the newest is what every page shows, and the
 * older ones are the history a bad save is reverted from. Version 1 is the spec's values, seeded by
 * migration. A save names the version it was edited from and inserts the next one, so two staff
 * saving at once cannot silently overwrite each other (the primary key refuses the second).
 */
export const siteSettings = sqliteTable("site_settings", {
  version: integer("version").primaryKey(),
  data: text("data", { mode: "json" }).$type<SiteSettings>().notNull(),
  /** The version a revert restored; null for an edit or the seed. */
  revertedFrom: integer("reverted_from"),
  /** Who saved it (null for the seed, or once the account is removed). */
  adminId: integer("admin_id").references(() => adminUsers.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
