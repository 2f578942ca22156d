import { drizzle } from "drizzle-orm/d1";

export type Database = ReturnType<typeof getDb>;

/**
 * `d1`: the DB binding, or a request's session as `sessionDatabase` gives it (http/db-session.ts).
 * No schema is handed over: every query names its tables, imported from the folder that owns them,
 * and drizzle's relational API (`db.query.…`), the one reader of a schema here, is not used.
 */
export function getDb(d1: D1Database) {
  return drizzle(d1);
}

/**
 * A D1 session (read replication's Sessions API) in the shape of the binding, so everything that
 * takes a D1Database, drizzle included, runs its queries through it. drizzle has no session support
 * yet (drizzle-orm#4522) but only ever calls prepare() and batch(), which a session has; this object
 * is the one place the two shapes meet, so no cast is needed anywhere. A session has no exec() or
 * dump(): they refuse rather than quietly leave the session for the primary. withSession() returns
 * the same session, so whatever opens "another" inside a request stays in the request's one, and
 * the bookmark the request hands back covers every query it made.
 */
export function sessionDatabase(session: D1DatabaseSession): D1Database {
  const outsideSession = (name: string) => () => Promise.reject(new Error(`D1 ${name}() is not available inside a request's session`));
  const database: D1Database = {
    prepare: (query) => session.prepare(query),
    batch: (statements) => session.batch(statements),
    exec: outsideSession("exec"),
    dump: outsideSession("dump"),
    withSession: () => session,
  };
  return database;
}
