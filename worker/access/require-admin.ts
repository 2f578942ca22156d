import { createMiddleware } from "hono/factory";
import { isRecentlyVerified, readSession, type Session } from "./session";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { handBackBookmark } from "../http/db-session";
import { log } from "../lib/log";

/** What admin routes see: the bindings plus the session `requireAdmin` checked. */
export interface AdminEnv {
  Bindings: AppEnv["Bindings"];
  Variables: AppEnv["Variables"] & { session: Session };
}

/** The 401 every admin route answers without a live session; the admin shows its sign-in dialog on it. */
export const SESSION_ENDED = "Your session has ended. Please sign in again.";
/** The `code` of the 403 that asks the admin to confirm their password and retry. */
export const REVERIFICATION_REQUIRED = "reverification_required";

/**
 * Guards everything under /api/admin: deny by default, so a route added later is protected
 * without anyone remembering to protect it. `publicPaths`: the whole paths a visitor without a
 * session may call (the sign-in steps and the links whose token is the credential), which the
 * features that own them declare.
 */
export function requireAdmin(publicPaths: ReadonlySet<string>) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    if (publicPaths.has(c.req.path)) return next();
    const session = await readSession(c, getDb(c.env.DB));
    if (!session) {
      log("warn", "admin_access_denied", { method: c.req.method, path: c.req.path });
      return c.json({ error: SESSION_ENDED }, 401);
    }
    c.set("session", session);
    await next();
    // The D1 bookmark of what this request wrote, so the admin's next request reads at least that.
    handBackBookmark(c);
  });
}

/**
 * Guards changes a stolen session must not make on its own (password, staff, settings): the
 * password must have been confirmed in this session within the last 12 hours. Otherwise a 403
 * with `code`, on which the admin asks for the password (POST /session/reverify) and retries.
 */
export const requireRecentVerification = createMiddleware<AdminEnv>(async (c, next) => {
  if (isRecentlyVerified(c.get("session"))) return next();
  return c.json({ error: "Please confirm your password to continue.", code: REVERIFICATION_REQUIRED }, 403);
});

