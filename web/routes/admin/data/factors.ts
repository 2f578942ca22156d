import { queryOptions } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { browserApi } from "@/lib/api-client";

const admin = browserApi.api.admin;

export const factorsQuery = queryOptions({
  queryKey: ["admin", "factors"],
  queryFn: () => parseResponse(admin.factors.$get()),
});

export const setUpTotp = () => parseResponse(admin.factors.totp.setup.$post());
export const confirmTotp = (code: string) => parseResponse(admin.factors.totp.confirm.$post({ json: { code } }));
export const removeTotp = () => parseResponse(admin.factors.totp.$delete());
export const regenerateRecoveryCodes = () => parseResponse(admin.factors["recovery-codes"].$post());

/** The second step of a password sign-in. */
export const signInWithCode = (token: string, code: string) => parseResponse(admin.login.code.$post({ json: { token, code } }));
