import { Hono } from "hono";
import { hashPassword, verifyPassword } from "../access/password";
import { clearSessionCookie, openSession, revokeOtherSessions, revokeSession } from "../access/session";
import { passwordSignInAllowed } from "./passkeys/password-sign-in";
import { dropPendingSignIns, startPendingSignIn } from "./second-factor";
import { forgetCodeFailures } from "./code-throttle";
import { completeSignIn } from "./sign-in";
import { hasSecondFactor } from "./totp/store";
import { findAdminByEmail, findAdminPasswordHash, normalizeEmail, setAdminPasswordHash } from "./admins";
import { getDb } from "../db/client";
import { loggableMessage } from "../db/errors";
import { commit, reporting } from "../events/commit";
import { log } from "../lib/log";
import { clientIp } from "../lib/client-ip";
import { pruneEvents } from "../lib/throttle";
import { requireJson, validate } from "../http/validate";
import { reservePasswordAttempt, tooManyAttempts } from "./attempt-throttle";
import { checkNewPassword } from "./new-password";
import { type AdminEnv, requireRecentVerification } from "../access/require-admin";
import { changePasswordSchema, loginSchema } from "#core/schemas/auth";
import { allow } from "../access/permissions";

const INVALID_CREDENTIALS = "Invalid credentials";
const LOGIN_FAILED = "An error occurred during login";

/** Verified against when the email is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

/** Sign-in, sign-out, the current admin and password change. */
export const authRoutes = new Hono<AdminEnv>()
  .post("/login", requireJson, validate("json", loginSchema, INVALID_CREDENTIALS), async (c) => {
    const { email, password } = c.req.valid("json");
    const db = getDb(c.env.DB);
    const emailKey = normalizeEmail(email);
    const ip = clientIp(c);
    try {
      const attempt = await reservePasswordAttempt(c, db, emailKey);
      if (!attempt) {
        log("warn", "login_throttled", { email: emailKey, ip });
        return tooManyAttempts(c, "Too many failed sign-in attempts.");
      }

      const admin = await findAdminByEmail(db, emailKey);
      decoyHash ??= hashPassword(crypto.randomUUID());
      const valid = await verifyPassword(password, admin?.passwordHash ?? (await decoyHash));
      // A right password where password sign-in is off is refused exactly like a wrong one: same
      // answer, same audit row, and the reservation stays as a failure. A password alone must not
      // tell anyone it is right on a passkey-only account.
      const allowed = admin && valid ? await passwordSignInAllowed(db, admin.id) : false;
      if (!admin || !valid || !allowed) {
        await commit(c, db, {
          // The reservation already records the failure.
          write: pruneEvents(db, c.env),
          // The audit trail names the staff account tried, if it is one (worker/audit/trail.ts, as worker/staff/feature.ts declares).
          intent: { type: "admin.sign_in_failed", id: admin?.id },
          event: () => ({ type: "admin.sign_in_failed", email: emailKey, ip }),
        });
        log("warn", admin && valid ? "login_password_off" : "login_failed", { email: emailKey, ip });
        return c.json({ error: INVALID_CREDENTIALS }, 401);
      }

      if (await hasSecondFactor(db, admin.id)) {
        // The throttle's reservation stays, for the account, until the code step succeeds and
        // clears it; a right password is no failed address of this client's, whatever the code does.
        const token = await startPendingSignIn(db, admin.id);
        for (const statement of attempt.passwordRight) await statement;
        return c.json({ codeRequired: true as const, token }, 202);
      }
      const done = await completeSignIn(c, db, admin.id, "password", attempt.clear);
      if (!done) return c.json({ error: LOGIN_FAILED }, 500);
      return c.json({ id: admin.id, email: admin.email, name: admin.name, role: admin.role, factorChanges: done.factorChanges }, 200);
    } catch (err) {
      log("error", "login_error", { message: loggableMessage(err) });
      return c.json({ error: LOGIN_FAILED }, 500);
    }
  })
  .get("/me", allow("self"), (c) => {
    const { admin } = c.get("session");
    return c.json({ id: admin.id, email: admin.email, name: admin.name, role: admin.role }, 200);
  })
  .post("/logout", allow("self"), async (c) => {
    const { admin, tokenHash } = c.get("session");
    const db = getDb(c.env.DB);
    await commit(c, db, {
      write: revokeSession(db, tokenHash),
      ...reporting({ type: "admin.signed_out", adminId: admin.id }),
    });
    clearSessionCookie(c);
    return c.json({ ok: true as const }, 200);
  })
  .put("/password", allow("self"), requireRecentVerification, requireJson, validate("json", changePasswordSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    const { admin, tokenHash } = c.get("session");
    // The new password's rules reveal nothing about the current one, so they come before the throttle.
    const weak = await checkNewPassword(newPassword, admin.email, { setting: c.env.BREACHED_PASSWORD_CHECK });
    if (weak) return c.json({ error: weak, fieldErrors: { newPassword: weak } }, 400);
    const db = getDb(c.env.DB);
    const attempt = await reservePasswordAttempt(c, db, normalizeEmail(admin.email));
    if (!attempt) {
      log("warn", "password_change_throttled", { adminId: admin.id, ip: clientIp(c) });
      return tooManyAttempts(c, "Too many wrong passwords.");
    }
    const stored = await findAdminPasswordHash(db, admin.id);
    if (!stored || !(await verifyPassword(currentPassword, stored.passwordHash))) {
      log("warn", "password_change_refused", { adminId: admin.id });
      const message = "The current password is incorrect.";
      return c.json({ error: message, fieldErrors: { currentPassword: message } }, 400);
    }
    const newHash = await hashPassword(newPassword);
    // The current password was just confirmed: a new authentication, so a new token (ASVS 7.2.4),
    // confirmed now; every other session, and this one's old token, end. A sign-in still waiting
    // for its code began with the old password: it is dropped in the same batch, so none can
    // finish after the change, and the code step's lock on the account lifts with the old password.
    const renewed = await openSession(c, db, admin.id);
    if (!renewed) return c.json({ error: "The password could not be changed. Please try again." }, 500);
    await commit(c, db, {
      write: setAdminPasswordHash(db, admin.id, newHash),
      also: [
        revokeOtherSessions(db, admin.id, tokenHash),
        revokeSession(db, tokenHash),
        dropPendingSignIns(db, admin.id),
        forgetCodeFailures(db, admin.id),
        renewed.insert,
        ...attempt.clear,
      ],
      ...reporting({ type: "admin.password_changed", adminId: admin.id }),
    });
    await renewed.setCookie();
    log("info", "password_changed", { adminId: admin.id });
    return c.json({ ok: true as const }, 200);
  });
