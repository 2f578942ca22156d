import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "../db/columns";
import { adminUsers } from "../access/tables";
import { blogs } from "../blog/tables";

/**
 * Links that show a post as it is, or as an editor had it unsaved (`data`), to someone without an
 * account (worker/previews). The token in the link is this id and its expiry, signed; the row is
 * what revocation and the post's deletion take away.
 */
export const previewLinks = sqliteTable(
  "preview_links",
  {
    id: text("id").primaryKey(),
    blogId: integer("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    /** The editor's unsaved form, sanitised as a save would store it; null shows the post as saved. */
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>(),
    createdBy: integer("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("preview_links_blog_idx").on(t.blogId)],
);
