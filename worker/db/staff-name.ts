import { type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * The name colleagues know an admin by (`admin_users`, or an alias of it): their name, or their
 * address for an account from before staff had names. `T`: `string | null` where the admin is
 * left-joined and may be gone.
 */
export function staffNameOf<T extends string | null = string>(admin: { name: AnySQLiteColumn; email: AnySQLiteColumn }): SQL<T> {
  return sql<T>`coalesce(nullif(${admin.name}, ''), ${admin.email})`;
}
