import { and, asc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { ColleagueRole } from "#core/taxonomies/admin-roles";
import { adminUsers, sessions } from "../access/tables";
import { adminPasskeys, adminRecoveryCodes, adminTotp, authChallenges, staffInvites } from "./tables";

/** How long an invitation link works. */
export const INVITE_HOURS = 48;

const now = () => new Date().toISOString();

/** Every staff account, the owner first. */
export function listStaff(db: Database) {
  return db
    .select({ id: adminUsers.id, name: adminUsers.name, email: adminUsers.email, role: adminUsers.role, createdAt: adminUsers.createdAt })
    .from(adminUsers)
    .orderBy(sql`${adminUsers.role} = 'owner' desc`, asc(adminUsers.createdAt))
    .all();
}

export function findStaffMember(db: Database, id: number) {
  return db.select({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role }).from(adminUsers).where(eq(adminUsers.id, id)).get();
}

export function emailHasAccount(db: Database, email: string) {
  return db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email)).get();
}

/** Invitations not yet accepted, withdrawn or expired. */
const pending = () => and(isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt), gt(staffInvites.expiresAt, now()));

export function listPendingInvites(db: Database) {
  return db
    .select({ id: staffInvites.id, email: staffInvites.email, role: staffInvites.role, createdAt: staffInvites.createdAt, expiresAt: staffInvites.expiresAt })
    .from(staffInvites)
    .where(pending())
    .orderBy(asc(staffInvites.createdAt))
    .all();
}

export function findPendingInvite(db: Database, tokenHash: string) {
  return db
    .select({ id: staffInvites.id, email: staffInvites.email, role: staffInvites.role, expiresAt: staffInvites.expiresAt })
    .from(staffInvites)
    .where(and(eq(staffInvites.tokenHash, tokenHash), pending()))
    .get();
}

/** A pending invitation by its id, to mail the address a new link. */
export function findPendingInviteById(db: Database, id: number) {
  return db
    .select({ id: staffInvites.id, email: staffInvites.email, role: staffInvites.role })
    .from(staffInvites)
    .where(and(eq(staffInvites.id, id), pending()))
    .get();
}

/** When a link made now stops working. */
export const inviteExpiry = () => new Date(Date.now() + INVITE_HOURS * 3_600_000).toISOString();

export function insertInvite(db: Database, values: { tokenHash: string; email: string; role: ColleagueRole; invitedBy: number; expiresAt: string }) {
  return db
    .insert(staffInvites)
    .values(values)
    .returning({ id: staffInvites.id, email: staffInvites.email, role: staffInvites.role, expiresAt: staffInvites.expiresAt });
}

/** Withdraws the address's pending links but the one just made (`keepTokenHash`), so only the newest works. */
export function withdrawInvitesFor(db: Database, email: string, keepTokenHash: string) {
  return db
    .update(staffInvites)
    .set({ revokedAt: now() })
    .where(and(eq(staffInvites.email, email), ne(staffInvites.tokenHash, keepTokenHash), pending()));
}

export function withdrawInvite(db: Database, id: number) {
  return db
    .update(staffInvites)
    .set({ revokedAt: now() })
    .where(and(eq(staffInvites.id, id), pending()))
    .returning({ id: staffInvites.id, email: staffInvites.email });
}

/**
 * Creates the colleague's account from the invitation, only while it is still pending: its email
 * and role are read from the pending invitation inside the write, so a used, withdrawn or expired one yields
 * NULL and the NOT NULL constraint fails the whole batch. Two acceptances racing each other (or
 * one racing a withdrawal) therefore cannot both create an account. Batch it with `markInviteAccepted`.
 */
export function createAccountFromInvite(db: Database, inviteId: number, name: string, passwordHash: string) {
  const fromInvite = (column: typeof staffInvites.email | typeof staffInvites.role) =>
    sql<string>`(select ${column} from ${staffInvites} where ${staffInvites.id} = ${inviteId} and ${pending()})`;
  return db
    .insert(adminUsers)
    .values({ email: fromInvite(staffInvites.email), name, passwordHash, role: fromInvite(staffInvites.role) })
    .returning({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role });
}

/** Whether a failed write was refused by a constraint (a used invitation, a taken address). */
export const isConstraintFailure = (err: unknown) => err instanceof Error && /constraint/i.test(`${err.message} ${String(err.cause ?? "")}`);

export function markInviteAccepted(db: Database, inviteId: number) {
  return db.update(staffInvites).set({ acceptedAt: now() }).where(and(eq(staffInvites.id, inviteId), pending()));
}

/** Deletes a colleague's account; never the owner's. Returns the account when it was removed. */
export function removeStaffMember(db: Database, id: number) {
  return db
    .delete(adminUsers)
    .where(and(eq(adminUsers.id, id), ne(adminUsers.role, "owner")))
    .returning({ id: adminUsers.id, email: adminUsers.email });
}

/**
 * Ends the removed colleague's sessions in the same batch (the foreign key cascades too; this
 * does not rely on it). Does nothing when the account still exists, i.e. when removal was refused.
 */
export function endSessionsOfRemoved(db: Database, id: number) {
  return db
    .delete(sessions)
    .where(and(eq(sessions.adminId, id), sql`not exists (select 1 from ${adminUsers} where ${adminUsers.id} = ${id})`));
}

/**
 * The owner changes a colleague's role from `from` (as the owner saw it, so a change made meanwhile
 * is not recorded under the wrong previous role; never the owner's: ownership is handed over) and
 * ends every session of the colleague in the same batch, so the new role holds from their next
 * sign-in on, not whenever an old session happens to end. Names the colleague only when the change
 * was made.
 */
export function changeRole(db: Database, id: number, from: ColleagueRole, role: ColleagueRole) {
  const stamp = now();
  return {
    write: db
      .update(adminUsers)
      .set({ role, updatedAt: stamp })
      .where(and(eq(adminUsers.id, id), eq(adminUsers.role, from)))
      .returning({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role }),
    also: [
      db
        .update(sessions)
        .set({ revokedAt: stamp })
        .where(and(eq(sessions.adminId, id), isNull(sessions.revokedAt), sql`exists (select 1 from ${adminUsers} where ${adminUsers.id} = ${id} and ${adminUsers.role} = ${role})`)),
    ],
  };
}

/**
 * The owner hands ownership to a colleague, and becomes a manager: demote first, then promote only
 * while no owner is left, so the one-owner index holds at every step and a missing colleague
 * leaves the owner as they were.
 */
export function transferOwnership(db: Database, ownerId: number, colleagueId: number) {
  const colleagueExists = sql`exists (select 1 from ${adminUsers} where ${adminUsers.id} = ${colleagueId})`;
  return {
    demote: db
      .update(adminUsers)
      .set({ role: "manager", updatedAt: now() })
      .where(and(eq(adminUsers.id, ownerId), eq(adminUsers.role, "owner"), ne(adminUsers.id, colleagueId), colleagueExists))
      .returning({ id: adminUsers.id }),
    promote: db
      .update(adminUsers)
      .set({ role: "owner", updatedAt: now() })
      .where(
        and(
          eq(adminUsers.id, colleagueId),
          sql`not exists (select 1 from ${adminUsers} where ${adminUsers.role} = 'owner')`,
        ),
      ),
  };
}

/**
 * The owner removes every factor of a colleague who lost them (never their own: that is the
 * command line's). Password sign-in is turned on again, or the colleague could not sign in at all;
 * their sessions, pending sign-ins and challenges end. The first statement names the colleague
 * only when the account is not the owner's, so the route can tell a refused reset from a done one.
 */
export function resetFactorsOf(db: Database, id: number) {
  const stamp = now();
  return {
    write: db
      .update(adminUsers)
      .set({ passwordSignIn: true, updatedAt: stamp })
      .where(and(eq(adminUsers.id, id), ne(adminUsers.role, "owner")))
      .returning({ id: adminUsers.id, email: adminUsers.email }),
    also: [
      db.delete(adminPasskeys).where(eq(adminPasskeys.adminId, id)),
      db.delete(adminTotp).where(eq(adminTotp.adminId, id)),
      db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, id)),
      db.delete(authChallenges).where(eq(authChallenges.adminId, id)),
      db.update(sessions).set({ revokedAt: stamp }).where(and(eq(sessions.adminId, id), isNull(sessions.revokedAt))),
    ],
  };
}
