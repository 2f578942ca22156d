import { and, eq, gt, notInArray, sql } from "drizzle-orm";
import { hashToken, randomToken } from "../access/session";
import type { Database } from "../db/client";
import type { ListTable } from "./list";

/** How long a confirmation link works: long enough for a holiday, short enough to be forgotten. */
export const CONFIRM_DAYS = 7;

/** Link tokens as this module writes them (base64url of 256 random bits): anything else is refused unread. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A token from a link's query, or null when it is not one this module could have written. */
export const tokenOf = (value: string | undefined) => (value && TOKEN_PATTERN.test(value) ? value : null);

/** A new sign-up's confirmation token (mailed) and what D1 keeps of it. */
export async function newConfirmation() {
  const token = randomToken();
  return { token, tokenHash: await hashToken(token), expiresAt: new Date(Date.now() + CONFIRM_DAYS * 86_400_000).toISOString() };
}

export type Confirmation = Awaited<ReturnType<typeof newConfirmation>>;

/** An address signing up: `kept` is stored with a new address only, `chosen` renewed with every sign-up (the choices it made). */
interface SignUp {
  email: string;
  kept?: Record<string, unknown>;
  chosen?: Record<string, unknown>;
}

/**
 * The sign-up's insert: a new address is stored pending with a fresh confirmation; a pending,
 * unsubscribed or complained one gets a fresh confirmation (an earlier link stops working) and its
 * new choices, and is pending again; a confirmed one (its choices change through a confirmed link
 * only), and one that hard-bounced (it cannot receive mail, and mailing it again hurts the domain's
 * reputation), is left alone and returns no row, so nothing is mailed to it.
 */
export function signUpTo(db: Database, table: ListTable, { email, kept = {}, chosen = {} }: SignUp, confirmation: Pick<Confirmation, "tokenHash" | "expiresAt">) {
  const pending = { status: "pending", confirmTokenHash: confirmation.tokenHash, confirmExpiresAt: confirmation.expiresAt };
  return db
    .insert(table)
    .values({ email: email.toLowerCase(), ...kept, ...chosen, ...pending, unsubscribeToken: randomToken() })
    .onConflictDoUpdate({ target: table.email, set: { ...chosen, ...pending }, setWhere: notInArray(table.status, ["confirmed", "bounced"]) })
    .returning({ id: table.id });
}

/** Confirms the pending address whose live link carries the token of this hash: its id, or no row for an unknown or expired link. */
export function confirmSignUp(db: Database, table: ListTable, tokenHash: string) {
  return db
    .update(table)
    .set({ status: "confirmed", confirmedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`, confirmTokenHash: null, confirmExpiresAt: null })
    .where(and(eq(table.confirmTokenHash, tokenHash), eq(table.status, "pending"), gt(table.confirmExpiresAt, new Date().toISOString())))
    .returning({ id: table.id });
}

/** Ends the sign-up whose mails carry `token` (again, harmlessly, if it has ended). */
export function unsubscribe(db: Database, table: ListTable, token: string) {
  return db
    .update(table)
    .set({ status: "unsubscribed", confirmTokenHash: null, confirmExpiresAt: null })
    .where(eq(table.unsubscribeToken, token))
    .returning({ id: table.id });
}
