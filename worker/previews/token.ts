/*
 * The token in a preview link: the link's id and its expiry, signed with HMAC-SHA-256 under a key
 * derived from SESSION_SECRET (HKDF, its own purpose string), all in one base64url string:
 *
 *   base64url( id (16 random bytes) ‖ expiry (unix seconds, 4 bytes, big-endian) ‖ HMAC (32 bytes) )
 *
 * One string without separators, because a page path whose last segment holds a dot is taken for
 * a file (worker/ssr/pages.ts), and base64url already uses "-" and "_". The signature lets a
 * tampered or expired token be refused without reading D1, and means the ids in a copy of the
 * database (a backup) open nothing; the row is what revocation and the post's deletion take away.
 * Rotating SESSION_SECRET ends every preview link, as it ends every session.
 */

import { derivedHmacKey } from "../lib/derived-key";

const INFO = "vriddhi preview link v1";

const ID_BYTES = 16;
const EXPIRY_BYTES = 4;
const MAC_BYTES = 32;
const SIGNED_BYTES = ID_BYTES + EXPIRY_BYTES;
/** 52 bytes in base64url without padding. */
const TOKEN_LENGTH = Math.ceil(((SIGNED_BYTES + MAC_BYTES) * 4) / 3);
const TOKEN_SHAPE = new RegExp(`^[A-Za-z0-9_-]{${TOKEN_LENGTH}}$`);
const ID_SHAPE = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((ID_BYTES * 4) / 3)}}$`);

const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** The bytes of a base64url string, or null when it is not one in its one canonical spelling. */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
  // The last character carries unused bits: another letter there would decode to the same bytes,
  // so a token changed in its last character must not still open the page.
  return toBase64Url(bytes) === text ? bytes : null;
}

const previewKey = (secret: string) => derivedHmacKey(secret, INFO);

/** A new link's id: 128 random bits, base64url (22 characters). */
export function newPreviewLinkId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(ID_BYTES)));
}

/** Whole seconds: the token holds its expiry to the second, so the row stores the same instant. */
export const expirySeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The signed part: the id's bytes and the expiry. */
function signedPart(idBytes: Uint8Array, expiresAt: number): Uint8Array<ArrayBuffer> {
  const part = new Uint8Array(SIGNED_BYTES);
  part.set(idBytes, 0);
  new DataView(part.buffer).setUint32(ID_BYTES, expiresAt);
  return part;
}

/**
 * The token of link `linkId` expiring at `expiresAt` (unix seconds). The same inputs give the same
 * token, so the admin's list can show a live link's address again without it being stored.
 */
export async function signPreviewToken(secret: string, linkId: string, expiresAt: number): Promise<string> {
  const idBytes = ID_SHAPE.test(linkId) ? fromBase64Url(linkId) : null;
  if (idBytes?.length !== ID_BYTES) throw new Error("not a preview link id");
  const part = signedPart(idBytes, expiresAt);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await previewKey(secret), part));
  const token = new Uint8Array(SIGNED_BYTES + MAC_BYTES);
  token.set(part, 0);
  token.set(mac, SIGNED_BYTES);
  return toBase64Url(token);
}

/** What a genuine token says: which link, and until when (unix seconds). */
interface PreviewClaim {
  linkId: string;
  expiresAt: number;
}

/**
 * The link a token names, when its signature holds (compared in constant time by
 * `crypto.subtle.verify`) and its expiry has not passed at `now`; null for anything else, without
 * saying which. Revocation and deletion are the database's to tell (data.ts).
 */
export async function readPreviewToken(secret: string, token: string, now = new Date()): Promise<PreviewClaim | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const bytes = fromBase64Url(token);
  if (bytes?.length !== SIGNED_BYTES + MAC_BYTES) return null;
  const part = bytes.subarray(0, SIGNED_BYTES);
  const genuine = await crypto.subtle.verify("HMAC", await previewKey(secret), bytes.subarray(SIGNED_BYTES), part);
  if (!genuine) return null;
  const expiresAt = new DataView(part.buffer, part.byteOffset, SIGNED_BYTES).getUint32(ID_BYTES);
  if (expiresAt <= expirySeconds(now)) return null;
  return { linkId: toBase64Url(part.subarray(0, ID_BYTES)), expiresAt };
}
