import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { people } from "../db/schema";

/** What the public site shows of a person: no ids, no drafts. */
const publicColumns = {
  slug: people.slug,
  name: people.title,
  role: people.role,
  credentials: people.credentials,
  bio: people.bio,
  photoUrl: people.photoUrl,
};

/** The published team in the staff's order (ties by name): About's team section, empty when none is published. */
export function listPublishedPeople(db: Database) {
  return db.select(publicColumns).from(people).where(eq(people.published, true)).orderBy(asc(people.sortOrder), asc(people.title)).all();
}

/**
 * The published person a post's author field names, compared without regard to case or the
 * spaces around it; undefined when the author is nobody on the published team.
 */
export function findPublishedPersonByName(db: Database, name: string) {
  return db
    .select(publicColumns)
    .from(people)
    .where(and(eq(people.published, true), sql`lower(trim(${people.title})) = lower(trim(${name}))`))
    .orderBy(asc(people.sortOrder))
    .get();
}
