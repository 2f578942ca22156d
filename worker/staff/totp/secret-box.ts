import type { Context } from "hono";
import { sessionSecret } from "../../access/session";
import type { Env } from "../../env";

const encoder = new TextEncoder();
const IV_BYTES = 12;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

/**
 * AES-GCM key for TOTP secrets, derived from SESSION_SECRET with HKDF, so a copy of the database
 * alone (a backup, an export) does not give away the secrets that make the codes.
 */
async function boxKey(secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(), info: encoder.encode("vriddhi admin totp secret v1") },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

function keySecret<E extends { Bindings: Env }>(c: Context<E>): string {
  const secret = sessionSecret(c);
  if (!secret) throw new Error("SESSION_SECRET is not set");
  return secret;
}

/** `iv.ciphertext` in base64, bound to the admin (additional data) so rows cannot be swapped. */
export async function sealSecret<E extends { Bindings: Env }>(c: Context<E>, adminId: number, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: encoder.encode(`admin:${adminId}`) },
    await boxKey(keySecret(c)),
    encoder.encode(plain),
  );
  return `${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
}

export async function openSecret<E extends { Bindings: Env }>(c: Context<E>, adminId: number, sealed: string): Promise<string> {
  const [iv, data] = sealed.split(".");
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: fromBase64(iv ?? ""), additionalData: encoder.encode(`admin:${adminId}`) },
    await boxKey(keySecret(c)),
    fromBase64(data ?? ""),
  );
  return new TextDecoder().decode(plain);
}
