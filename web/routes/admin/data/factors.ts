import { queryOptions } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { browserApi } from "@/lib/api-client";
import { adminApi } from "./admin-api";

// Changes go through the recovering client (a confirmation is asked for); the sign-in's code step does not.
const admin = adminApi;

export const factorsQuery = queryOptions({
  queryKey: ["admin", "factors"],
  queryFn: () => parseResponse(admin.factors.$get()),
});

export const setUpTotp = () => parseResponse(admin.factors.totp.setup.$post());
export const confirmTotp = (code: string) => parseResponse(admin.factors.totp.confirm.$post({ json: { code } }));
export const removeTotp = () => parseResponse(admin.factors.totp.$delete());
export const regenerateRecoveryCodes = () => parseResponse(admin.factors["recovery-codes"].$post());

/** The second step of a password sign-in. */
export const signInWithCode = (token: string, code: string) => parseResponse(browserApi.api.admin.login.code.$post({ json: { token, code } }));
