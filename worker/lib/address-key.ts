/**
 * The key an email address is counted under in the throttle table (mail caps, reset requests,
 * failed sign-ins): HMAC-SHA-256 of the trimmed, lower-cased address under a key derived from
 * SESSION_SECRET with HKDF. A plain SHA-256 of an address is the address to anyone who can hash a
 * guess; this key cannot be computed without the secret, so a copy of the database gives no
 * address away. Rotating SESSION_SECRET changes every key, which only resets the caps.
 *
 * Every throttle key derived from an address is this key, begins with it and then
 * {@link ADDRESS_KEY_SEPARATOR} (a key per address and client), or ends with the separator and it
 * (a client's count of the addresses that failed from it): so an erasure can find them all.
 */
import { derivedHmacKey } from "./derived-key";

const encoder = new TextEncoder();
const INFO = "vriddhi throttle address key v1";
export const ADDRESS_KEY_SEPARATOR = "|";

const hmacKey = (secret: string) => derivedHmacKey(secret, INFO);

/** An address as it is counted: trimmed and lower-cased, as sign-in and the privacy tools compare it. */
const normalAddress = (email: string) => email.trim().toLowerCase();

/** The address's throttle key under `secret` (hex). */
export async function addressKey(secret: string, email: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(normalAddress(email)));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The key of an address from one client (the client's throttle key after the address's). */
export const addressClientKey = (key: string, client: string) => `${key}${ADDRESS_KEY_SEPARATOR}${client}`;

/** The keys of the addresses counted for one client begin with this: the client first, so one index range holds them. */
export const clientAddressPrefix = (client: string) => `${client}${ADDRESS_KEY_SEPARATOR}`;

/** An address counted for one client (the address's key after the client's). */
export const clientAddressKey = (client: string, key: string) => `${clientAddressPrefix(client)}${key}`;
