import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { adminUsers } from "../../access/tables";
import { adminPasskeys } from "../tables";

/** Whether the admin still allows signing in with their password. */
export async function passwordSignInAllowed(db: Database, adminId: number): Promise<boolean> {
  const row = await db.select({ allowed: adminUsers.passwordSignIn }).from(adminUsers).where(eq(adminUsers.id, adminId)).get();
  return row?.allowed ?? false;
}

export function setPasswordSignIn(db: Database, adminId: number, allowed: boolean) {
  return db.update(adminUsers).set({ passwordSignIn: allowed, updatedAt: new Date().toISOString() }).where(eq(adminUsers.id, adminId));
}

export async function passkeyCount(db: Database, adminId: number): Promise<number> {
  const row = await db.select({ n: count() }).from(adminPasskeys).where(and(eq(adminPasskeys.adminId, adminId))).get();
  return row?.n ?? 0;
}
