import type { Context } from "hono";
import type { Database } from "../db/client";
import { type Env, numberSetting } from "../env";
import { addressClientKey, addressKey } from "../lib/address-key";
import { clientIp } from "../lib/client-ip";
import { sessionSecret } from "./session";
import { clearEvents, type EventKey, recentEvents, type ReservedEvent, reserveEventRows } from "../lib/throttle";

/** How many steps of LOGIN_SLOWDOWN_STEP_MS the per-email slowdown grows to at most. */
const MAX_SLOWDOWN_STEPS = 8;

type ClearStatement = ReturnType<typeof clearEvents>;

export interface PasswordAttempt {
  /** The D1 statements that forget this attempt's failures; batch them with the success's write. */
  clear: [ClearStatement, ...ClearStatement[]];
  /** The rows this attempt reserved (its own and those of `also`), to forget one on success. */
  reserved: ReservedEvent[];
}

/** Further keys a caller reserves in the same statement as the password's (the code step's). */
export interface AlsoReserved {
  events: EventKey[];
  limits: (EventKey & { limit: number })[];
}

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
 */
export async function emailKeys<E extends { Bindings: Env }>(c: Context<E>, email: string, ip: string) {
  const secret = sessionSecret(c);
  if (!secret) throw new Error("SESSION_SECRET is not set");
  const key = await addressKey(secret, email);
  return {
    pair: { scope: "login_pair", key: addressClientKey(key, ip) } satisfies EventKey,
    byEmail: { scope: "login_email", key } satisfies EventKey,
  };
}

/**
 * The statements that forget the failed sign-ins of this client (for `email`, and its address's
 * own count) and the email's slowdown, for a completed password reset: whoever proved they hold
 * the mailbox can sign in from where they are with the new password at once. Other addresses'
 * locks stay, so a guesser elsewhere is not freed.
 */
export async function forgetOwnFailures<E extends { Bindings: Env }>(c: Context<E>, db: Database, email: string): Promise<ClearStatement[]> {
  const ip = clientIp(c);
  const { pair, byEmail } = await emailKeys(c, email, ip);
  return [clearEvents(db, pair.scope, pair.key), clearEvents(db, "login_ip", ip), clearEvents(db, byEmail.scope, byEmail.key)];
}

/**
 * Reserves one password check for `email` from the client's address, before the hash is checked:
 * refused (null) once that email has failed LOGIN_MAX_FAILURES times from this address, or this
 * address has failed that often across emails, within LOGIN_LOCK_MINUTES. The reservation stays as
 * the failure record unless the caller batches `clear` with its success. Sign-in and the password
 * change share it, so neither can be used to guess around the other.
 */
export async function reservePasswordAttempt<E extends { Bindings: Env }>(
  c: Context<E>,
  db: Database,
  email: string,
  also: AlsoReserved = { events: [], limits: [] },
): Promise<PasswordAttempt | null> {
  const ip = clientIp(c);
  const maxFailures = numberSetting(c.env.LOGIN_MAX_FAILURES, 5);
  const windowMs = lockWindowMs(c);
  const { pair, byEmail } = await emailKeys(c, email, ip);
  const byIp: EventKey = { scope: "login_ip", key: ip };

  const emailFailures = await recentEvents(db, byEmail.scope, byEmail.key, windowMs);
  const reserved = await reserveEventRows(
    db,
    [pair, byIp, byEmail, ...also.events],
    [{ ...pair, limit: maxFailures }, { ...byIp, limit: maxFailures }, ...also.limits],
    windowMs,
  );
  if (!reserved) return null;

  const delay = slowdownMs(emailFailures, maxFailures, numberSetting(c.env.LOGIN_SLOWDOWN_STEP_MS, 250));
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  return {
    clear: [clearEvents(db, pair.scope, pair.key), clearEvents(db, byIp.scope, byIp.key), clearEvents(db, byEmail.scope, byEmail.key)],
    reserved,
  };
}
