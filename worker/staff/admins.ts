import { eq } from "drizzle-orm";
import { hashPassword } from "../access/password";
import type { Database } from "../db/client";
import { adminUsers } from "../access/tables";

/** The canonical form admin emails are stored and looked up in. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Creates the admin if missing; the seed leaves an existing admin (and a changed password) alone.
 * The first admin of a database is its owner; anyone after is a manager, for the owner to change.
 */
export async function ensureAdmin(db: Database, email: string, password: string): Promise<boolean> {
  const normalized = normalizeEmail(email);
  const existing = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, normalized)).get();
  if (existing) return false;
  const anyAdmin = await db.select({ id: adminUsers.id }).from(adminUsers).limit(1).get();
  await db.insert(adminUsers).values({ email: normalized, passwordHash: await hashPassword(password), role: anyAdmin ? "manager" : "owner" });
  return true;
}

/** The admin with this email and their password hash, for the login check only. */
export function findAdminByEmail(db: Database, email: string) {
  return db
    .select({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name, role: adminUsers.role, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.email, normalizeEmail(email)))
    .get();
}

export function findAdminPasswordHash(db: Database, id: number) {
  return db.select({ passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, id)).get();
}

/** The update that stores a new password hash; batch it with revoking the other sessions. */
export function setAdminPasswordHash(db: Database, id: number, passwordHash: string) {
  return db.update(adminUsers).set({ passwordHash, updatedAt: new Date().toISOString() }).where(eq(adminUsers.id, id));
}
