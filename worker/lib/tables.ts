import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "../db/columns";

/** Events counted for throttling: failed logins per email and per IP, form posts per IP. */
export const throttleEvents = sqliteTable(
  "throttle_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("throttle_scope_key_time_idx").on(t.scope, t.key, t.createdAt)],
);
