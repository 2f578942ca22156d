import { DrizzleQueryError } from "drizzle-orm/errors";

/** The errors in a chain of `cause`s, outermost first. */
function chain(err: unknown): Error[] {
  const errors: Error[] = [];
  for (let e: unknown = err; e instanceof Error && errors.length < 10; e = e.cause) errors.push(e);
  return errors;
}

/** Whether a D1 failure (possibly wrapped by drizzle) is a UNIQUE violation on `table.column`. */
export function isUniqueViolation(err: unknown, column: string): boolean {
  return chain(err).some((e) => e.message.includes(`UNIQUE constraint failed: ${column}`));
}

/** D1's own errors start "D1_ERROR: …", "D1_EXEC_ERROR: …" or "D1 DB is overloaded …". */
const FROM_D1 = /^D1[_ ]/;
/** Failures of the statement itself (a constraint, a syntax error): a bug or a rule, not an outage. */
const STATEMENT_FAILURE = /SQLITE_(CONSTRAINT|ERROR|MISMATCH|RANGE|TOOBIG)\b/;

/**
 * Whether D1 could not run a query at all (unreachable, overloaded, reset, timed out), as opposed
 * to refusing the statement: the request may succeed if repeated, so it answers 503, not 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const errors = chain(err);
  return errors.some((e) => FROM_D1.test(e.message)) && !errors.some((e) => STATEMENT_FAILURE.test(e.message));
}

/**
 * An error's message fit for a log line. Drizzle's wrapper repeats the query's parameters
 * (emails, token hashes, visitors' messages), so a database error is described by D1's own
 * message underneath it instead.
 */
export function loggableMessage(err: unknown): string {
  const errors = chain(err);
  if (errors.length === 0) return String(err);
  const safe = errors.find((e) => !(e instanceof DrizzleQueryError));
  return safe ? safe.message : "database query failed";
}
