import { and, eq, gt, notInArray, sql } from "drizzle-orm";
import { hashToken, randomToken } from "../access/session";
import type { Database } from "../db/client";
import { subscribers } from "./tables";

/** How long a confirmation link works: long enough for a holiday, short enough to be forgotten. */
export const CONFIRM_DAYS = 7;

/** Unsubscribe tokens as this module writes them (base64url of 256 random bits): anything else is refused unread. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new sign-up's confirmation token (mailed) and what D1 keeps of it. */
export async function newConfirmation() {
  const token = randomToken();
  return { token, tokenHash: await hashToken(token), expiresAt: new Date(Date.now() + CONFIRM_DAYS * 86_400_000).toISOString() };
}

/**
 * The sign-up's insert: a new address is stored pending with a fresh confirmation; a pending,
 * unsubscribed or complained one gets a fresh confirmation (an earlier link stops working) and is
 * pending again; a confirmed one, and one that hard-bounced (it cannot receive mail, and mailing it
 * again hurts the domain's reputation), is left alone and returns no row, so nothing is mailed to it.
 */
export function signUp(db: Database, email: string, sourcePage: string | null, confirmation: { tokenHash: string; expiresAt: string }) {
  return db
    .insert(subscribers)
    .values({
      email: email.toLowerCase(),
      sourcePage,
      status: "pending",
      confirmTokenHash: confirmation.tokenHash,
      confirmExpiresAt: confirmation.expiresAt,
      unsubscribeToken: randomToken(),
    })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: { status: "pending", confirmTokenHash: confirmation.tokenHash, confirmExpiresAt: confirmation.expiresAt },
      setWhere: notInArray(subscribers.status, ["confirmed", "bounced"]),
    })
    .returning({ id: subscribers.id });
}

/** Confirms the pending address whose live link carries the token of this hash: its id, or no row for an unknown or expired link. */
export function confirmSubscription(db: Database, tokenHash: string) {
  return db
    .update(subscribers)
    .set({
      status: "confirmed",
      confirmedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(
      and(
        eq(subscribers.confirmTokenHash, tokenHash),
        eq(subscribers.status, "pending"),
        gt(subscribers.confirmExpiresAt, new Date().toISOString()),
      ),
    )
    .returning({ id: subscribers.id });
}

/** Ends the subscription whose unsubscribe links carry `token` (again, harmlessly, if it has ended). */
export function unsubscribe(db: Database, token: string) {
  return db
    .update(subscribers)
    .set({ status: "unsubscribed", confirmTokenHash: null, confirmExpiresAt: null })
    .where(eq(subscribers.unsubscribeToken, token))
    .returning({ id: subscribers.id });
}
