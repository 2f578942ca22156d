import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { factorChangeNotices } from "./factor-changes";
import { openSession } from "../access/session";
import type { Database } from "../db/client";
import type { Env } from "../env";
import { commit, reporting } from "../events/commit";
import { clientIp } from "../lib/client-ip";
import { log } from "../lib/log";

type SignInMethod = "password" | "passkey" | "totp" | "recovery_code";

/**
 * The one place a sign-in becomes a session, whatever proved who the admin is: commits the session
 * row with `writes` (clearing throttle records, a passkey's new counter) and the signed-in event,
 * then sets the cookie. Null when no session could be started (no SESSION_SECRET in production);
 * otherwise what the admin must be told at sign-in: the changes to their factors that could not
 * be mailed (see factor-changes.ts).
 */
export async function completeSignIn<E extends { Bindings: Env }>(
  c: Context<E>,
  db: Database,
  adminId: number,
  method: SignInMethod,
  writes: BatchItem<"sqlite">[],
): Promise<{ factorChanges: string[] } | null> {
  const session = await openSession(c, db, adminId);
  if (!session) return null;
  const ip = clientIp(c);
  await commit(c, db, { write: session.insert, also: writes, ...reporting({ type: "admin.signed_in", adminId, ip }) });
  await session.setCookie();
  log("info", "login_succeeded", { adminId, ip, method });
  return { factorChanges: await factorChangeNotices(db, c.env, adminId) };
}
