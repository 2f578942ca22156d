/** A D1 binding that counts the statements prepared through it, to prove a response read nothing. */
export function countingD1(db: D1Database): { db: D1Database; count: () => number; reset: () => void } {
  let statements = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (property === "prepare" || property === "exec") statements += 1;
        if (property === "batch") statements += (args[0] as unknown[]).length;
        return value.apply(target, args);
      };
    },
  });
  return { db: counted, count: () => statements, reset: () => (statements = 0) };
}
