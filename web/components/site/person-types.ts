import type { InferResponseType } from "hono/client";
import type { browserApi } from "@/lib/api-client";

/** A published team member as GET /api/people (and an article's `author`) answers it. */
export type PublicPerson = InferResponseType<typeof browserApi.api.people.$get, 200>["people"][number];
