import { cacheTags } from "../page-cache/cache-tags";
import { and } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogs } from "../db/schema";
import { anyContaining } from "../lib/list-page";
import { listPublished } from "../publishable/published";
import { RECORD_LIMIT, titlesFirst } from "../search/records";
import { snippetOf } from "../search/snippet";
import type { SearchSource } from "../search/types";

/** At most this many published post titles lend their words to "Did you mean". */
const POST_TITLE_LIMIT = 500;

/**
 * The blog in the site search: published posts whose title or excerpt holds every term. A LIKE over
 * two short columns of a few hundred rows at most: no search index to keep in step.
 */
export const postSearch: SearchSource = {
  kind: "post",
  cacheTag: cacheTags.listOf("post"),
  async find(db: Database, terms: string[]) {
    const filter = and(...terms.map((term) => anyContaining([blogs.title, blogs.excerpt], term)));
    const rows = await listPublished(db, blogs, { slug: blogs.slug, title: blogs.title, excerpt: blogs.excerpt, category: blogs.category }, filter, RECORD_LIMIT);
    return titlesFirst(rows, terms).map((post) => ({
      title: post.title,
      href: `/blog/${encodeURIComponent(post.slug)}`,
      context: post.category,
      snippet: snippetOf(post.excerpt, terms),
    }));
  },
  // Read on every suggestion: staff may publish any time.
  titles: async (db) => (await listPublished(db, blogs, { title: blogs.title }, undefined, POST_TITLE_LIMIT)).map((post) => post.title),
};
