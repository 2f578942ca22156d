import { createMiddleware } from "hono/factory";
import { PASSKEY_SIGN_IN_PATHS } from "./passkeys/routes";
import { readSession, type Session } from "./session";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { log } from "../lib/log";

/** What admin routes see: the bindings plus the session `requireAdmin` checked. */
export interface AdminEnv {
  Bindings: AppEnv["Bindings"];
  Variables: AppEnv["Variables"] & { session: Session };
}

/** The only /api/admin paths a visitor without a session may call. */
const PUBLIC_ADMIN_PATHS = new Set(["/api/admin/login", "/api/admin/login/code", ...PASSKEY_SIGN_IN_PATHS]);

/**
 * Guards everything under /api/admin: deny by default, so a route added later is protected
 * without anyone remembering to protect it.
 */
export const requireAdmin = createMiddleware<AdminEnv>(async (c, next) => {
  if (PUBLIC_ADMIN_PATHS.has(c.req.path)) return next();
  const session = await readSession(c, getDb(c.env.DB));
  if (!session) {
    log("warn", "admin_access_denied", { method: c.req.method, path: c.req.path });
    return c.json({ error: "Your session has ended. Please sign in again." }, 401);
  }
  c.set("session", session);
  return next();
});
