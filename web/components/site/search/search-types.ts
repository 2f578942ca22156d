import type { InferResponseType } from "hono/client";
import type { browserApi } from "@/lib/api-client";

/** What GET /api/search answers: the query as read, the words looked for and the results by kind. */
export type SearchData = InferResponseType<typeof browserApi.api.search.$get, 200>;

export type SearchResultGroup = SearchData["groups"][number];
