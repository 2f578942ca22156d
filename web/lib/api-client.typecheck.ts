/**
 * Compiled by `npm run typecheck`, never run or imported: every feature's routes reach the web's
 * typed client. worker/features.ts mounts each declaration's `api` and types the whole as the
 * union of their schemas; a feature left out of the composition, or a sub-app whose routes are not
 * chained (`app.get(…)` on its own line loses its type), turns an answer below into `never` or a
 * missing key, and this file stops compiling. One public or admin route per feature with an API.
 */
import type { InferResponseType } from "hono/client";
import type { AdminRole } from "#core/taxonomies/admin-roles";
import type { ApiClient } from "./api-client";

/** The client's routes under /api. */
type Api = ApiClient["api"];

/** The 200 answer's body of one typed call. */
type Ok<Call> = InferResponseType<Call, 200>;
/** True when A and B are the same type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;

export type EveryFeatureReachesTheClient = [
  // staff: an admin route, behind the session.
  Holds<Same<Ok<Api["admin"]["me"]["$get"]>["role"], AdminRole>>,
  // blog: a public route and an admin one.
  Holds<Same<Ok<Api["blogs"]["$get"]>["elsewhere"], number>>,
  Holds<Same<Ok<Api["admin"]["blogs"]["$get"]>["total"], number>>,
  // jobs, and careers (the public side of the same listings).
  Holds<Same<Ok<Api["admin"]["jobs"]["$get"]>["page"], number>>,
  Holds<Same<Ok<Api["jobs"][":slug"]["$get"]>["job"]["slug"], string>>,
  // people
  Holds<Same<Ok<Api["people"]["$get"]>["people"][number]["name"], string>>,
  // inquiries and the lead desk beside them
  Holds<Same<Ok<Api["admin"]["inquiries"]["$get"]>["total"], number>>,
  Holds<Same<Ok<Api["admin"]["lead-desk"]["digest"]["$get"]>["digest"], boolean>>,
  // subscribers
  Holds<Same<Ok<Api["admin"]["subscribers"]["$get"]>["size"], number>>,
  // services
  Holds<Same<Ok<Api["services"][":serviceId"][":subServiceId"]["$get"]>["siblings"][number]["title"], string>>,
  // site settings
  Holds<Same<Ok<Api["admin"]["site-settings"]["$get"]>["version"], number>>,
  // previews
  Holds<Same<Ok<Api["previews"][":token"]["$get"]>["published"], boolean>>,
  // presence
  Holds<Ok<Api["admin"]["presence"][":entity"][":key"]["$put"]>["editing"] extends readonly unknown[] ? true : false>,
  // compliance
  Holds<Same<Ok<Api["compliance"]["$get"]>["feedUrl"], string>>,
];

// The checks can fail: a path no feature declares, and a field a route does not answer.
// @ts-expect-error no route is declared at /api/admin/nothing
export type NoSuchRoute = Api["admin"]["nothing"];
// @ts-expect-error the blog's list answers posts, not rows
export type NoSuchField = Ok<Api["blogs"]["$get"]>["rows"];
