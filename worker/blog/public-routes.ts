import { Hono } from "hono";
import * as v from "valibot";
import { locales, otherLocale } from "#core/i18n/locale";
import { blogTopics } from "#core/taxonomies/blog";
import { getDb } from "../db/client";
import { findPublishedPersonByName } from "../people/published";
import { countPublishedPosts, getPublishedPost, listPublishedPosts, publishedTwin, relatedPosts } from "./published";
import type { AppEnv } from "../env";
import { validate } from "../http/validate";
import { CACHE_TAG_HEADER } from "../page-cache/cache-tags";
import { publishableTags } from "../publishable/public-content";

/** `lang`: which blog, the English (/blog) or the Hindi (/hi/blog); English when absent. */
const language = v.optional(v.picklist(locales), "en");
const listQuery = v.object({ topic: v.optional(v.string()), lang: language });
const articleQuery = v.object({ lang: language });

/** The public blog: published posts only, of the blog in the language asked for. */
export const publicPostRoutes = new Hono<AppEnv>()
  .get("/", validate("query", listQuery), async (c) => {
    const { topic, lang } = c.req.valid("query");
    const selected = blogTopics.find((t) => t.slug === topic);
    const db = getDb(c.env.DB);
    const [posts, elsewhere] = await Promise.all([listPublishedPosts(db, lang, selected?.categories), countPublishedPosts(db, otherLocale(lang))]);
    // `elsewhere`: how many posts the blog in the other language has, which the list points to.
    return c.json({ topic: selected?.slug ?? null, posts, elsewhere }, 200, { [CACHE_TAG_HEADER]: publishableTags.listOf("post") });
  })
  .get("/:slug", validate("query", articleQuery), async (c) => {
    const db = getDb(c.env.DB);
    const found = await getPublishedPost(db, c.req.param("slug"), c.req.valid("query").lang);
    if (!found) return c.json({ error: "This article does not exist or is no longer published." }, 404);
    const { id, translationOf, ...post } = found;
    const [related, author, twin] = await Promise.all([
      relatedPosts(db, post),
      findPublishedPersonByName(db, post.author),
      publishedTwin(db, { id, translationOf }),
    ]);
    // `author`: the published team member the post's author field names, or null. `twin`: the
    // published post in the other language that pairs with this one, or null.
    // The article, its related posts (any post may join them), its twin and its author's card.
    const tags = [publishableTags.one("post", id), publishableTags.listOf("post"), publishableTags.listOf("person")];
    return c.json(
      { post, related, author: author ?? null, twin: twin ? { slug: twin.slug, language: twin.language } : null },
      200,
      { [CACHE_TAG_HEADER]: tags.join(",") },
    );
  });
