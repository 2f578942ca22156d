import { and, count, eq, isNotNull, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { adminPasskeys, adminTotp } from "../tables";

export function findTotp(db: Database, adminId: number) {
  return db
    .select({ secret: adminTotp.secret, enabledAt: adminTotp.enabledAt, lastUsedStep: adminTotp.lastUsedStep })
    .from(adminTotp)
    .where(eq(adminTotp.adminId, adminId))
    .get();
}

/** Stores a secret awaiting its first code, replacing an unconfirmed one but never an active one. */
export function savePendingTotp(db: Database, adminId: number, secret: string) {
  return db
    .insert(adminTotp)
    .values({ adminId, secret })
    .onConflictDoUpdate({ target: adminTotp.adminId, set: { secret, lastUsedStep: 0 }, where: isNull(adminTotp.enabledAt) })
    .returning({ adminId: adminTotp.adminId });
}

/** Activates the pending secret with the step of the code that confirmed it. */
export function enableTotp(db: Database, adminId: number, step: number) {
  return db
    .update(adminTotp)
    .set({ enabledAt: new Date().toISOString(), lastUsedStep: step })
    .where(and(eq(adminTotp.adminId, adminId), isNull(adminTotp.enabledAt)))
    .returning({ adminId: adminTotp.adminId });
}

/**
 * Records `step` as used if it is later than the last used one: true once per step, so a code seen
 * over a shoulder or replayed from a log cannot be used again, even by two parallel requests.
 */
export async function claimTotpStep(db: Database, adminId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(adminTotp)
    .set({ lastUsedStep: step })
    .where(and(eq(adminTotp.adminId, adminId), isNotNull(adminTotp.enabledAt), lt(adminTotp.lastUsedStep, step)))
    .returning({ adminId: adminTotp.adminId });
  return claimed.length === 1;
}

export function deleteTotp(db: Database, adminId: number) {
  return db.delete(adminTotp).where(eq(adminTotp.adminId, adminId)).returning({ enabledAt: adminTotp.enabledAt });
}

/** Whether the admin has a second factor (an active authenticator app or a passkey). */
export async function hasSecondFactor(db: Database, adminId: number): Promise<boolean> {
  const [totp, passkeys] = await Promise.all([
    db.select({ n: count() }).from(adminTotp).where(and(eq(adminTotp.adminId, adminId), isNotNull(adminTotp.enabledAt))).get(),
    db.select({ n: count() }).from(adminPasskeys).where(eq(adminPasskeys.adminId, adminId)).get(),
  ]);
  return (totp?.n ?? 0) + (passkeys?.n ?? 0) > 0;
}

/** Whether the admin has an active authenticator app. */
export async function totpEnabled(db: Database, adminId: number): Promise<boolean> {
  return Boolean((await findTotp(db, adminId))?.enabledAt);
}
