import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { Hono } from "hono";
import { challengeOf, consumeChallenge, storeChallenge } from "../challenges";
import { passkeyCount, passwordSignInAllowed, setPasswordSignIn } from "./password-sign-in";
import { verifyAssertion } from "./assertion";
import { relyingParty } from "./relying-party";
import { PASSKEY_OPTIONS_THROTTLED, reservePasskeyOptions } from "./sign-in-throttle";
import { webauthn } from "./webauthn";
import { credentialDescriptors, deletePasskey, findCredential, insertPasskey, listPasskeys, recordPasskeyUse } from "./store";
import { newRecoveryCodes } from "../recovery-codes";
import { completeSignIn } from "../sign-in";
import { changeOrigin, factorChange, factorChangeIntent } from "../factor-changes";
import { startPendingSignIn } from "../second-factor";
import { requireStepUp, sessionBoundChallengeKey } from "../step-up";
import { hasSecondFactor, totpEnabled } from "../totp/store";
import type { AdminEnv } from "../../access/require-admin";
import { getDb } from "../../db/client";
import { loggableMessage } from "../../db/errors";
import { commit, reporting } from "../../events/commit";
import { requireJson, validate } from "../../http/validate";
import { clientIp } from "../../lib/client-ip";
import { log } from "../../lib/log";
import { passkeyRegistrationSchema, passkeySignInSchema, passwordSignInSchema } from "#core/schemas/passkeys";
import { allow } from "../../access/permissions";

const REGISTRATION_FAILED = "This passkey could not be registered. Please try again.";
const SIGN_IN_FAILED = "That passkey was not accepted. Try again, or sign in with your password.";

/**
 * Passkeys: registering, listing and removing the signed-in admin's own, and signing in with one.
 * Every challenge is stored server-side and accepted once, before it expires.
 */
export const passkeyRoutes = new Hono<AdminEnv>()
  .get("/", allow("self"), async (c) => {
    const { admin } = c.get("session");
    const db = getDb(c.env.DB);
    return c.json({ passkeys: await listPasskeys(db, admin.id), passwordSignIn: await passwordSignInAllowed(db, admin.id) }, 200);
  })
  .put("/password-sign-in", allow("self"), requireJson, validate("json", passwordSignInSchema), requireStepUp, async (c) => {
    const { admin } = c.get("session");
    const { enabled } = c.req.valid("json");
    const db = getDb(c.env.DB);
    if (!enabled && (await passkeyCount(db, admin.id)) === 0) {
      return c.json({ error: "Add a passkey before turning off password sign-in, or you could not sign in at all." }, 409);
    }
    await commit(c, db, {
      write: setPasswordSignIn(db, admin.id, enabled),
      ...reporting({ type: "admin.password_sign_in_changed", adminId: admin.id, enabled }),
    });
    return c.json({ passwordSignIn: enabled }, 200);
  })
  .post("/registration/options", allow("self"), requireStepUp, async (c) => {
    const { admin, tokenHash } = c.get("session");
    const db = getDb(c.env.DB);
    const rp = relyingParty(c.env, c.req.url);
    const { generateRegistrationOptions } = await webauthn();
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: admin.email,
      // A stable, opaque handle: the admin's id, never the email.
      userID: new TextEncoder().encode(`admin:${admin.id}`),
      attestationType: "none",
      excludeCredentials: await credentialDescriptors(db, admin.id),
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });
    // Bound to this session: the proof was given here, so the passkey is registered here.
    await storeChallenge(db, await sessionBoundChallengeKey("registration", tokenHash, options.challenge), "passkey_registration", admin.id);
    return c.json(options, 200);
  })
  .post("/registration/verify", allow("self"), requireJson, validate("json", passkeyRegistrationSchema), async (c) => {
    const { admin, tokenHash } = c.get("session");
    const { name, response } = c.req.valid("json");
    const db = getDb(c.env.DB);
    const rp = relyingParty(c.env, c.req.url);
    const challenge = challengeOf(response.response.clientDataJSON);
    const key = challenge ? await sessionBoundChallengeKey("registration", tokenHash, challenge) : null;
    if (!challenge || !key || !(await consumeChallenge(db, key, "passkey_registration", admin.id))) {
      log("warn", "passkey_challenge_refused", { adminId: admin.id, purpose: "registration" });
      return c.json({ error: "This request has expired. Please add the passkey again." }, 400);
    }
    let verification;
    try {
      const { verifyRegistrationResponse } = await webauthn();
      verification = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
      });
    } catch (err) {
      log("warn", "passkey_registration_refused", { adminId: admin.id, message: loggableMessage(err) });
      return c.json({ error: REGISTRATION_FAILED }, 400);
    }
    if (!verification.verified) return c.json({ error: REGISTRATION_FAILED }, 400);
    const { credential } = verification.registrationInfo;
    // The first factor comes with recovery codes; later ones keep the codes the admin has.
    const codes = (await hasSecondFactor(db, admin.id)) ? null : await newRecoveryCodes(db, admin.id);
    try {
      await commit(c, db, {
        write: insertPasskey(db, admin.id, name, credential),
        also: codes ? [...codes.statements] : [],
        ...factorChange(c, { type: "admin.passkey_added", adminId: admin.id, credentialId: credential.id, name }),
      });
    } catch (err) {
      // The primary key refuses a credential registered before (to this or another admin).
      log("warn", "passkey_registration_refused", { adminId: admin.id, message: loggableMessage(err) });
      return c.json({ error: "This passkey is already registered." }, 409);
    }
    return c.json({ id: credential.id, name, recoveryCodes: codes?.codes ?? null }, 201);
  })
  .delete("/:id", allow("self"), requireStepUp, async (c) => {
    const { admin } = c.get("session");
    const db = getDb(c.env.DB);
    const id = c.req.param("id");
    if (!(await passwordSignInAllowed(db, admin.id)) && (await passkeyCount(db, admin.id)) <= 1) {
      return c.json({ error: "This is your last passkey and password sign-in is off. Turn password sign-in on first." }, 409);
    }
    const removed = await commit(c, db, {
      write: deletePasskey(db, admin.id, id),
      intent: factorChangeIntent(c, { type: "admin.passkey_removed", adminId: admin.id }),
      event: (rows) =>
        rows[0] ? { type: "admin.passkey_removed", adminId: admin.id, credentialId: rows[0].id, name: rows[0].name, ...changeOrigin(c) } : null,
    });
    if (removed.length === 0) return c.json({ error: "This passkey no longer exists." }, 404);
    return c.json({ ok: true as const }, 200);
  })
  .post("/sign-in/options", async (c) => {
    const db = getDb(c.env.DB);
    if (!(await reservePasskeyOptions(c, db))) {
      log("warn", "passkey_options_throttled", { ip: clientIp(c) });
      return c.json({ error: PASSKEY_OPTIONS_THROTTLED }, 429);
    }
    const rp = relyingParty(c.env, c.req.url);
    // No allowCredentials: the browser offers the passkeys it holds for this site (discoverable).
    const { generateAuthenticationOptions } = await webauthn();
    const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: "preferred" });
    await storeChallenge(db, options.challenge, "passkey_sign_in", null);
    return c.json(options, 200);
  })
  .post("/sign-in/verify", requireJson, validate("json", passkeySignInSchema, SIGN_IN_FAILED), async (c) => {
    const { response } = c.req.valid("json");
    const db = getDb(c.env.DB);
    const ip = clientIp(c);
    const challenge = challengeOf(response.response.clientDataJSON);
    if (!challenge || !(await consumeChallenge(db, challenge, "passkey_sign_in", null))) {
      log("warn", "passkey_challenge_refused", { ip, purpose: "sign_in" });
      return c.json({ error: "This sign-in request has expired. Please try again." }, 400);
    }
    const stored = await findCredential(db, response.id);
    if (!stored) {
      log("warn", "passkey_sign_in_refused", { ip, reason: "unknown credential" });
      return c.json({ error: SIGN_IN_FAILED }, 401);
    }
    let verification;
    try {
      verification = await verifyAssertion(c.env, c.req.url, stored, response, challenge);
    } catch (err) {
      log("warn", "passkey_sign_in_refused", { ip, adminId: stored.admin.id, message: loggableMessage(err) });
      return c.json({ error: SIGN_IN_FAILED }, 401);
    }
    if (!verification.verified) return c.json({ error: SIGN_IN_FAILED }, 401);
    const use = recordPasskeyUse(db, stored.credential.id, verification.authenticationInfo.newCounter);
    // Without user verification (a security key with no PIN) the passkey proved possession only:
    // one factor. Where the account has an authenticator app, the code step follows.
    if (!verification.authenticationInfo.userVerified && (await totpEnabled(db, stored.admin.id))) {
      await db.batch([use]);
      log("info", "passkey_without_verification", { adminId: stored.admin.id, ip });
      return c.json({ codeRequired: true as const, token: await startPendingSignIn(db, stored.admin.id) }, 202);
    }
    const done = await completeSignIn(c, db, stored.admin.id, "passkey", [use]);
    if (!done) return c.json({ error: "An error occurred during login" }, 500);
    return c.json({ ...stored.admin, factorChanges: done.factorChanges }, 200);
  });
