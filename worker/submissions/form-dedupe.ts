import { hashToken } from "../access/session";
import { bodyHash, type SubmissionKey, submittedFields } from "./submission-key";

/** A repeat of the same post from the same client within this long is the same submission. */
const REPEAT_WINDOW_MS = 60_000;

/**
 * The server's own de-duplication of forms posted without JavaScript. A cached page cannot carry a
 * per-visitor Idempotency-Key (every visitor would share it, and new leads would be taken for
 * repeats), so the key is derived instead: the form, the client's throttle key and every field,
 * hashed, within a one-minute slot. The current slot's key is stored; the previous slot's is looked
 * up too, so a repeat up to a minute later (a double click, a reload of the POST) finds the first.
 * "form:" keeps these keys apart from the JSON API's ("key:", ./submission-key.ts).
 */
export async function repeatKeys(kind: string, ip: string, input: Record<string, unknown>, now = Date.now()): Promise<{ current: SubmissionKey; previous: string }> {
  const fingerprint = await hashToken(JSON.stringify([kind, ip, submittedFields(input)]));
  const slot = Math.floor(now / REPEAT_WINDOW_MS);
  return { current: { key: `form:${fingerprint}:${slot}`, body: await bodyHash(input) }, previous: `form:${fingerprint}:${slot - 1}` };
}
