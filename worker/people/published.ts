import { asc, eq, sql } from "drizzle-orm";
import { namesPerson } from "#core/format/author";
import type { Database } from "../db/client";
import { gapCount, hindiGap } from "../lib/hindi-gaps";
import { people } from "./tables";

/** What the public site shows of a person: no ids, no drafts. */
const publicColumns = {
  slug: people.slug,
  name: people.name,
  role: people.role,
  credentials: people.credentials,
  bio: people.bio,
  /** The Hindi twins, for Hindi pages: null where staff have not written one (the English shows, marked). */
  nameHi: people.nameHi,
  roleHi: people.roleHi,
  bioHi: people.bioHi,
  photoUrl: people.photoUrl,
};

/** The published team in the staff's order (ties by name): About's team section, empty when none is published. */
export function listPublishedPeople(db: Database) {
  return db.select(publicColumns).from(people).where(eq(people.published, true)).orderBy(asc(people.sortOrder), asc(people.name)).all();
}

/**
 * The published person a post's author field names (core/format/author.ts); undefined when the
 * author is nobody on the published team. The team is a handful of rows, read whole.
 */
export async function findPublishedPersonByName(db: Database, name: string) {
  return (await listPublishedPeople(db)).find((person) => namesPerson(name, person.name));
}

/**
 * A published person's role and bio written without their Hindi (a name reads the same in either
 * script, so it is not counted): the dashboard's launch checklist, a statement for its batch.
 */
export function untranslatedPersonTexts(db: Database) {
  return db.select({ n: gapCount([hindiGap(people.role, people.roleHi), hindiGap(people.bio, people.bioHi)]) }).from(people).where(sql`${people.published} = 1`);
}
