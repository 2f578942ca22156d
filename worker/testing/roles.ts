import type { AdminRole } from "#core/taxonomies/admin-roles";
import { ADMIN, login, seedAdmin, sessionCookieOf, sqlRun } from "./admin-helpers";

let ipCounter = 0;

/** The address an account of `role` is created under: the seeded owner's, or `<role>@example.com`. */
export const emailOf = (role: AdminRole) => (role === "owner" ? ADMIN.email : `${role}@example.com`);

/**
 * Signs in as an account of `role`, created (by the seed's rules, then given the role) if missing.
 * Call it for the owner first: the first account of a database is its owner.
 */
export async function signInAs(role: AdminRole): Promise<string> {
  const email = emailOf(role);
  await seedAdmin(email, ADMIN.password);
  if (role !== "owner") await sqlRun("update admin_users set role = ? where email = ?", role, email);
  const res = await login(email, ADMIN.password, `198.19.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`);
  if (res.status !== 200) throw new Error(`login as ${role} failed: ${res.status} ${await res.text()}`);
  return sessionCookieOf(res);
}
