/**
 * A D1 binding that counts the statements prepared through it, to prove a response read nothing.
 * The app reads through a session of the binding (http/db-session.ts), so the sessions it opens
 * are counted too.
 */
export function countingD1(db: D1Database): { db: D1Database; count: () => number; reset: () => void } {
  let statements = 0;
  const counting = <T extends object>(queryable: T): T =>
    new Proxy(queryable, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (property === "prepare" || property === "exec") statements += 1;
          if (property === "batch") statements += (args[0] as unknown[]).length;
          const result: unknown = value.apply(target, args);
          return property === "withSession" ? counting(result as D1DatabaseSession) : result;
        };
      },
    });
  return { db: counting(db), count: () => statements, reset: () => (statements = 0) };
}
