import { Hono } from "hono";
import * as v from "valibot";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { validate } from "../http/validate";
import { CACHE_TAG_HEADER } from "../page-cache/cache-tags";
import { siteSearch } from "./site-search";
import type { SearchSource } from "./types";
import { searchQueryOf } from "#core/schemas/search-text";
import { locales } from "#core/i18n/locale";

/** A visitor's query is never refused: a long one is cut (and the answer says so), a missing one is empty. */
const searchQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.transform(searchQueryOf)), ""),
  // ?lang=hi: the Hindi page's search, over the Hindi content (core/content/hi).
  lang: v.optional(v.picklist(locales, "Choose en or hi."), "en"),
});

/** The public site search, read by the /search page's loader (and /hi/search's, with ?lang=hi). */
export const searchRoutes = (sources: readonly SearchSource[]) =>
  new Hono<AppEnv>().get("/", validate("query", searchQuery), async (c) => {
    const { q, lang } = c.req.valid("query");
    const { query, shortened } = typeof q === "string" ? searchQueryOf(q) : q;
    return c.json(await siteSearch(getDb(c.env.DB), sources, query, shortened, lang), 200, {
      [CACHE_TAG_HEADER]: [...new Set(sources.map((source) => source.cacheTag))].join(","),
    });
  });
