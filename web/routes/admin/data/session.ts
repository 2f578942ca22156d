import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
} from "@simplewebauthn/browser";
import { parseResponse } from "hono/client";
import { can, type Permission } from "#core/taxonomies/admin-roles";
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

/**
 * Whether the signed-in admin's role holds a permission: what the sidebar, the dashboard and each
 * screen show. The worker decides all the same (every admin route declares its permission).
 */
export function useCan(): (permission: Permission) => boolean {
  const { data: admin } = useQuery(meQuery);
  return (permission) => (admin ? can(admin.role, permission) : false);
}

/** The signed-in admin's name, as their replies and WhatsApp messages are signed; empty for an account without one. */
export function useStaffName(): string {
  return useQuery(meQuery).data?.name ?? "";
}

export const signIn = (email: string, password: string) => parseResponse(plain.login.$post({ json: { email, password } }));
export const signOut = () => parseResponse(plain.logout.$post());
/** Which factor the confirmation must ask for (the account's strongest), and a passkey prompt's options. */
export const reverifyOptions = () => parseResponse(plain.session.reverify.options.$post());

/**
 * Confirms it is the admin, with the answer their strongest factor asks for; the server renews the
 * session and gives a single-use proof for the change. Answered by the confirmation dialog only.
 */
export const reverify = (answer: { password: string } | { code: string } | { passkey: AuthenticationResponseJSON }) =>
  parseResponse(plain.session.reverify.$post({ json: answer as { password?: string; code?: string; passkey?: never } }));

/** Confirms with a passkey: the browser's prompt for the options the server gave, then the server's check. */
export async function reverifyWithPasskey(optionsJSON: PublicKeyCredentialRequestOptionsJSON) {
  const response = await startAuthentication({ optionsJSON });
  return reverify({ passkey: response });
}
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
