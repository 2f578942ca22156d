import { and, eq, exists, gt, isNull, lt, sql } from "drizzle-orm";
import { RESET_LINK_MINUTES } from "#core/schemas/auth";
import type { Database } from "../../db/client";
import { adminUsers, sessions } from "../../access/tables";
import { passwordResets } from "../tables";
import { forgetCodeFailures } from "../code-throttle";
import { dropPendingSignIns } from "../second-factor";

/** How long a mailed reset link works (the sign-in page says it too). */
export const RESET_MINUTES = RESET_LINK_MINUTES;

const now = () => new Date().toISOString();

/** Not used and not expired. */
const live = () => and(isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now()));

/**
 * The insert of a new link for the account with this email, if there is one: INSERT … SELECT, so an
 * address without an account runs the very same statement, which inserts nothing.
 */
export function insertResetFor(db: Database, email: string, tokenHash: string) {
  const expiresAt = new Date(Date.now() + RESET_MINUTES * 60_000).toISOString();
  // Every column, in the table's order, as INSERT … SELECT needs them.
  const row = {
    id: sql<number>`null`.as("id"),
    tokenHash: sql<string>`${tokenHash}`.as("token_hash"),
    adminId: adminUsers.id,
    createdAt: sql<string>`${now()}`.as("created_at"),
    expiresAt: sql<string>`${expiresAt}`.as("expires_at"),
    usedAt: sql<string | null>`null`.as("used_at"),
  };
  return db
    .insert(passwordResets)
    .select(db.select(row).from(adminUsers).where(eq(adminUsers.email, email)))
    .returning({ adminId: passwordResets.adminId, expiresAt: passwordResets.expiresAt });
}

/** Drops links that expired a day ago or more, so the table stays small. */
export function pruneResets(db: Database) {
  return db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date(Date.now() - 86_400_000).toISOString()));
}

/** The live link behind this token hash and its admin, or undefined. */
export function findLiveReset(db: Database, tokenHash: string) {
  return db
    .select({ adminId: adminUsers.id, email: adminUsers.email, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .innerJoin(adminUsers, eq(adminUsers.id, passwordResets.adminId))
    .where(and(eq(passwordResets.tokenHash, tokenHash), live()))
    .get();
}

/**
 * The statements of a completed reset, for one batch. The new hash is written only while the link
 * is still live: otherwise the value is NULL and the NOT NULL constraint fails the whole batch, so
 * two uses of one link racing each other (or a use racing its expiry) cannot both set a password.
 * Then every session of the admin ends, a sign-in waiting for its code is dropped (it began with the
 * old password) and the code step's lock on the account lifts, and every outstanding link of the
 * admin is used up.
 */
export function completeResetStatements(db: Database, adminId: number, tokenHash: string, passwordHash: string) {
  const liveLink = db
    .select({ one: sql`1` })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), eq(passwordResets.adminId, adminId), live()));
  const at = now();
  return {
    setPassword: db
      .update(adminUsers)
      .set({ passwordHash: sql<string>`(select ${passwordHash} where ${exists(liveLink)})`, updatedAt: at })
      .where(eq(adminUsers.id, adminId))
      .returning({ id: adminUsers.id }),
    endSessions: db.update(sessions).set({ revokedAt: at }).where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt))),
    dropPendingSignIns: dropPendingSignIns(db, adminId),
    forgetCodeFailures: forgetCodeFailures(db, adminId),
    useUpLinks: db.update(passwordResets).set({ usedAt: at }).where(and(eq(passwordResets.adminId, adminId), isNull(passwordResets.usedAt))),
  };
}
