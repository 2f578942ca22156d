import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { throttleEvents } from "../db/schema";

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

export interface EventKey {
  scope: string;
  key: string;
}

/**
 * Records `events` only if every key in `limits` has had fewer than `limit` events within the last
 * `windowMs`; true when they were recorded. One INSERT … SELECT … WHERE statement, which D1 runs
 * atomically, so parallel requests cannot all pass the count before any of them is recorded.
 */
export async function reserveEvents(
  db: Database,
  events: EventKey[],
  limits: (EventKey & { limit: number })[],
  windowMs: number,
): Promise<boolean> {
  const since = new Date(Date.now() - windowMs).toISOString();
  const rows = sql.join(
    events.map((e) => sql`(${e.scope}, ${e.key})`),
    sql`, `,
  );
  const underLimits = sql.join(
    limits.map(
      (l) =>
        sql`(select count(*) from ${throttleEvents} where ${throttleEvents.scope} = ${l.scope} and ${throttleEvents.key} = ${l.key} and ${throttleEvents.createdAt} >= ${since}) < ${l.limit}`,
    ),
    sql` and `,
  );
  const inserted = await db.all<{ id: number }>(
    sql`insert into ${throttleEvents} (scope, key) select column1, column2 from (values ${rows}) where ${underLimits} returning id`,
  );
  return inserted.length > 0;
}

/** Removes the events of a scope and key (e.g. failed logins after a success). */
export function clearEvents(db: Database, scope: string, key: string) {
  return db.delete(throttleEvents).where(and(eq(throttleEvents.scope, scope), eq(throttleEvents.key, key)));
}

/** Drops events older than a day so the table stays small. */
export function pruneEvents(db: Database) {
  return db.delete(throttleEvents).where(lt(throttleEvents.createdAt, new Date(Date.now() - 86_400_000).toISOString()));
}
