import type { InferResponseType } from "hono/client";
import type { browserApi } from "@/lib/api-client";

/** What GET /api/services/:serviceId/:subServiceId answers: the page's copy, answers and fee. */
export type SubServicePageData = InferResponseType<(typeof browserApi.api.services)[":serviceId"][":subServiceId"]["$get"], 200>;

export type SubServiceAnswerData = SubServicePageData["answer"];
export type SubServiceFeeData = NonNullable<SubServicePageData["fee"]>;
