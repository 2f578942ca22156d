/** What D1 throws when it cannot be reached. */
const outage = () => new Error("D1_ERROR: Network connection lost.");

/** A D1 binding that is down: every query, batch and exec rejects as D1 does when unreachable. */
export function unavailableDatabase(): D1Database {
  const fail = () => Promise.reject(outage());
  const statement = { bind: () => statement, first: fail, run: fail, all: fail, raw: fail };
  const database = { prepare: () => statement, batch: fail, exec: fail, dump: fail, withSession: () => database };
  return database as unknown as D1Database;
}

/**
 * The real database, except that every batch fails: reads and single statements (the throttle's
 * reservation) pass, and each `commit()`'s write, the last step of a submission, is lost. The
 * sessions the app opens on it (http/db-session.ts) fail their batches too.
 */
export function failingBatches<T extends D1Database | D1DatabaseSession>(db: T): T {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "batch") return () => Promise.reject(outage());
      if (prop === "withSession") return (constraint?: string) => failingBatches((target as D1Database).withSession(constraint));
      const value: unknown = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
