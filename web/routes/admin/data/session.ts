import { queryOptions } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { browserApi } from "../../../lib/api-client";

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
