/**
 * The name colleagues know a staff member by: the one they gave when they joined, or their address
 * for an account from before staff had names (worker/db/staff-name.ts is the same rule in SQL).
 */
export const staffName = (admin: { name: string; email: string }): string => admin.name || admin.email;
