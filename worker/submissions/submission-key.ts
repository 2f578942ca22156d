import type { Context } from "hono";
import { hashToken } from "../access/session";
import { clientIp } from "../lib/client-ip";

/**
 * What a submission is stored under so that a retry finds it: the key, and a hash of the fields
 * sent with it. A repeat under the key with other fields is not a retry (see runSubmission).
 */
export interface SubmissionKey {
  key: string;
  body: string;
}

/** Files by what can be told without reading them again (name, size, type). */
const comparable = (value: unknown): unknown => (value instanceof File ? `file:${value.name}:${value.size}:${value.type}` : value);

/**
 * The fields a visitor sent, one way: by name, files by name, size and type. The page's path is
 * left out: the form's own page or its Hindi twin, it is the same submission.
 */
export function submittedFields(input: Record<string, unknown>): [string, unknown][] {
  return Object.keys(input)
    .filter((name) => name !== "sourcePage")
    .sort()
    .map((name) => [name, Array.isArray(input[name]) ? input[name].map(comparable) : comparable(input[name])]);
}

/** The SHA-256 of the fields sent, stored beside the key. */
export const bodyHash = (input: Record<string, unknown>) => hashToken(JSON.stringify(submittedFields(input)));

/**
 * The JSON API's Idempotency-Key as it is stored: the SHA-256 of the form (the path it was posted
 * to, so one job's application is not another's), the client's throttle key (lib/client-ip.ts)
 * and the key the client sent. The same key from another sender, or for another form, is another
 * submission: repeating someone's key no longer stores nothing and answers with their reference.
 * The key as sent is not kept, so the stored hash cannot be matched to a client address by trying
 * every address. "key:" keeps these apart from the keys of forms posted without JavaScript
 * ("form:", ./form-dedupe.ts).
 */
export async function idempotencySubmissionKey(c: Context, kind: string, clientKey: string, input: Record<string, unknown>): Promise<SubmissionKey> {
  const key = `key:${await hashToken(JSON.stringify([kind, c.req.path, clientIp(c), clientKey]))}`;
  return { key, body: await bodyHash(input) };
}
