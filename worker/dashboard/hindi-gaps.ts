import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { HindiGaps } from "#core/site/launch-checklist";
import type { Database } from "../db/client";
import { deadlineExtensions, jobs, people, subServiceFees } from "../db/schema";

/** 1 when an English text is written and its Hindi twin is not, else 0. */
const gap = (english: SQLiteColumn, hindi: SQLiteColumn): SQL<number> =>
  sql<number>`(coalesce(trim(${english}), '') <> '' and coalesce(trim(${hindi}), '') = '')`;

const total = (gaps: SQL<number>[]) => sql<number>`coalesce(sum(${sql.join(gaps, sql` + `)}), 0)`.mapWith(Number);

/**
 * The texts staff wrote whose Hindi twin is empty, so a Hindi page shows them in English: every
 * sub-service fee's timeline and note, a published person's role and bio (a name reads the same in
 * either script, so it is not counted), a published listing's title, description, requirements,
 * place and salary, and a standing extension's source. Four counts in one round trip.
 */
export async function countHindiGaps(db: Database): Promise<HindiGaps> {
  const [[fees], [team], [listings], [extensions]] = await db.batch([
    db.select({ n: total([gap(subServiceFees.timeline, subServiceFees.timelineHi), gap(subServiceFees.note, subServiceFees.noteHi)]) }).from(subServiceFees),
    db.select({ n: total([gap(people.role, people.roleHi), gap(people.bio, people.bioHi)]) }).from(people).where(sql`${people.published} = 1`),
    db
      .select({
        n: total([
          gap(jobs.title, jobs.titleHi),
          gap(jobs.description, jobs.descriptionHi),
          gap(jobs.requirements, jobs.requirementsHi),
          gap(jobs.location, jobs.locationHi),
          gap(jobs.salaryRange, jobs.salaryRangeHi),
        ]),
      })
      .from(jobs)
      .where(sql`${jobs.published} = 1`),
    db.select({ n: total([gap(deadlineExtensions.source, deadlineExtensions.sourceHi)]) }).from(deadlineExtensions).where(sql`${deadlineExtensions.extendedTo} is not null`),
  ]);
  return { fees: fees?.n ?? 0, people: team?.n ?? 0, jobs: listings?.n ?? 0, extensions: extensions?.n ?? 0 };
}
