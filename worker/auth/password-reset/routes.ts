import { Hono } from "hono";
import { normalizeEmail } from "../admins";
import { forgetOwnFailures } from "../attempt-throttle";
import { checkNewPassword } from "../new-password";
import { hashPassword } from "../password";
import type { AdminEnv } from "../require-admin";
import { hashToken, randomToken } from "../session";
import { emailHasAccount, isConstraintFailure } from "../staff";
import { completeResetStatements, findLiveReset, insertResetFor, pruneResets, RESET_MINUTES } from "./store";
import { getDb } from "../../db/client";
import { commit, reporting } from "../../events/commit";
import { requireJson, validate } from "../../http/validate";
import { clientIp } from "../../lib/client-ip";
import { log } from "../../lib/log";
import { siteOrigin } from "../../lib/site-origin";
import { reserveEvents } from "../../lib/throttle";
import { mailStatus } from "../../mail/settings";
import { linkTokenSchema, passwordResetRequestSchema, passwordResetSchema } from "#core/schemas/auth";

/** Reset requests allowed per hour: from one client address, and for one email address. */
export const RESET_LIMITS = { perIp: 10, perEmail: 3 } as const;
const RESET_WINDOW_MINUTES = 60;
/** Row ids start at 1: the id of an account that does not exist. */
const NO_ACCOUNT = 0;

/** The one answer to every accepted request, whether or not the address has an account. */
export const RESET_REQUESTED = `If this address belongs to a staff account, we have emailed it a link to choose a new password. The link works for ${RESET_MINUTES} minutes; check your spam folder if it has not arrived in a few minutes.`;
export const RESET_UNAVAILABLE =
  "Password reset by email is not set up on this site. Please ask the owner of the admin to reset your password with “npm run admin”.";
export const INVALID_RESET_LINK =
  "This link is not valid: it may have expired or been used already. Please ask for a new one from the sign-in page.";

/**
 * A forgotten password, without a session: asking for a mailed link, opening it, choosing a new
 * password. The token travels in the link's fragment and in request bodies, never in a URL path,
 * so no log or Referer holds it; the database keeps its SHA-256 only.
 */
export const passwordResetRoutes = new Hono<AdminEnv>()
  // Whether the sign-in page offers "Forgot password?": only where the site can send mail.
  .get("/", (c) => c.json({ available: mailStatus(c.env).replies }, 200))
  .post("/", requireJson, validate("json", passwordResetRequestSchema), async (c) => {
    if (!mailStatus(c.env).replies) return c.json({ error: RESET_UNAVAILABLE }, 503);
    const email = normalizeEmail(c.req.valid("json").email);
    const ip = clientIp(c);
    const db = getDb(c.env.DB);
    const byIp = { scope: "reset_ip", key: ip };
    const byEmail = { scope: "reset_email", key: email };
    const allowed = await reserveEvents(
      db,
      [byIp, byEmail],
      [
        { ...byIp, limit: RESET_LIMITS.perIp },
        { ...byEmail, limit: RESET_LIMITS.perEmail },
      ],
      RESET_WINDOW_MINUTES * 60_000,
    );
    if (!allowed) {
      log("warn", "password_reset_throttled", { ip });
      c.header("Retry-After", String(RESET_WINDOW_MINUTES * 60));
      return c.json({ error: `Too many reset requests. Please wait ${RESET_WINDOW_MINUTES} minutes and try again.` }, 429);
    }

    // The same statements whether or not the address has an account, and the mail goes out after
    // the answer: neither the answer nor its time tells which it was.
    const account = await emailHasAccount(db, email);
    const token = randomToken();
    const link = `${siteOrigin(c.env, c.req.url)}/admin/reset-password#token=${token}`;
    const [created] = await commit(c, db, {
      write: insertResetFor(db, email, await hashToken(token)),
      also: [pruneResets(db)],
      // NO_ACCOUNT names no row, so the audit handler's existence check records nothing for it.
      intent: { type: "admin.password_reset_requested", id: account?.id ?? NO_ACCOUNT },
      event: ([row]) => (row ? { type: "admin.password_reset_requested", id: row.adminId, email, link, expiresAt: row.expiresAt } : null),
    });
    // Never the address of a request without an account: a typo, someone else's, or a password typed in the wrong box.
    log("info", created ? "password_reset_requested" : "password_reset_unknown_address", { adminId: created?.adminId, ip });
    return c.json({ message: RESET_REQUESTED }, 202);
  })
  .post("/check", requireJson, validate("json", linkTokenSchema, INVALID_RESET_LINK), async (c) => {
    const reset = await findLiveReset(getDb(c.env.DB), await hashToken(c.req.valid("json").token));
    if (!reset) return c.json({ error: INVALID_RESET_LINK }, 404);
    return c.json({ email: reset.email, expiresAt: reset.expiresAt }, 200);
  })
  .post("/complete", requireJson, validate("json", passwordResetSchema), async (c) => {
    const { token, password } = c.req.valid("json");
    const db = getDb(c.env.DB);
    const tokenHash = await hashToken(token);
    const reset = await findLiveReset(db, tokenHash);
    if (!reset) return c.json({ error: INVALID_RESET_LINK }, 404);
    // Every rule of a password change (the email, the common and breached lists).
    const weak = await checkNewPassword(password, reset.email, { setting: c.env.BREACHED_PASSWORD_CHECK });
    if (weak) return c.json({ error: weak, fieldErrors: { password: weak } }, 400);

    const { setPassword, endSessions, dropPendingSignIns, forgetCodeFailures, useUpLinks } = completeResetStatements(db, reset.adminId, tokenHash, await hashPassword(password));
    try {
      const updated = await commit(c, db, {
        write: setPassword,
        also: [endSessions, dropPendingSignIns, forgetCodeFailures, useUpLinks, ...forgetOwnFailures(c, db, normalizeEmail(reset.email))],
        ...reporting({ type: "admin.password_reset", adminId: reset.adminId }),
      });
      if (updated.length === 0) return c.json({ error: INVALID_RESET_LINK }, 404);
    } catch (err) {
      // Used or expired since it was read: the NOT NULL constraint refused the whole batch.
      if (isConstraintFailure(err)) return c.json({ error: INVALID_RESET_LINK }, 404);
      throw err;
    }
    log("info", "password_reset_completed", { adminId: reset.adminId, ip: clientIp(c) });
    // No session: the admin signs in with the new password, and their second factor if they have one.
    return c.json({ ok: true as const }, 200);
  });
