import { hashToken } from "../auth/session";

/** A repeat of the same post from the same client within this long is the same submission. */
export const REPEAT_WINDOW_MS = 60_000;

/** Files by what can be told without reading them again (name, size, type). */
const comparable = (value: unknown): unknown => (value instanceof File ? `file:${value.name}:${value.size}:${value.type}` : value);

/**
 * The server's own de-duplication of forms posted without JavaScript. A cached page cannot carry a
 * per-visitor Idempotency-Key (every visitor would share it, and new leads would be taken for
 * repeats), so the key is derived instead: the form, the client's throttle key and every field,
 * hashed, within a one-minute slot. The current slot's key is stored; the previous slot's is looked
 * up too, so a repeat up to a minute later (a double click, a reload of the POST) finds the first.
 * The ":" keeps these keys apart from any Idempotency-Key a client can send.
 */
export async function repeatKeys(kind: string, ip: string, input: Record<string, unknown>, now = Date.now()) {
  const fields = Object.keys(input)
    .filter((name) => name !== "sourcePage")
    .sort()
    .map((name) => [name, Array.isArray(input[name]) ? input[name].map(comparable) : comparable(input[name])]);
  const fingerprint = await hashToken(JSON.stringify([kind, ip, fields]));
  const slot = Math.floor(now / REPEAT_WINDOW_MS);
  return { current: `form:${fingerprint}:${slot}`, previous: `form:${fingerprint}:${slot - 1}` };
}
