import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { lockWindowMs, reservePasswordAttempt } from "./attempt-throttle";
import type { Database } from "../db/client";
import { authChallenges } from "./tables";
import type { Env } from "../env";
import { clearEvents, type EventKey, forgetEvents, recentEvents } from "../lib/throttle";

/**
 * The code step's own caps, on top of the password's throttle per email and address, which it
 * shares (a code's failures never count toward the address's failed emails: a colleague's wrong
 * codes lock nobody else in the office):
 * - a pending sign-in (one right password) is good for 5 codes; the 6th try fails even with the
 *   right code, and the admin must enter the password again;
 * - an account takes at most 10 wrong codes within LOGIN_LOCK_MINUTES, over all its pending
 *   sign-ins and from any addresses; then the code step answers 429, even to the right code.
 *   Only someone who has the password can spend this, so the lock shuts out nobody who lacks it;
 *   changing or resetting the password lifts it.
 * 10 guesses per 15 minutes at a 6-digit code (3 steps accepted) is about 1 in 33 000 a window.
 */
const CODE_LIMITS = { perPendingSignIn: 5, perAccount: 10 } as const;

const tokenKey = (pendingKey: string): EventKey => ({ scope: "login_code_token", key: pendingKey });
const accountKey = (adminId: number): EventKey => ({ scope: "login_code_account", key: String(adminId) });

type CodeAttempt =
  | { refused: "dead" | "throttled" }
  | {
      refused: null;
      /** The statements a successful code batches with its session: the password's clear, and this attempt's own reservation for the account. */
      onSuccess: BatchItem<"sqlite">[];
      /** After a wrong code: ends the pending sign-in once its codes are used up. */
      afterFailure: () => Promise<void>;
    };

/** Deletes the pending sign-in behind `key`: its code step is over. */
function dropPendingSignIn(db: Database, key: string) {
  return db.delete(authChallenges).where(and(eq(authChallenges.id, key), eq(authChallenges.purpose, "second_factor")));
}

/**
 * Reserves one code check for a pending sign-in before the code is checked, in the same atomic
 * statement as the password throttle's reservation, so a parallel burst is counted exactly like a
 * sequence. Refused as "dead" when the pending sign-in has had its 5 codes (it is deleted), and as
 * "throttled" when the account or the password's throttle is locked.
 */
export async function reserveCodeAttempt<E extends { Bindings: Env }>(
  c: Context<E>,
  db: Database,
  email: string,
  pending: { key: string; adminId: number },
): Promise<CodeAttempt> {
  const token = tokenKey(pending.key);
  const account = accountCodeCap(db, pending.adminId);
  const codesUsed = () => recentEvents(db, token.scope, token.key, lockWindowMs(c));
  const attempt = await reservePasswordAttempt(c, db, email, {
    kind: "factor",
    also: { events: [token, ...account.also.events], limits: [{ ...token, limit: CODE_LIMITS.perPendingSignIn }, ...account.also.limits] },
  });
  if (!attempt) {
    if ((await codesUsed()) < CODE_LIMITS.perPendingSignIn) return { refused: "throttled" };
    await dropPendingSignIn(db, pending.key);
    return { refused: "dead" };
  }
  return {
    refused: null,
    // A right code is not a failure: its reservation for the account goes, earlier failures stay.
    onSuccess: [...attempt.clear, clearEvents(db, token.scope, token.key), ...account.forgetOwn(attempt.reserved)],
    afterFailure: async () => {
      if ((await codesUsed()) >= CODE_LIMITS.perPendingSignIn) await dropPendingSignIn(db, pending.key);
    },
  };
}

/**
 * The account's code cap, for a code checked outside a pending sign-in (step-up): reserve it with
 * the password's throttle (`reservePasswordAttempt(…, { kind: "factor", also: accountCodeCap(id).also })`),
 * so a stolen session guesses codes no faster than a sign-in does. `forgetOwn` forgets a right
 * code's reservation.
 */
export function accountCodeCap(db: Database, adminId: number) {
  const account = accountKey(adminId);
  return {
    also: { events: [account], limits: [{ ...account, limit: CODE_LIMITS.perAccount }] },
    forgetOwn: (reserved: { id: number; scope: string }[]) => {
      const own = reserved.filter((row) => row.scope === account.scope).map((row) => row.id);
      return own.length > 0 ? [forgetEvents(db, own as [number, ...number[]])] : [];
    },
  };
}

/** The statement that lifts an account's code-step lock (a password change or reset: the old password no longer works). */
export function forgetCodeFailures(db: Database, adminId: number) {
  const account = accountKey(adminId);
  return clearEvents(db, account.scope, account.key);
}
