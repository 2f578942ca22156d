import { and, eq, isNotNull, sql } from "drizzle-orm";
import { calendarEntries, currentComplianceYear } from "#core/compliance/calendar";
import type { DeadlineChanges } from "#core/compliance/types";
import type { DeadlineExtensionInput } from "#core/schemas/compliance";
import type { Database } from "../db/client";
import { gapCount, hindiGap } from "../lib/hindi-gaps";
import { deadlineExtensions } from "./tables";

const extensionColumns = {
  deadlineId: deadlineExtensions.deadlineId,
  extendedTo: deadlineExtensions.extendedTo,
  source: deadlineExtensions.source,
  sourceHi: deadlineExtensions.sourceHi,
  sourceUrl: deadlineExtensions.sourceUrl,
  revision: deadlineExtensions.revision,
  recordedAt: deadlineExtensions.recordedAt,
};

/** What staff changed, by the due date's id: the extensions that stand, and how often each date changed. */
async function listChanges(db: Database): Promise<Map<string, DeadlineChanges>> {
  const rows = await db.select(extensionColumns).from(deadlineExtensions).all();
  return new Map(
    rows.map(({ deadlineId, extendedTo, source, sourceHi, sourceUrl, revision, recordedAt }) => [
      deadlineId,
      { revision, extension: extendedTo && source ? { extendedTo, source, sourceHi, sourceUrl, recordedAt } : null },
    ]),
  );
}

/** The current year's calendar as the site shows it now: the law's dates, moved where staff recorded an extension. */
export async function currentCalendar(db: Database) {
  const year = currentComplianceYear();
  return { year, entries: calendarEntries(year, await listChanges(db)) };
}

const NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** The statement recording (or replacing) the extension of one due date, one revision more. */
export function saveExtension(db: Database, deadlineId: string, input: DeadlineExtensionInput, adminId: number) {
  const values = { extendedTo: input.extendedTo, source: input.source, sourceHi: input.sourceHi, sourceUrl: input.sourceUrl === "" ? null : input.sourceUrl, recordedBy: adminId, recordedAt: NOW };
  return db
    .insert(deadlineExtensions)
    .values({ deadlineId, ...values })
    .onConflictDoUpdate({ target: deadlineExtensions.deadlineId, set: { ...values, revision: sql`${deadlineExtensions.revision} + 1` } })
    .returning(extensionColumns);
}

/**
 * The statement putting a due date back to the law's: the row is emptied, one revision more, so a
 * calendar that holds the extended date replaces it. Only an extension that stands is taken back.
 */
export const removeExtension = (db: Database, deadlineId: string, adminId: number) =>
  db
    .update(deadlineExtensions)
    .set({ extendedTo: null, source: null, sourceHi: null, sourceUrl: null, recordedBy: adminId, recordedAt: NOW, revision: sql`${deadlineExtensions.revision} + 1` })
    .where(and(eq(deadlineExtensions.deadlineId, deadlineId), isNotNull(deadlineExtensions.extendedTo)))
    .returning({ deadlineId: deadlineExtensions.deadlineId });

/** A standing extension's source written without its Hindi: the dashboard's launch checklist, a statement for its batch. */
export function untranslatedExtensionSources(db: Database) {
  return db.select({ n: gapCount([hindiGap(deadlineExtensions.source, deadlineExtensions.sourceHi)]) }).from(deadlineExtensions).where(sql`${deadlineExtensions.extendedTo} is not null`);
}
