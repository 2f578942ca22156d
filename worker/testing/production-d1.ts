/**
 * D1 as it is in production in one respect local workerd lacks: a LIKE pattern of more than 50 bytes
 * is refused ("LIKE or GLOB pattern too complex"; SQLite's SQLITE_LIMIT_LIKE_PATTERN_LENGTH, which
 * D1 sets to 50 and local D1 leaves at 50,000). Every statement still runs on the real local D1.
 */
const D1_LIKE_PATTERN_MAX_BYTES = 50;

/** The bound values of `sql` that are LIKE patterns (a `?` right after `like`). */
function likeValues(sql: string, values: unknown[]): unknown[] {
  const placeholders = [...sql.matchAll(/(\blike\s+)?\?/gi)];
  return placeholders.flatMap((match, i) => (match[1] ? [values[i]] : []));
}

/** The sessions the app opens on it (http/db-session.ts) refuse the same patterns. */
export function productionD1<T extends D1Database | D1DatabaseSession>(db: T): T {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property === "withSession") return (constraint?: string) => productionD1((target as D1Database).withSession(constraint));
      if (property !== "prepare") return typeof value === "function" ? value.bind(target) : value;
      return (sql: string) => {
        const statement = target.prepare(sql);
        return new Proxy(statement, {
          get(inner, name, innerReceiver) {
            const member = Reflect.get(inner, name, innerReceiver);
            if (name !== "bind") return typeof member === "function" ? member.bind(inner) : member;
            return (...values: unknown[]) => {
              for (const pattern of likeValues(sql, values)) {
                if (typeof pattern === "string" && new TextEncoder().encode(pattern).length > D1_LIKE_PATTERN_MAX_BYTES) {
                  throw new Error("D1_ERROR: LIKE or GLOB pattern too complex: SQLITE_ERROR");
                }
              }
              return inner.bind(...values);
            };
          },
        });
      };
    },
  });
}
