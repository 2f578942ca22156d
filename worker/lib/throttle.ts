import { and, count, eq, gte, lt } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../db/client";
import { throttleEvents } from "../db/schema";

/** The client's address as Cloudflare reports it; "local" under plain local development. */
export function clientIp(c: Context): string {
  return c.req.header("CF-Connecting-IP") ?? "local";
}

/** How many events of this scope and key happened within the last `windowMs`. */
export async function recentEvents(db: Database, scope: string, key: string, windowMs: number): Promise<number> {
  const since = new Date(Date.now() - windowMs).toISOString();
  const row = await db
    .select({ n: count() })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.scope, scope), eq(throttleEvents.key, key), gte(throttleEvents.createdAt, since)))
    .get();
  return row?.n ?? 0;
}

/** The insert that records one event; callers batch it with their own writes. */
export function recordEvent(db: Database, scope: string, key: string) {
  return db.insert(throttleEvents).values({ scope, key });
}

/** Removes the events of a scope and key (e.g. failed logins after a success). */
export function clearEvents(db: Database, scope: string, key: string) {
  return db.delete(throttleEvents).where(and(eq(throttleEvents.scope, scope), eq(throttleEvents.key, key)));
}

/** Drops events older than a day so the table stays small. */
export function pruneEvents(db: Database) {
  return db.delete(throttleEvents).where(lt(throttleEvents.createdAt, new Date(Date.now() - 86_400_000).toISOString()));
}
