/** Code-unit order: the order of ISO dates and of ASCII ids. */
const ascii = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Due dates in the order they fall, then by id. Dates (YYYY-MM-DD) and ids (kebab-case) are ASCII,
 * so code-unit order is their order. `localeCompare` would give the same order but builds an ICU
 * collator on its first call, some 15 ms, which the Worker's every start paid for while the year
 * was sorted at module load (docs/performance.md, issue 52).
 */
export const inDueOrder =
  <T extends { id: string }>(dateOf: (item: T) => string) =>
  (a: T, b: T) =>
    ascii(dateOf(a), dateOf(b)) || ascii(a.id, b.id);
