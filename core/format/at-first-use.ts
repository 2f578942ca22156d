/**
 * A value made at its first use, then kept: Intl formatters, the site's route table. Building a
 * formatter loads its locale's data and costs milliseconds; made at module load, every Worker start
 * paid for every one of them, used or not (docs/performance.md, the Worker's start).
 */
export function atFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
