import { Hono } from "hono";
import * as v from "valibot";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { validate } from "../http/validate";
import { siteSearch } from "./site-search";
import { SEARCH_QUERY_MAX_LENGTH } from "./terms";

/** A visitor's query is never refused: a long one is cut, a missing one is empty. */
const searchQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.transform((q) => q.trim().slice(0, SEARCH_QUERY_MAX_LENGTH))), ""),
});

/** The public site search, read by the /search page's loader. */
export const searchRoutes = new Hono<AppEnv>().get("/", validate("query", searchQuery), async (c) => {
  const { q } = c.req.valid("query");
  return c.json(await siteSearch(getDb(c.env.DB), q), 200);
});
