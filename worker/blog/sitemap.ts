import type { SitemapSource } from "../seo/sitemap-xml";
import { postPath } from "#core/format/post-path";
import { publishableTags } from "../publishable/public-content";
import { publishedPostStamps } from "./published";

/**
 * The blogs' pages in the sitemap: every published post at its address in its blog, with its last
 * change, and a post and its translation, both published, naming each other.
 */
export const postPages: SitemapSource = {
  cacheTag: publishableTags.listOf("post"),
  pages: async (db) => {
    const posts = await publishedPostStamps(db);
    const byId = new Map(posts.map((post) => [post.id, post]));
    const originals = new Map(posts.filter((post) => post.translationOf !== null && byId.has(post.translationOf)).map((post) => [post.translationOf, post]));
    return posts.map((post) => {
      const [en, hi] = post.language === "hi" ? [byId.get(post.translationOf ?? 0), post] : [post, originals.get(post.id)];
      return { path: postPath(post), lastmod: post.updatedAt, twins: en && hi ? { en: postPath(en), hi: postPath(hi) } : undefined };
    });
  },
};
