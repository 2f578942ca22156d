import { adminUsers } from "../access/tables";
import type { DataExport } from "../data-export/declaration";

/** The staff list in the owner's export; sessions, factors, invitations and resets are credential material, never exported. */
export const staffExport = {
  tables: [
    {
      table: adminUsers,
      about: "The staff accounts: each colleague's email, name and role, whether their password may sign in on its own, and whether they get the morning digest.",
      without: { columns: [adminUsers.passwordHash], because: "The password hash is a sign-in secret." },
    },
  ],
} as const satisfies DataExport;
