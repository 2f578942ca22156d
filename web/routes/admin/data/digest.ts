import { queryOptions } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { adminApi } from "./admin-api";

const digest = adminApi["lead-desk"].digest;

/** Whether the signed-in colleague gets the lead desk's morning digest. */
export const digestQuery = queryOptions({
  queryKey: ["admin", "lead-desk", "digest"],
  queryFn: () => parseResponse(digest.$get()),
});

export const setDigest = (on: boolean) => parseResponse(digest.$put({ json: { digest: on } }));
