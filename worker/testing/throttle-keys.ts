import { env } from "cloudflare:test";

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** The plain SHA-256 (hex) of an address as it is compared (trimmed, lower case): what the keys must not be. */
export async function plainSha256(email: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", encoder.encode(email.trim().toLowerCase())));
}

/**
 * The address's throttle key, worked out here independently of the worker's code: HMAC-SHA-256
 * under a key HKDF derives from SESSION_SECRET ("vriddhi throttle address key v1", empty salt).
 */
export async function expectedAddressKey(email: string, secret = env.SESSION_SECRET!): Promise<string> {
  const material = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(), info: encoder.encode("vriddhi throttle address key v1") },
    material,
    256,
  );
  const key = await crypto.subtle.importKey("raw", bits, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return hex(await crypto.subtle.sign("HMAC", key, encoder.encode(email.trim().toLowerCase())));
}

/** Every row of the throttle table, as text. */
export async function throttleRows(): Promise<{ scope: string; key: string; created_at: string }[]> {
  return (await env.DB.prepare("select scope, key, created_at from throttle_events").all<{ scope: string; key: string; created_at: string }>()).results;
}
