import type { Context } from "hono";
import type { Database } from "../db/client";
import { type Env, numberSetting } from "../env";
import { addressClientKey, addressKey, clientAddressKey, clientAddressPrefix } from "../lib/address-key";
import { clientIp } from "../lib/client-ip";
import { sessionSecret } from "../access/session";
import { clearEvents, type EventKey, type EventLimit, forgetEvents, recentEvents, type ReservedEvent, reserveEventRows } from "../lib/throttle";

/** How many steps of LOGIN_SLOWDOWN_STEP_MS the per-email slowdown grows to at most. */
const MAX_SLOWDOWN_STEPS = 8;

type ClearStatement = ReturnType<typeof clearEvents>;

interface PasswordAttempt {
  /** The D1 statements that forget this attempt's failures; batch them with the success's write. */
  clear: [ClearStatement, ...ClearStatement[]];
  /** The rows this attempt reserved (its own and those of `also`), to forget one on success. */
  reserved: ReservedEvent[];
  /**
   * For a right password that goes on to the code step: the statements that take this attempt off
   * the client's count of failed addresses. It stays a failure for the account (from this client
   * and from anywhere) until the code step clears it; what happens there never counts for the client.
   */
  passwordRight: ClearStatement[];
}

/** Further keys a caller reserves in the same statement as the password's (the code step's). */
interface AlsoReserved {
  events: EventKey[];
  limits: EventLimit[];
}

/**
 * What an attempt checks: a password (sign-in, the password change, step-up with the password),
 * which also counts toward the client's addresses, or a second factor (a code at sign-in or
 * step-up, a passkey at step-up), which counts for the account only.
 */
type AttemptKind = "password" | "factor";

/** How long the password's and the code step's failures count: LOGIN_LOCK_MINUTES. */
export function lockWindowMs<E extends { Bindings: Env }>(c: Context<E>): number {
  return lockMinutes(c) * 60_000;
}

function lockMinutes<E extends { Bindings: Env }>(c: Context<E>): number {
  return numberSetting(c.env.LOGIN_LOCK_MINUTES, 15);
}

/** The 429 answer to a refused attempt: `what` happened, and how long to wait (also as Retry-After). */
export function tooManyAttempts<E extends { Bindings: Env }>(c: Context<E>, what: string) {
  const minutes = lockMinutes(c);
  c.header("Retry-After", String(minutes * 60));
  return c.json({ error: `${what} Please wait ${minutes} minutes and try again.` }, 429);
}

/**
 * The delay for an email that has failed `failures` times (from any addresses) within the window:
 * nothing up to `maxFailures`, then one step per further failure, capped. It only slows guessing
 * spread over many addresses; it never refuses, so nobody can lock the owner out of their account.
 */
export function slowdownMs(failures: number, maxFailures: number, stepMs: number): number {
  return Math.min(Math.max(0, failures - maxFailures), MAX_SLOWDOWN_STEPS) * stepMs;
}

/**
 * The keys an email's failures are counted under: the address's HMAC (lib/address-key.ts), never
 * the address or a plain hash of it. Needs SESSION_SECRET (or localhost's development key): a
 * deployment without one cannot sign anyone in either.
 * - `pair`: the email from this client, locked after LOGIN_MAX_FAILURES;
 * - `byEmail`: the email from anywhere, slowed down, never locked;
 * - `fromClient`: the email among the addresses that failed from this client (client first, so
 *   the client's addresses are one range of the index), locked once LOGIN_MAX_FAILURES differ.
 */
async function emailKeys<E extends { Bindings: Env }>(c: Context<E>, email: string, ip: string) {
  const secret = sessionSecret(c);
  if (!secret) throw new Error("SESSION_SECRET is not set");
  const key = await addressKey(secret, email);
  return {
    pair: { scope: "login_pair", key: addressClientKey(key, ip) } satisfies EventKey,
    byEmail: { scope: "login_email", key } satisfies EventKey,
    fromClient: { scope: CLIENT_SCOPE, key: clientAddressKey(ip, key) } satisfies EventKey,
  };
}

/** Where each address that failed from a client is recorded, once per failure. */
const CLIENT_SCOPE = "login_client_address";

/**
 * The statements that forget the failed sign-ins of `email` from this client (its lock, and its
 * place among the client's failed addresses) and the email's slowdown, for a completed password
 * reset: whoever proved they hold the mailbox can sign in from where they are with the new password
 * at once. Other addresses' failures and locks stay, so a guesser elsewhere is not freed.
 */
export async function forgetOwnFailures<E extends { Bindings: Env }>(c: Context<E>, db: Database, email: string): Promise<ClearStatement[]> {
  const { pair, byEmail, fromClient } = await emailKeys(c, email, clientIp(c));
  return [pair, fromClient, byEmail].map(({ scope, key }) => clearEvents(db, scope, key));
}

/**
 * Reserves one check of a password (or, with `kind: "factor"`, of a second factor) for `email`
 * from the client's address, before it is checked. Refused (null) within LOGIN_LOCK_MINUTES:
 * - once that email has failed LOGIN_MAX_FAILURES times from this address (per account and client);
 * - for a password, once LOGIN_MAX_FAILURES different emails have failed from this address, known
 *   accounts or not, so no answer tells which exist (spraying one password over many accounts).
 *   Failures are counted by address, not by attempt: one colleague's typos behind the office's
 *   shared address lock only their own account there, never the others'.
 * The same email failing from anywhere is only slowed down (`slowdownMs`), never refused. A second
 * factor's failures never count toward the client's addresses. The reservation stays as the failure
 * record unless the caller batches `clear` with its success. Sign-in, the password change and
 * step-up share it, so none can be used to guess around the others.
 */
export async function reservePasswordAttempt<E extends { Bindings: Env }>(
  c: Context<E>,
  db: Database,
  email: string,
  { kind = "password", also = { events: [], limits: [] } }: { kind?: AttemptKind; also?: AlsoReserved } = {},
): Promise<PasswordAttempt | null> {
  const ip = clientIp(c);
  const maxFailures = numberSetting(c.env.LOGIN_MAX_FAILURES, 5);
  const windowMs = lockWindowMs(c);
  const { pair, byEmail, fromClient } = await emailKeys(c, email, ip);
  const password = kind === "password";

  const emailFailures = await recentEvents(db, byEmail.scope, byEmail.key, windowMs);
  const reserved = await reserveEventRows(
    db,
    [pair, byEmail, ...(password ? [fromClient] : []), ...also.events],
    [
      { ...pair, limit: maxFailures },
      ...(password ? [{ scope: fromClient.scope, keyPrefix: clientAddressPrefix(ip), limit: maxFailures }] : []),
      ...also.limits,
    ],
    windowMs,
  );
  if (!reserved) return null;

  const delay = slowdownMs(emailFailures, maxFailures, numberSetting(c.env.LOGIN_SLOWDOWN_STEP_MS, 250));
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const counted = reserved.filter((row) => row.scope === fromClient.scope).map((row) => row.id);
  return {
    clear: [clearEvents(db, pair.scope, pair.key), clearEvents(db, fromClient.scope, fromClient.key), clearEvents(db, byEmail.scope, byEmail.key)],
    reserved,
    passwordRight: counted.length > 0 ? [forgetEvents(db, counted as [number, ...number[]])] : [],
  };
}
