import { Hono } from "hono";
import { verifyPassword } from "./password";
import { describeDevice } from "./device";
import { findAdminPasswordHash, normalizeEmail } from "./admins";
import { reservePasswordAttempt, tooManyAttempts } from "./attempt-throttle";
import type { AdminEnv } from "./require-admin";
import { listSessions, openSession, revokeOtherSessions, revokeSession, revokeSessionById } from "./session";
import { getDb } from "../db/client";
import { commit, reporting } from "../events/commit";
import { requireJson, validate } from "../http/validate";
import { clientIp } from "../lib/client-ip";
import { log } from "../lib/log";
import { reverifySchema } from "#core/schemas/auth";

/** The signed-in admin's own sessions: list, end one, end all others, and confirm the password. */
export const sessionRoutes = new Hono<AdminEnv>()
  .get("/sessions", async (c) => {
    const { admin, publicId } = c.get("session");
    const rows = await listSessions(c, getDb(c.env.DB), admin.id);
    return c.json(
      rows.map((row) => ({ ...row, device: describeDevice(row.userAgent), current: row.id === publicId })),
      200,
    );
  })
  .delete("/sessions/:id", async (c) => {
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
  .post("/sessions/revoke-others", async (c) => {
    const { admin, tokenHash } = c.get("session");
    const db = getDb(c.env.DB);
    await commit(c, db, {
      write: revokeOtherSessions(db, admin.id, tokenHash),
      ...reporting({ type: "admin.other_sessions_revoked", adminId: admin.id }),
    });
    log("info", "other_sessions_revoked", { adminId: admin.id });
    return c.json({ ok: true as const }, 200);
  })
  .post("/session/reverify", requireJson, validate("json", reverifySchema), async (c) => {
    const { password } = c.req.valid("json");
    const { admin, tokenHash } = c.get("session");
    const db = getDb(c.env.DB);
    // The login's throttle: a stolen session cannot guess the password here either.
    const attempt = await reservePasswordAttempt(c, db, normalizeEmail(admin.email));
    if (!attempt) {
      log("warn", "reverify_throttled", { adminId: admin.id, ip: clientIp(c) });
      return tooManyAttempts(c, "Too many wrong passwords.");
    }
    const stored = await findAdminPasswordHash(db, admin.id);
    if (!stored || !(await verifyPassword(password, stored.passwordHash))) {
      log("warn", "reverify_refused", { adminId: admin.id });
      const message = "The password is incorrect.";
      return c.json({ error: message, fieldErrors: { password: message } }, 400);
    }
    // A new authentication gets a new token (ASVS 7.2.4): this session ends, a fresh one replaces it.
    const renewed = await openSession(c, db, admin.id);
    if (!renewed) return c.json({ error: "Your password could not be confirmed. Please try again." }, 500);
    await commit(c, db, {
      write: renewed.insert,
      also: [revokeSession(db, tokenHash), ...attempt.clear],
      ...reporting({ type: "admin.reverified", adminId: admin.id }),
    });
    await renewed.setCookie();
    return c.json({ ok: true as const }, 200);
  });
