import type { BatchItem } from "drizzle-orm/batch";
import { Hono } from "hono";
import { challengeOf } from "./challenges";
import { passwordSignInAllowed } from "./passkeys/password-sign-in";
import { accountCodeCap } from "./code-throttle";
import { checkSecondFactor, TOTP_UNREADABLE, TotpUnreadable } from "./second-factor";
import { checkStepUpPasskey, issueStepUpProof, stepUpPasskeyOptions, strongestMethod } from "./step-up";
import { verifyPassword } from "../access/password";
import { describeDevice } from "./device";
import { findAdminPasswordHash, normalizeEmail } from "./admins";
import { reservePasswordAttempt, tooManyAttempts } from "./attempt-throttle";
import type { AdminEnv } from "../access/require-admin";
import { listSessions, openSession, revokeOtherSessions, revokeSession, revokeSessionById } from "../access/session";
import { getDb } from "../db/client";
import { commit, reporting } from "../events/commit";
import { requireJson, validate } from "../http/validate";
import { clientIp } from "../lib/client-ip";
import { log } from "../lib/log";
import { reverifySchema } from "#core/schemas/passkeys";
import { allow } from "../access/permissions";

const INVALID_CREDENTIALS = "Invalid credentials";

/** The signed-in admin's own sessions: list, end one, end all others, and confirm the password. */
export const sessionRoutes = new Hono<AdminEnv>()
  .get("/sessions", allow("self"), async (c) => {
    const { admin, publicId } = c.get("session");
    const rows = await listSessions(c, getDb(c.env.DB), admin.id);
    return c.json(
      rows.map((row) => ({ ...row, device: describeDevice(row.userAgent), current: row.id === publicId })),
      200,
    );
  })
  .delete("/sessions/:id", allow("self"), async (c) => {
    const { admin, publicId } = c.get("session");
    const id = c.req.param("id");
    if (id === publicId) return c.json({ error: "To end this session, use Logout." }, 400);
    const db = getDb(c.env.DB);
    const ended = await commit(c, db, {
      write: revokeSessionById(db, admin.id, id),
      intent: { type: "admin.session_revoked", adminId: admin.id },
      event: (rows) => (rows.length ? { type: "admin.session_revoked", adminId: admin.id, sessionId: id } : null),
    });
    if (!ended.length) return c.json({ error: "That session has already ended." }, 404);
    log("info", "session_revoked", { adminId: admin.id });
    return c.json({ ok: true as const }, 200);
  })
  .post("/sessions/revoke-others", allow("self"), async (c) => {
    const { admin, tokenHash } = c.get("session");
    const db = getDb(c.env.DB);
    await commit(c, db, {
      write: revokeOtherSessions(db, admin.id, tokenHash),
      ...reporting({ type: "admin.other_sessions_revoked", adminId: admin.id }),
    });
    log("info", "other_sessions_revoked", { adminId: admin.id });
    return c.json({ ok: true as const }, 200);
  })
  // Which factor the re-verification dialog must ask for, and for a passkey the prompt's options.
  .post("/session/reverify/options", allow("self"), async (c) => {
    const { admin, tokenHash } = c.get("session");
    const db = getDb(c.env.DB);
    const method = await strongestMethod(db, admin.id);
    if (method !== "passkey") return c.json({ method, options: null }, 200);
    return c.json({ method, options: await stepUpPasskeyOptions(c, db, admin.id, tokenHash) }, 200);
  })
  .post("/session/reverify", allow("self"), requireJson, validate("json", reverifySchema, INVALID_CREDENTIALS), async (c) => {
    const answer = c.req.valid("json");
    const { admin, tokenHash } = c.get("session");
    const db = getDb(c.env.DB);
    const ip = clientIp(c);
    // Only the strongest factor the account has counts: a stolen session that knows the password
    // cannot use it where a passkey or an authenticator app protects the account.
    const method = await strongestMethod(db, admin.id);
    // The login's throttle, for every kind, and a code counts against the account's code cap too:
    // a stolen session cannot guess here faster than at sign-in.
    const codeCap = method === "code" ? accountCodeCap(db, admin.id) : null;
    const attempt = await reservePasswordAttempt(c, db, normalizeEmail(admin.email), { kind: method === "password" ? "password" : "factor", also: codeCap?.also });
    if (!attempt) {
      log("warn", "reverify_throttled", { adminId: admin.id, ip });
      return tooManyAttempts(c, "Too many failed attempts.");
    }
    const extra: BatchItem<"sqlite">[] = [];
    let proven = false;
    if (method === "passkey") {
      const checked = answer.passkey
        ? await checkStepUpPasskey(c, db, admin.id, tokenHash, answer.passkey, challengeOf(answer.passkey.response.clientDataJSON))
        : null;
      if (checked) extra.push(checked.use);
      proven = checked !== null;
    } else if (method === "code") {
      try {
        proven = answer.code ? (await checkSecondFactor(c, db, admin.id, answer.code)) !== null : false;
      } catch (err) {
        if (!(err instanceof TotpUnreadable)) throw err;
        return c.json({ error: TOTP_UNREADABLE }, 401);
      }
    } else if (answer.password !== undefined) {
      const stored = await findAdminPasswordHash(db, admin.id);
      // Checked even where password sign-in is off, so both refusals take the same time.
      const valid = stored ? await verifyPassword(answer.password, stored.passwordHash) : false;
      proven = valid && (await passwordSignInAllowed(db, admin.id));
    }
    if (!proven) {
      // One answer for a wrong answer, a missing one and a password that is right but not allowed.
      log("warn", "reverify_refused", { adminId: admin.id, ip, method });
      return c.json({ error: INVALID_CREDENTIALS }, 401);
    }
    // A new authentication gets a new token (ASVS 7.2.4): this session ends, a fresh one replaces it.
    const renewed = await openSession(c, db, admin.id);
    if (!renewed) return c.json({ error: "We could not confirm it is you. Please try again." }, 500);
    const proof = await issueStepUpProof(db, admin.id, renewed.tokenHash);
    await commit(c, db, {
      write: renewed.insert,
      also: [revokeSession(db, tokenHash), ...extra, ...attempt.clear, ...(codeCap?.forgetOwn(attempt.reserved) ?? [])],
      intent: { ...reporting({ type: "admin.reverified", adminId: admin.id }).intent, detail: { method } },
      event: () => ({ type: "admin.reverified", adminId: admin.id }),
    });
    await renewed.setCookie();
    return c.json({ ok: true as const, proof }, 200);
  });
