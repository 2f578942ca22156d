import { and, count, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import { ADDRESS_KEY_SEPARATOR } from "./address-key";
import { type Database, getDb } from "../db/client";
import { throttleEvents } from "./tables";
import { type Env, numberSetting } from "../env";

const DAY_MS = 24 * 60 * 60_000;

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
 * A cap on how many different keys under `keyPrefix` had events within the window (the addresses
 * that failed to sign in from one client), however many events each had.
 */
interface DistinctLimit {
  scope: string;
  keyPrefix: string;
  limit: number;
}

export type EventLimit = (EventKey & { limit: number }) | DistinctLimit;

/** The keys under `prefix`, as a range of the (scope, key, created_at) index: [prefix, prefix with its last character's successor). */
function prefixRange(prefix: string): [string, string] {
  const last = prefix.charCodeAt(prefix.length - 1);
  return [prefix, `${prefix.slice(0, -1)}${String.fromCharCode(last + 1)}`];
}

function underLimit(limit: EventLimit, since: string) {
  if ("keyPrefix" in limit) {
    const [from, to] = prefixRange(limit.keyPrefix);
    return sql`(select count(distinct ${throttleEvents.key}) from ${throttleEvents} where ${throttleEvents.scope} = ${limit.scope} and ${throttleEvents.key} >= ${from} and ${throttleEvents.key} < ${to} and ${throttleEvents.createdAt} >= ${since}) < ${limit.limit}`;
  }
  return sql`(select count(*) from ${throttleEvents} where ${throttleEvents.scope} = ${limit.scope} and ${throttleEvents.key} = ${limit.key} and ${throttleEvents.createdAt} >= ${since}) < ${limit.limit}`;
}

/** A row recorded by {@link reserveEventRows}. */
export interface ReservedEvent {
  id: number;
  scope: string;
}

/**
 * Records `events` only if every key in `limits` has had fewer than `limit` events (or a prefix
 * fewer than `limit` keys with events) within the last `windowMs`; the recorded rows, or null when
 * none were. One INSERT … SELECT … WHERE statement, which D1 runs atomically, so parallel requests
 * cannot all pass the count before any of them is recorded.
 */
export async function reserveEventRows(db: Database, events: EventKey[], limits: EventLimit[], windowMs: number): Promise<ReservedEvent[] | null> {
  const since = new Date(Date.now() - windowMs).toISOString();
  const rows = sql.join(
    events.map((e) => sql`(${e.scope}, ${e.key})`),
    sql`, `,
  );
  const underLimits = sql.join(
    limits.map((limit) => underLimit(limit, since)),
    sql` and `,
  );
  const inserted = await db.all<ReservedEvent>(
    sql`insert into ${throttleEvents} (scope, key) select column1, column2 from (values ${rows}) where ${underLimits} returning id, scope`,
  );
  return inserted.length > 0 ? inserted : null;
}

/** {@link reserveEventRows}, answering only whether the events were recorded. */
export async function reserveEvents(db: Database, events: EventKey[], limits: EventLimit[], windowMs: number): Promise<boolean> {
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

/**
 * The longest window any count looks back over: the visitor mail caps' day, or the sign-in lock if
 * LOGIN_LOCK_MINUTES is set longer. An event older than this counts for nothing.
 */
function longestWindowMs(env: Pick<Env, "LOGIN_LOCK_MINUTES">): number {
  return Math.max(DAY_MS, numberSetting(env.LOGIN_LOCK_MINUTES, 15) * 60_000);
}

/** Drops events older than the longest window, so the table keeps nothing that no longer counts. */
export function pruneEvents(db: Database, env: Pick<Env, "LOGIN_LOCK_MINUTES">) {
  return db.delete(throttleEvents).where(lt(throttleEvents.createdAt, new Date(Date.now() - longestWindowMs(env)).toISOString()));
}

/**
 * Removes every event counted under an address's key (lib/address-key.ts): the key itself, the
 * keys that begin with it (per address and client) and those that end with it (a client's count of
 * failed addresses). For an erasure.
 */
export function clearAddressEvents(db: Database, key: string) {
  const prefix = `${key}${ADDRESS_KEY_SEPARATOR}`;
  const suffix = `${ADDRESS_KEY_SEPARATOR}${key}`;
  return db
    .delete(throttleEvents)
    .where(
      or(
        eq(throttleEvents.key, key),
        eq(sql`substr(${throttleEvents.key}, 1, ${prefix.length})`, prefix),
        eq(sql`substr(${throttleEvents.key}, ${-suffix.length})`, suffix),
      ),
    );
}

/** The cron's share (worker/index.ts): the throttle table keeps only events that still count. */
export async function pruneThrottleEvents(env: Env): Promise<void> {
  await pruneEvents(getDb(env.DB), env);
}
