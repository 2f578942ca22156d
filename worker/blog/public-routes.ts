import { Hono } from "hono";
import * as v from "valibot";
import { blogTopics } from "#core/taxonomies/blog";
import { getDb } from "../db/client";
import { findPublishedPersonByName } from "../people/published";
import { getPublishedPost, listPublishedPosts, relatedPosts } from "./published";
import type { AppEnv } from "../env";
import { validate } from "../http/validate";
import { CACHE_TAG_HEADER, cacheTags } from "../page-cache/cache-tags";

const listQuery = v.object({ topic: v.optional(v.string()) });

/** The public blog: published posts only. */
export const blogRoutes = new Hono<AppEnv>()
  .get("/", validate("query", listQuery), async (c) => {
    const { topic } = c.req.valid("query");
    const selected = blogTopics.find((t) => t.slug === topic);
    const posts = await listPublishedPosts(getDb(c.env.DB), selected?.categories);
    return c.json({ topic: selected?.slug ?? null, posts }, 200, { [CACHE_TAG_HEADER]: cacheTags.listOf("post") });
  })
  .get("/:slug", async (c) => {
    const db = getDb(c.env.DB);
    const found = await getPublishedPost(db, c.req.param("slug"));
    if (!found) return c.json({ error: "This article does not exist or is no longer published." }, 404);
    const { id, ...post } = found;
    const [related, author] = await Promise.all([relatedPosts(db, post), findPublishedPersonByName(db, post.author)]);
    // `author`: the published team member the post's author field names, or null.
    // The article, its related posts (any post may join them) and its author's card.
    const tags = [cacheTags.one("post", id), cacheTags.listOf("post"), cacheTags.listOf("person")];
    return c.json({ post, related, author: author ?? null }, 200, { [CACHE_TAG_HEADER]: tags.join(",") });
  });
