import { and, eq, gt } from "drizzle-orm";
import type { Context } from "hono";
import { storeChallenge } from "./challenges";
import { useRecoveryCode } from "./recovery-codes";
import { openSecret } from "./totp/secret-box";
import { claimTotpStep, findTotp } from "./totp/store";
import { matchingStep } from "./totp/totp";
import type { Database } from "../db/client";
import { adminUsers } from "../access/tables";
import { authChallenges } from "./tables";
import type { Env } from "../env";
import { log } from "../lib/log";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * After a right password, when the admin has a second factor: a random token naming this pending
 * sign-in for five minutes. It grants nothing but the right to send a code; D1 keeps its hash.
 */
export async function startPendingSignIn(db: Database, adminId: number): Promise<string> {
  const token = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");
  await storeChallenge(db, await sha256Hex(token), "second_factor", adminId);
  return token;
}

/**
 * The statement that ends every pending sign-in of the admin: each began with a password that a
 * change or a reset has just replaced, so none may finish. Batch it with the password's write.
 */
export function dropPendingSignIns(db: Database, adminId: number) {
  return db.delete(authChallenges).where(and(eq(authChallenges.adminId, adminId), eq(authChallenges.purpose, "second_factor")));
}

/** The live pending sign-in behind `token` and its admin, or undefined. */
export async function findPendingSignIn(db: Database, token: string) {
  const key = await sha256Hex(token);
  const row = await db
    .select({ adminId: adminUsers.id, email: adminUsers.email })
    .from(authChallenges)
    .innerJoin(adminUsers, eq(adminUsers.id, authChallenges.adminId))
    .where(and(eq(authChallenges.id, key), eq(authChallenges.purpose, "second_factor"), gt(authChallenges.expiresAt, new Date().toISOString())))
    .get();
  return row ? { ...row, key } : undefined;
}

/** What the code step says when the app's secret no longer opens. */
export const TOTP_UNREADABLE =
  "Codes from your authenticator app can no longer be checked: the site's security key was changed. Use a passkey or a recovery code, then set up the app again in Settings.";

/**
 * The app's stored secret no longer decrypts: SESSION_SECRET, which its key is derived from, was
 * rotated (docs/operations.md). No code can be right, so the caller says so rather than "wrong
 * code"; the attempt still counts like a wrong one, as every code attempt is reserved before it is
 * checked.
 */
export class TotpUnreadable extends Error {}

/**
 * Checks a code typed in the second step: six digits are an authenticator-app code (its step used
 * once only), anything else a recovery code (used once only). Which one it was, or null; throws
 * `TotpUnreadable` for an app code when the app's secret cannot be read.
 */
export async function checkSecondFactor<E extends { Bindings: Env }>(
  c: Context<E>,
  db: Database,
  adminId: number,
  code: string,
): Promise<"totp" | "recovery_code" | null> {
  const digits = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) {
    const totp = await findTotp(db, adminId);
    if (!totp?.enabledAt) return null;
    const secret = await openSecret(c, adminId, totp.secret).catch(() => {
      log("error", "totp_secret_unreadable", { adminId });
      throw new TotpUnreadable();
    });
    const step = matchingStep(secret, digits);
    return step !== null && (await claimTotpStep(db, adminId, step)) ? "totp" : null;
  }
  return (await useRecoveryCode(db, adminId, code)) ? "recovery_code" : null;
}
