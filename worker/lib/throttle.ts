import { and, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
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

/** A row recorded by {@link reserveEventRows}. */
export interface ReservedEvent {
  id: number;
  scope: string;
}

/**
 * Records `events` only if every key in `limits` has had fewer than `limit` events within the last
 * `windowMs`; the recorded rows, or null when none were. One INSERT … SELECT … WHERE statement,
 * which D1 runs atomically, so parallel requests cannot all pass the count before any of them is
 * recorded.
 */
export async function reserveEventRows(
  db: Database,
  events: EventKey[],
  limits: (EventKey & { limit: number })[],
  windowMs: number,
): Promise<ReservedEvent[] | null> {
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
  const inserted = await db.all<ReservedEvent>(
    sql`insert into ${throttleEvents} (scope, key) select column1, column2 from (values ${rows}) where ${underLimits} returning id, scope`,
  );
  return inserted.length > 0 ? inserted : null;
}

/** {@link reserveEventRows}, answering only whether the events were recorded. */
export async function reserveEvents(
  db: Database,
  events: EventKey[],
  limits: (EventKey & { limit: number })[],
  windowMs: number,
): Promise<boolean> {
  return (await reserveEventRows(db, events, limits, windowMs)) !== null;
}

/** Removes particular recorded events (e.g. the reservation of an attempt that succeeded). */
export function forgetEvents(db: Database, ids: [number, ...number[]]) {
  return db.delete(throttleEvents).where(inArray(throttleEvents.id, ids));
}

/** Removes the events of a scope and key (e.g. failed logins after a success). */
export function clearEvents(db: Database, scope: string, key: string) {
  return db.delete(throttleEvents).where(and(eq(throttleEvents.scope, scope), eq(throttleEvents.key, key)));
}

/** Drops events older than a day so the table stays small. */
export function pruneEvents(db: Database) {
  return db.delete(throttleEvents).where(lt(throttleEvents.createdAt, new Date(Date.now() - 86_400_000).toISOString()));
}
