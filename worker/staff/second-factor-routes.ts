import { Hono } from "hono";
import { normalizeEmail } from "./admins";
import { tooManyAttempts } from "./attempt-throttle";
import { consumeChallenge } from "./challenges";
import { reserveCodeAttempt } from "./code-throttle";
import { checkSecondFactor, findPendingSignIn, TOTP_UNREADABLE, TotpUnreadable } from "./second-factor";
import { completeSignIn } from "./sign-in";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { commit, reporting } from "../events/commit";
import { requireJson, validate } from "../http/validate";
import { clientIp } from "../lib/client-ip";
import { log } from "../lib/log";
import { pruneEvents } from "../lib/throttle";
import { secondFactorSchema } from "#core/schemas/factors";

const EXPIRED = "This sign-in has expired. Please enter your password again.";
const WRONG_CODE = "That code is not right. Please check it and try again.";
const CODES_USED_UP = "Too many wrong codes for this sign-in. Please enter your password again.";

/**
 * The second step of a password sign-in: a code from the authenticator app or a recovery code.
 * It shares the password's throttle, so the code cannot be guessed faster than the password, and
 * has caps of its own per pending sign-in and per account (code-throttle.ts), all reserved in one
 * atomic statement before the code is checked.
 */
export const secondFactorRoutes = new Hono<AdminEnv>().post("/", requireJson, validate("json", secondFactorSchema), async (c) => {
  const { token, code } = c.req.valid("json");
  const db = getDb(c.env.DB);
  const ip = clientIp(c);
  const pending = await findPendingSignIn(db, token);
  if (!pending) return c.json({ error: EXPIRED }, 400);
  const email = normalizeEmail(pending.email);
  const attempt = await reserveCodeAttempt(c, db, email, pending);
  if (attempt.refused === "dead") {
    log("warn", "login_code_sign_in_ended", { adminId: pending.adminId, ip });
    return c.json({ error: CODES_USED_UP }, 400);
  }
  if (attempt.refused) {
    log("warn", "login_throttled", { email, ip, step: "code" });
    return tooManyAttempts(c, "Too many wrong codes.");
  }
  const method = await checkSecondFactor(c, db, pending.adminId, code).catch((err: unknown) => {
    if (err instanceof TotpUnreadable) return "unreadable" as const;
    throw err;
  });
  if (!method || method === "unreadable") {
    await commit(c, db, { write: pruneEvents(db, c.env), ...reporting({ type: "admin.sign_in_failed", email, ip }) });
    await attempt.afterFailure();
    log("warn", "login_code_refused", { adminId: pending.adminId, ip });
    const error = method === "unreadable" ? TOTP_UNREADABLE : WRONG_CODE;
    return c.json({ error, fieldErrors: { code: error } }, 401);
  }
  // One pending sign-in makes one session, even if the right code is sent twice at once.
  if (!(await consumeChallenge(db, pending.key, "second_factor", pending.adminId))) return c.json({ error: EXPIRED }, 400);
  const done = await completeSignIn(c, db, pending.adminId, method, attempt.onSuccess);
  if (!done) return c.json({ error: "An error occurred during login" }, 500);
  return c.json({ id: pending.adminId, email: pending.email, factorChanges: done.factorChanges }, 200);
});
