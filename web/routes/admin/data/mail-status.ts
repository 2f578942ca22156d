import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { adminApi } from "./admin-api";

/** Whether the server may mail staff notifications and replies; it changes only with a deploy. */
export const mailStatusQuery = queryOptions({
  queryKey: ["admin", "mail-status"],
  queryFn: () => parseResponse(adminApi["mail-status"].$get()),
  staleTime: Infinity,
});

/** The mail settings as far as known: undefined while loading or when the question failed. */
export function useMailStatus() {
  return useQuery(mailStatusQuery).data;
}
