import type { InferResponseType } from "hono/client";
import type { browserApi } from "@/lib/api-client";

/** What GET /api/jobs answers: the published openings, newest first (no descriptions). */
export type OpeningListData = InferResponseType<typeof browserApi.api.jobs.$get, 200>;

/** What GET /api/jobs/:slug answers: one published opening with its description and requirements. */
export type OpeningData = InferResponseType<(typeof browserApi.api.jobs)[":slug"]["$get"], 200>;

export type OpeningSummary = OpeningListData["jobs"][number];
