import { queryOptions } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { browserApi } from "@/lib/api-client";

const admin = browserApi.api.admin;

/** Who is signed in, asked of the server: the only thing that opens the admin. */
export const meQuery = queryOptions({
  queryKey: ["admin", "me"],
  queryFn: () => parseResponse(admin.me.$get()),
  meta: { allowUnauthorized: true },
});

export const signIn = (email: string, password: string) => parseResponse(admin.login.$post({ json: { email, password } }));
export const signOut = () => parseResponse(admin.logout.$post());
export const signOutEverywhere = () => parseResponse(admin.sessions["revoke-all"].$post());
export const changePassword = (currentPassword: string, newPassword: string) =>
  parseResponse(admin.password.$put({ json: { currentPassword, newPassword } }));

const DISPLAY_RECORD_KEY = "adminUser";

/**
 * Keeps the spec's browser record `adminUser` ({ id, email, isLoggedIn }) in step with the
 * server's answer. It is a display hint for other tabs and scripts only: nothing reads it to
 * grant access — the shell asks the server on every visit.
 */
export function rememberAdmin(admin: { id: number; email: string } | null): void {
  try {
    if (admin) {
      localStorage.setItem(DISPLAY_RECORD_KEY, JSON.stringify({ id: admin.id, email: admin.email, isLoggedIn: true }));
    } else {
      localStorage.removeItem(DISPLAY_RECORD_KEY);
    }
  } catch {
    // Storage can be unavailable (private mode, quotas); the admin works without it.
  }
}
