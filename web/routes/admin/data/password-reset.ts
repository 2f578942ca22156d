import { queryOptions } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { browserApi } from "@/lib/api-client";

// Without a session: a reset link's token is the credential, and a 401 there is no ended session.
const reset = browserApi.api.admin["password-reset"];

/** Whether the site can mail reset links; it changes only with a deploy. */
export const resetAvailableQuery = queryOptions({
  queryKey: ["admin", "password-reset", "available"],
  queryFn: () => parseResponse(reset.$get()),
  staleTime: Infinity,
  retry: false,
  meta: { allowUnauthorized: true },
});

export const requestPasswordReset = (email: string) => parseResponse(reset.$post({ json: { email } }));

/** The account a reset link is for; the token goes in the body, never in a URL path. */
export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ["admin", "password-reset", "link", token],
    queryFn: () => parseResponse(reset.check.$post({ json: { token } })),
    retry: false,
    meta: { allowUnauthorized: true },
  });

export const completePasswordReset = (token: string, password: string) => parseResponse(reset.complete.$post({ json: { token, password } }));
