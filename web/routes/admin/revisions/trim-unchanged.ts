/** A run of text as the history's diff gives it: kept, added or removed. */
export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

/** Unchanged text longer than this is cut down to its ends around the changes. */
const LONG = 160;
/** How much unchanged text stays beside a change, on each side. */
const CONTEXT = 60;

/** The first `n` characters, back to the last word boundary. */
function head(text: string, n: number): string {
  const cut = text.slice(0, n);
  const space = cut.search(/\s\S*$/);
  return space > 0 ? cut.slice(0, space) : cut;
}

/** The last `n` characters, on to the next word boundary. */
function tail(text: string, n: number): string {
  const cut = text.slice(-n);
  const space = cut.search(/\s/);
  return space >= 0 && space < cut.length - 1 ? cut.slice(space + 1) : cut;
}

/**
 * The diff with only what differs in full: each long run of unchanged text keeps a few words on
 * either side of a change (none before the first change or after the last), "…" standing for the
 * rest, so a one-word edit in a long body shows that word and its sentence, not the whole body.
 */
export function trimUnchanged<P extends DiffPart>(parts: readonly P[]): P[] {
  return parts.map((part, i) => {
    if (part.added || part.removed || part.value.length <= LONG) return part;
    const first = i === 0;
    const last = i === parts.length - 1;
    const before = first ? "" : head(part.value, CONTEXT);
    const after = last ? "" : tail(part.value, CONTEXT);
    const value = `${before}${before ? " " : ""}…${after ? " " : ""}${after}`;
    return { ...part, value };
  });
}
