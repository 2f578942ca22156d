import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { consumeChallenge, storeChallenge } from "./challenges";
import { hashToken } from "../access/session";
import { passkeyCount } from "./passkeys/password-sign-in";
import { verifyAssertion } from "./passkeys/assertion";
import { relyingParty } from "./passkeys/relying-party";
import { credentialDescriptors, findCredential, recordPasskeyUse } from "./passkeys/store";
import { webauthn } from "./passkeys/webauthn";
import { recoveryCodesLeft } from "./recovery-codes";
import type { AdminEnv } from "../access/require-admin";
import { findTotp } from "./totp/store";
import { type Database, getDb } from "../db/client";
import { loggableMessage } from "../db/errors";
import type { Env } from "../env";
import { log } from "../lib/log";

/**
 * Proof in the step itself. Adding, replacing or removing a factor, and making recovery codes,
 * need more than a session: a stolen cookie has one, and a recent sign-in too. The admin proves
 * themselves again with the strongest factor the account has (a passkey, else a code from the
 * authenticator app or a recovery code, else the password); POST /session/reverify then hands out
 * a proof that works once, for five minutes, for this session only, and the change sends it back
 * in the `X-Step-Up` header.
 */
type StepUpMethod = "passkey" | "code" | "password";

/** The header a change sends its proof in. */
export const STEP_UP_HEADER = "X-Step-Up";
/** The `code` of the 403 that asks the admin to prove themselves for this one change. */
export const STEP_UP_REQUIRED = "step_up_required";

/** The strongest factor the admin has: a passkey, else an authenticator app or recovery codes, else the password. */
export async function strongestMethod(db: Database, adminId: number): Promise<StepUpMethod> {
  if ((await passkeyCount(db, adminId)) > 0) return "passkey";
  const totp = await findTotp(db, adminId);
  if (totp?.enabledAt || (await recoveryCodesLeft(db, adminId)) > 0) return "code";
  return "password";
}

/*
 * Proofs and step-up passkey challenges live in auth_challenges under the existing purposes
 * (no new CHECK value, so no table rebuild). Their ids are hashes with their own prefix and the
 * session's token hash in them: a proof can never be read as a pending sign-in (whose id is the
 * SHA-256 of a bare 64-hex token), and neither works from another session.
 */
const proofKey = (sessionTokenHash: string, proof: string) => hashToken(`step-up-proof:${sessionTokenHash}:${proof}`);
export const sessionBoundChallengeKey = (kind: "step-up" | "registration", sessionTokenHash: string, challenge: string) =>
  hashToken(`${kind}-challenge:${sessionTokenHash}:${challenge}`);

/** A single-use proof for the session behind `sessionTokenHash`, stored hashed. */
export async function issueStepUpProof(db: Database, adminId: number, sessionTokenHash: string): Promise<string> {
  const proof = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");
  await storeChallenge(db, await proofKey(sessionTokenHash, proof), "second_factor", adminId);
  return proof;
}

/**
 * Guards a factor change: it needs a proof from POST /session/reverify made for this session,
 * and uses it up. Without one, a 403 with `code: "step_up_required"` and the method to ask for.
 */
export const requireStepUp = createMiddleware<AdminEnv>(async (c, next) => {
  const { admin, tokenHash } = c.get("session");
  const db = getDb(c.env.DB);
  const proof = c.req.header(STEP_UP_HEADER) ?? "";
  if (/^[0-9a-f]{64}$/.test(proof) && (await consumeChallenge(db, await proofKey(tokenHash, proof), "second_factor", admin.id))) {
    return next();
  }
  if (proof) log("warn", "step_up_proof_refused", { adminId: admin.id, path: c.req.path });
  return c.json(
    { error: "Please confirm it is you to make this change.", code: STEP_UP_REQUIRED, method: await strongestMethod(db, admin.id) },
    403,
  );
});

/** The options of a passkey prompt for step-up: only this admin's passkeys, bound to this session. */
export async function stepUpPasskeyOptions<E extends { Bindings: Env }>(c: Context<E>, db: Database, adminId: number, sessionTokenHash: string) {
  const rp = relyingParty(c.env, c.req.url);
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "preferred",
    allowCredentials: await credentialDescriptors(db, adminId),
  });
  // A sign-in challenge has no admin; this one names the admin, so neither can stand in for the other.
  await storeChallenge(db, await sessionBoundChallengeKey("step-up", sessionTokenHash, options.challenge), "passkey_sign_in", adminId);
  return options;
}

/**
 * Checks a step-up passkey assertion: a live challenge issued to this session, a passkey of this
 * admin, a valid signature and a counter that grew. The update recording its use (wrapped: a
 * drizzle query returned from an async function would run at once), or null.
 */
export async function checkStepUpPasskey<E extends { Bindings: Env }>(
  c: Context<E>,
  db: Database,
  adminId: number,
  sessionTokenHash: string,
  response: { id: string; response: { clientDataJSON: string } },
  challenge: string | null,
) {
  if (!challenge) return null;
  if (!(await consumeChallenge(db, await sessionBoundChallengeKey("step-up", sessionTokenHash, challenge), "passkey_sign_in", adminId))) return null;
  const stored = await findCredential(db, response.id);
  if (!stored || stored.admin.id !== adminId) return null;
  try {
    const verification = await verifyAssertion(c.env, c.req.url, stored, response, challenge);
    if (!verification.verified) return null;
    return { use: recordPasskeyUse(db, stored.credential.id, verification.authenticationInfo.newCounter) };
  } catch (err) {
    log("warn", "step_up_passkey_refused", { adminId, message: loggableMessage(err) });
    return null;
  }
}
