import { eq } from "drizzle-orm";
import { hashPassword } from "../auth/password";
import type { Database } from "./client";
import { adminUsers } from "./schema";

/** The canonical form admin emails are stored and looked up in. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Creates the admin if missing; the seed leaves an existing admin (and a changed password) alone. */
export async function ensureAdmin(db: Database, email: string, password: string): Promise<boolean> {
  const normalized = normalizeEmail(email);
  const existing = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, normalized)).get();
  if (existing) return false;
  await db.insert(adminUsers).values({ email: normalized, passwordHash: await hashPassword(password) });
  return true;
}
