import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { Env } from "../../env";
import { relyingParty } from "./relying-party";
import { webauthn } from "./webauthn";
import type { findCredential } from "./store";

type StoredCredential = NonNullable<Awaited<ReturnType<typeof findCredential>>>;

/**
 * Checks a passkey assertion (sign-in or step-up) against the stored credential, this site's
 * origin and relying party, and the challenge it answers. User verification is read from the
 * result, not required here: the caller decides what an assertion without it may do. Throws on a
 * bad assertion, a signature counter that did not grow among them (the sign of a cloned key).
 */
export async function verifyAssertion(env: Env, url: string, stored: StoredCredential, response: unknown, challenge: string) {
  const rp = relyingParty(env, url);
  const { verifyAuthenticationResponse } = await webauthn();
  return verifyAuthenticationResponse({
    response: response as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: stored.credential,
    requireUserVerification: false,
  });
}
