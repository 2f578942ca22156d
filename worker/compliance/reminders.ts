import { and, eq, gt, notInArray, sql } from "drizzle-orm";
import type { Locale } from "#core/i18n/locale";
import type { ReminderInput } from "#core/schemas/compliance";
import { randomToken } from "../access/session";
import type { Database } from "../db/client";
import { complianceReminders } from "./tables";

/**
 * The calendar's reminder sign-ups, with the newsletter's double opt-in (../subscribers/opt-in.ts):
 * a new address is stored pending with a fresh confirmation link and the choices it made; signing
 * up again renews the link and the choices (the language of the page among them) unless the address is confirmed (its choices change
 * through a confirmed link only) or hard-bounced. No row back: nothing is mailed.
 */
export function signUpForReminders(db: Database, input: ReminderInput & { language: Locale }, confirmation: { tokenHash: string; expiresAt: string }) {
  const choices = { kinds: [...new Set(input.kinds)], leadDays: Number(input.leadDays), language: input.language };
  return db
    .insert(complianceReminders)
    .values({
      email: input.email.toLowerCase(),
      ...choices,
      status: "pending",
      confirmTokenHash: confirmation.tokenHash,
      confirmExpiresAt: confirmation.expiresAt,
      unsubscribeToken: randomToken(),
    })
    .onConflictDoUpdate({
      target: complianceReminders.email,
      set: { ...choices, status: "pending", confirmTokenHash: confirmation.tokenHash, confirmExpiresAt: confirmation.expiresAt },
      setWhere: notInArray(complianceReminders.status, ["confirmed", "bounced"]),
    })
    .returning({ id: complianceReminders.id });
}

/** Confirms the pending sign-up whose live link carries the token of this hash: its id, or no row. */
export function confirmReminders(db: Database, tokenHash: string) {
  return db
    .update(complianceReminders)
    .set({ status: "confirmed", confirmedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(complianceReminders.confirmTokenHash, tokenHash),
        eq(complianceReminders.status, "pending"),
        gt(complianceReminders.confirmExpiresAt, new Date().toISOString()),
      ),
    )
    .returning({ id: complianceReminders.id });
}

/** Ends the reminders whose mails carry `token` (again, harmlessly, if they have ended). */
export function stopReminders(db: Database, token: string) {
  return db
    .update(complianceReminders)
    .set({ status: "unsubscribed", confirmTokenHash: null, confirmExpiresAt: null })
    .where(eq(complianceReminders.unsubscribeToken, token))
    .returning({ id: complianceReminders.id });
}
