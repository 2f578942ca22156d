import { queryOptions } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { browserApi } from "@/lib/api-client";
import { adminApi } from "./admin-api";

// Sign-in and "who am I" go out as they are: their 401 is an answer, not an ended session to recover.
const plain = browserApi.api.admin;

/** Who is signed in, asked of the server: the only thing that opens the admin. */
export const meQuery = queryOptions({
  queryKey: ["admin", "me"],
  queryFn: () => parseResponse(plain.me.$get()),
  meta: { allowUnauthorized: true },
});

export type SignedInAdmin = Awaited<ReturnType<NonNullable<typeof meQuery.queryFn>>>;

export const signIn = (email: string, password: string) => parseResponse(plain.login.$post({ json: { email, password } }));
export const signOut = () => parseResponse(plain.logout.$post());
/** Confirms the password for a change that needs it; answered by the confirmation dialog only. */
export const reverify = (password: string) => parseResponse(plain.session.reverify.$post({ json: { password } }));
export const changePassword = (currentPassword: string, newPassword: string) =>
  parseResponse(adminApi.password.$put({ json: { currentPassword, newPassword } }));

export const sessionsQuery = queryOptions({
  queryKey: ["admin", "sessions"],
  queryFn: () => parseResponse(adminApi.sessions.$get()),
  staleTime: 0,
});
export type AdminSession = Awaited<ReturnType<NonNullable<typeof sessionsQuery.queryFn>>>[number];
export const endSession = (id: string) => parseResponse(adminApi.sessions[":id"].$delete({ param: { id } }));
export const endOtherSessions = () => parseResponse(adminApi.sessions["revoke-others"].$post());

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
