import { type Context, Hono } from "hono";
import { normalizeEmail } from "../admins";
import { forgetOwnFailures } from "../attempt-throttle";
import { checkNewPassword } from "../new-password";
import { hashPassword } from "../../access/password";
import type { AdminEnv } from "../../access/require-admin";
import { hashToken, randomToken, sessionSecret } from "../../access/session";
import { emailHasAccount, isConstraintFailure } from "../staff";
import { completeResetStatements, findLiveReset, insertResetFor, pruneResets, RESET_MINUTES } from "./store";
import { type Database, getDb } from "../../db/client";
import { commit, reporting } from "../../events/commit";
import { requireJson, validate } from "../../http/validate";
import { addressClientKey, addressKey } from "../../lib/address-key";
import { clientIp } from "../../lib/client-ip";
import { log } from "../../lib/log";
import { siteOrigin } from "../../lib/site-origin";
import { reserveEvents } from "../../lib/throttle";
import { mailStatus } from "../../mail/settings";
import { linkTokenSchema, passwordResetRequestSchema, passwordResetSchema } from "#core/schemas/auth";

/**
 * Every request is answered 202 with the same body; what is capped is the mails sent, counted over
 * RESET_MAIL_WINDOW_MINUTES (a request over a cap gets the same answer and no mail):
 * - per address and client (IP, IPv6 by /64): 2. Someone asking from one place is served twice,
 *   and one client hammering an address spends only its own share, not the owner's;
 * - per address: 5, from all clients together, so nobody floods a staff mailbox (at most 10 mails
 *   an hour);
 * - per client: 10, across addresses, so one client cannot mail every account.
 * A stranger spraying from many addresses can spend the per-address cap, but every mail it counts
 * went to that address, and the window is no longer than a link works (RESET_MINUTES): whenever
 * the owner's request is not mailed, their mailbox already holds a link that still works, and the
 * cap frees itself within 30 minutes of the spraying stopping. Answering 429 instead (the old
 * rule) let three requests lock the owner out of a reset for an hour and told the sprayer
 * when it had worked.
 */
export const RESET_MAIL_CAPS = { perAddressAndClient: 2, perAddress: 5, perClient: 10 } as const;
export const RESET_MAIL_WINDOW_MINUTES = RESET_MINUTES;
/** Row ids start at 1: the id of an account that does not exist. */
const NO_ACCOUNT = 0;

/** The one answer to every accepted request, whether or not the address has an account. */
export const RESET_REQUESTED = `If this address belongs to a staff account, we have emailed it a link to choose a new password. The link works for ${RESET_MINUTES} minutes; check your spam folder if it has not arrived in a few minutes.`;
export const RESET_UNAVAILABLE =
  "Password reset by email is not set up on this site. Please ask the owner of the admin to reset your password with “npm run admin”.";
const INVALID_RESET_LINK =
  "This link is not valid: it may have expired or been used already. Please ask for a new one from the sign-in page.";

/**
 * Reserves one reset mail for `email` from this client within RESET_MAIL_CAPS, before anything is
 * looked up, the same for an address with or without an account. The address is counted under its
 * HMAC (lib/address-key.ts). Without SESSION_SECRET off localhost nothing is mailed (fail closed).
 */
async function reserveResetMail(c: Context<AdminEnv>, db: Database, email: string, ip: string): Promise<boolean> {
  const secret = sessionSecret(c);
  if (!secret) return false;
  const key = await addressKey(secret, email);
  const byPair = { scope: "reset_mail_pair", key: addressClientKey(key, ip) };
  const byEmail = { scope: "reset_mail_email", key };
  const byIp = { scope: "reset_mail_ip", key: ip };
  return reserveEvents(
    db,
    [byPair, byEmail, byIp],
    [
      { ...byPair, limit: RESET_MAIL_CAPS.perAddressAndClient },
      { ...byEmail, limit: RESET_MAIL_CAPS.perAddress },
      { ...byIp, limit: RESET_MAIL_CAPS.perClient },
    ],
    RESET_MAIL_WINDOW_MINUTES * 60_000,
  );
}

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
    if (!(await reserveResetMail(c, db, email, ip))) {
      // The same answer: a request over a cap is not refused, it is only not mailed.
      log("info", "password_reset_mail_capped", { ip });
      return c.json({ message: RESET_REQUESTED }, 202);
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
        also: [endSessions, dropPendingSignIns, forgetCodeFailures, useUpLinks, ...(await forgetOwnFailures(c, db, normalizeEmail(reset.email)))],
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
