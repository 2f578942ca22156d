const encoder = new TextEncoder();

/** Derived keys per purpose and secret, each derived once per isolate. */
const derived = new Map<string, Promise<CryptoKey>>();

/**
 * An HMAC-SHA-256 key derived from `secret` (SESSION_SECRET) with HKDF under `purpose`, so each
 * use of the one secret (throttle keys, preview links) has a key of its own that the others'
 * outputs say nothing about. Rotating the secret changes every one of them.
 */
export function derivedHmacKey(secret: string, purpose: string): Promise<CryptoKey> {
  const id = `${purpose}\u0000${secret}`;
  let key = derived.get(id);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(), info: encoder.encode(purpose) },
          material,
          { name: "HMAC", hash: "SHA-256", length: 256 },
          false,
          ["sign", "verify"],
        ),
      );
    derived.set(id, key);
  }
  return key;
}
