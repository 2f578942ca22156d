import type { Context } from "hono";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { clientIp } from "../../lib/client-ip";
import { reserveEvents } from "../../lib/throttle";

/** Passkey sign-in challenges one client address may ask for within the window: far above a person's retries. */
export const PASSKEY_OPTIONS_LIMIT = 20;
const WINDOW_MINUTES = 10;

export const PASSKEY_OPTIONS_THROTTLED = `Too many passkey sign-in attempts from your network. Please wait ${WINDOW_MINUTES} minutes and try again, or sign in with your password.`;

/**
 * Reserves one passkey sign-in challenge for the client's address (each is a row in D1, asked for
 * without a session); false once the address has had PASSKEY_OPTIONS_LIMIT within the window. One
 * statement, so a parallel burst is counted exactly. Sets Retry-After for the refusal.
 */
export async function reservePasskeyOptions<E extends { Bindings: Env }>(c: Context<E>, db: Database): Promise<boolean> {
  const key = { scope: "passkey_options_ip", key: clientIp(c) };
  const reserved = await reserveEvents(db, [key], [{ ...key, limit: PASSKEY_OPTIONS_LIMIT }], WINDOW_MINUTES * 60_000);
  if (!reserved) c.header("Retry-After", String(WINDOW_MINUTES * 60));
  return reserved;
}
