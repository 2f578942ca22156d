import { and, eq } from "drizzle-orm";
import { categoryLabel } from "#core/site/blog-labels";
import { searchFold } from "#core/format/search-fold";
import { postPath } from "#core/format/post-path";
import type { Locale } from "#core/i18n/locale";
import { publishableTags } from "../publishable/public-content";
import type { Database } from "../db/client";
import { blogs } from "./tables";
import { anyContaining } from "../lib/list-page";
import { listPublished } from "../publishable/published";
import { RECORD_LIMIT, titlesFirst } from "../search/records";
import { snippetOf } from "../search/snippet";
import { termPattern } from "../search/terms";
import type { SearchResult, SearchSource } from "../search/types";

/** At most this many published post titles lend their words to "Did you mean". */
const POST_TITLE_LIMIT = 500;

const columns = { slug: blogs.slug, title: blogs.title, excerpt: blogs.excerpt, category: blogs.category, language: blogs.language };
type Found = { slug: string; title: string; excerpt: string; category: string; language: Locale };

/**
 * The English blog's published posts whose title or excerpt holds every term: a LIKE over two short
 * columns of a few hundred rows at most, no search index to keep in step. English text folds to its
 * lower case, which LIKE matches without regard to case already.
 */
function englishPosts(db: Database, terms: string[]): Promise<Found[]> {
  const filter = and(eq(blogs.language, "en"), ...terms.map((term) => anyContaining([blogs.title, blogs.excerpt], term)));
  return listPublished(db, blogs, columns, filter, RECORD_LIMIT);
}

/**
 * The Hindi blog's published posts holding every term as a word, compared folded (no nukta: a LIKE
 * could not fold the stored text), so they are read and matched here; the Hindi blog is small.
 */
async function hindiPosts(db: Database, terms: string[]): Promise<Found[]> {
  const patterns = terms.map(termPattern);
  const posts = await listPublished(db, blogs, columns, eq(blogs.language, "hi"));
  return posts.filter((post) => patterns.every((pattern) => pattern.test(searchFold(`${post.title} ${post.excerpt}`)))).slice(0, RECORD_LIMIT);
}

/**
 * The blogs in the site search: the English posts on the English search; on the Hindi search the
 * Hindi posts first, then the English ones (which say they are English: `lang`).
 */
export const postSearch: SearchSource = {
  kind: "post",
  cacheTag: publishableTags.listOf("post"),
  async find(db: Database, terms: string[], locale: Locale) {
    const found = locale === "hi" ? (await Promise.all([hindiPosts(db, terms), englishPosts(db, terms)])).flat() : await englishPosts(db, terms);
    return titlesFirst(found, terms).map(
      (post): SearchResult => ({
        title: post.title,
        href: postPath(post),
        // The category as the post's own blog names it: the result says which language it is in.
        context: categoryLabel(post.category, post.language),
        snippet: snippetOf(post.excerpt, terms),
        lang: post.language,
      }),
    );
  },
  // Read on every suggestion: staff may publish any time.
  titles: async (db) => (await listPublished(db, blogs, { title: blogs.title }, undefined, POST_TITLE_LIMIT)).map((post) => post.title),
};
