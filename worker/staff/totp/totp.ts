import { Secret, TOTP } from "otpauth";

const PERIOD_SECONDS = 30;
const ISSUER = "Vriddhi Business Solutions";

/** A new random secret (160 bits, as RFC 4226 recommends), in the base32 apps accept. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The authenticator-app account: six digits every 30 seconds, SHA-1, as every app supports. */
export function totpFor(secret: string, email: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: email, algorithm: "SHA1", digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/**
 * The 30-second step the code belongs to when it is right for the previous, current or next step
 * (clocks drift), or null. The caller refuses a step not later than the last one accepted.
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret, "").validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
