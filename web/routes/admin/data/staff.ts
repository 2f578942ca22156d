import { queryOptions } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { ColleagueRole } from "#core/taxonomies/admin-roles";
import { browserApi } from "@/lib/api-client";
import { adminApi } from "./admin-api";

const staff = adminApi.staff;
const param = (id: number) => ({ param: { id: String(id) } });

export const staffQuery = queryOptions({
  queryKey: ["admin", "staff"],
  queryFn: () => parseResponse(staff.$get()),
  staleTime: 0,
});
export type StaffOverview = Awaited<ReturnType<NonNullable<typeof staffQuery.queryFn>>>;
export type StaffMember = StaffOverview["members"][number];
export type PendingInvite = StaffOverview["invites"][number];

/** Makes an invitation link, and with `sendEmail` mails it to the colleague too (owner only). */
export const inviteColleague = (email: string, role: ColleagueRole, sendEmail: boolean) =>
  parseResponse(staff.invites.$post({ json: { email, role, sendEmail } }));
export type IssuedInvite = Awaited<ReturnType<typeof inviteColleague>>;
/** Mails a pending invitation's address a new link; the earlier link stops working (owner only). */
export const emailInviteAgain = (id: number) => parseResponse(staff.invites[":id"].email.$post(param(id)));
/** Gives a colleague another role; it ends their sessions (owner only, with the password confirmed recently). */
export const changeColleagueRole = (id: number, role: ColleagueRole) => parseResponse(staff[":id"].role.$put({ ...param(id), json: { role } }));
export const withdrawInvite = (id: number) => parseResponse(staff.invites[":id"].$delete(param(id)));
export const removeColleague = (id: number) => parseResponse(staff[":id"].$delete(param(id)));
export const handOverOwnership = (id: number) => parseResponse(staff[":id"].ownership.$post(param(id)));
/** Removes every passkey, the authenticator app and the recovery codes of a colleague (owner only, after a confirmation). */
export const resetColleagueFactors = (id: number) => parseResponse(staff[":id"].factors.reset.$post(param(id)));

// Opened without a session: the link's token is the credential, and a 401 there is no ended session.
const invitations = browserApi.api.admin.invitations;

// The token goes in the body: in a URL path, logs would keep it.
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ["admin", "invitation", token],
    queryFn: () => parseResponse(invitations.open.$post({ json: { token } })),
    retry: false,
    meta: { allowUnauthorized: true },
  });

export const acceptInvitation = (token: string, name: string, password: string) =>
  parseResponse(invitations.accept.$post({ json: { token, name, password } }));
