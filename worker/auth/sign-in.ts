import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { startSession } from "./session";
import type { Database } from "../db/client";
import type { Env } from "../env";
import { commit, reporting } from "../events/commit";
import { clientIp } from "../lib/client-ip";
import { log } from "../lib/log";

export type SignInMethod = "password" | "passkey" | "totp" | "recovery_code";

/**
 * The one place a sign-in becomes a session, whatever proved who the admin is: starts the session,
 * then commits `writes` (clearing throttle records, a passkey's new counter) with the signed-in
 * event. False when no session could be started (no SESSION_SECRET in production).
 */
export async function completeSignIn<E extends { Bindings: Env }>(
  c: Context<E>,
  db: Database,
  adminId: number,
  method: SignInMethod,
  writes: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]],
): Promise<boolean> {
  if (!(await startSession(c, db, adminId))) return false;
  const ip = clientIp(c);
  await commit(c, db, { write: writes[0], also: writes.slice(1), ...reporting({ type: "admin.signed_in", adminId, ip }) });
  log("info", "login_succeeded", { adminId, ip, method });
  return true;
}
