import { and } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogs, jobs } from "../db/schema";
import { anyContaining } from "../lib/list-page";
import { stillOpen } from "../careers/open";
import { listPublished } from "../publishable/published";
import { snippetOf } from "./snippet";
import type { SearchResult } from "./types";

/** At most this many posts, and openings, per search: the newest matches. */
const RECORD_LIMIT = 20;

/** Titles holding a term come first; otherwise the newest first, as listed. */
function titlesFirst<T extends { title: string }>(rows: T[], terms: string[]): T[] {
  const inTitle = (row: T) => terms.filter((term) => row.title.toLowerCase().includes(term)).length;
  return rows.map((row) => ({ row, hits: inTitle(row) })).sort((a, b) => b.hits - a.hits).map(({ row }) => row);
}

/**
 * Published posts whose title or excerpt holds every term. A LIKE over two short columns of a
 * few hundred rows at most: no search index to keep in step.
 */
export async function searchPosts(db: Database, terms: string[]): Promise<SearchResult[]> {
  const filter = and(...terms.map((term) => anyContaining([blogs.title, blogs.excerpt], term)));
  const rows = await listPublished(db, blogs, { slug: blogs.slug, title: blogs.title, excerpt: blogs.excerpt, category: blogs.category }, filter, RECORD_LIMIT);
  return titlesFirst(rows, terms).map((post) => ({
    title: post.title,
    href: `/blog/${encodeURIComponent(post.slug)}`,
    context: post.category,
    snippet: snippetOf(post.excerpt, terms),
  }));
}

/** Published openings still taking applications (as on /careers) whose title, description or location holds every term. */
export async function searchOpenings(db: Database, terms: string[]): Promise<SearchResult[]> {
  const filter = and(stillOpen(), ...terms.map((term) => anyContaining([jobs.title, jobs.description, jobs.location], term)));
  const columns = { slug: jobs.slug, title: jobs.title, description: jobs.description, location: jobs.location, jobType: jobs.jobType };
  const rows = await listPublished(db, jobs, columns, filter, RECORD_LIMIT);
  return titlesFirst(rows, terms).map((job) => ({
    title: job.title,
    href: `/careers/${encodeURIComponent(job.slug)}`,
    context: `${job.jobType} · ${job.location}`,
    snippet: snippetOf(job.description, terms),
  }));
}
