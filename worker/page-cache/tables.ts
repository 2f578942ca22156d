import { integer, sqliteTable } from "drizzle-orm/sqlite-core";

/**
 * One row (id 1) counting every write that changed a public page. Public cache keys carry it, so
 * a publish reaches every data centre at once (the Cache API only purges the local one).
 */
export const contentVersion = sqliteTable("content_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
});
