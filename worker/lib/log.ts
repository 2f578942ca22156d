type Level = "info" | "warn" | "error";

/**
 * Line breaks and control characters JSON leaves as they are: DEL, the C1 controls (NEL among
 * them) and the Unicode line and paragraph separators, which some log viewers also break on.
 */
const UNESCAPED_BREAKS = /[\u007f-\u009f\u2028\u2029]/g;
const escapeBreak = (ch: string) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * Writes one event as one structured JSON line. JSON escapes CR, LF and the other C0 controls, and
 * the rest that could break a line are escaped here, so visitor-supplied values (paths, emails)
 * cannot forge extra lines. Never pass passwords, tokens, cookie values or visitors' file names.
 */
export function log(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...fields }).replace(UNESCAPED_BREAKS, escapeBreak);
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/** A preview link's token, a path segment (worker/previews), of its page or its API. */
const PREVIEW_TOKEN_IN_PATH = /^(\/(?:api\/previews|preview)\/)[^/]+/i;

/** A request's path as a log line may hold it: a preview link's token is replaced, live or dead. */
export const loggablePath = (path: string) => path.replace(PREVIEW_TOKEN_IN_PATH, "$1[token]");
