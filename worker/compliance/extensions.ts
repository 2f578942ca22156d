import { eq, sql } from "drizzle-orm";
import { calendarEntries, currentComplianceYear } from "#core/compliance/calendar";
import type { DeadlineExtension } from "#core/compliance/types";
import type { DeadlineExtensionInput } from "#core/schemas/compliance";
import type { Database } from "../db/client";
import { deadlineExtensions } from "../db/schema";

const extensionColumns = {
  deadlineId: deadlineExtensions.deadlineId,
  extendedTo: deadlineExtensions.extendedTo,
  source: deadlineExtensions.source,
  sourceUrl: deadlineExtensions.sourceUrl,
  recordedAt: deadlineExtensions.recordedAt,
};

/** Every extension staff recorded, by the due date's id. */
export async function listExtensions(db: Database): Promise<Map<string, DeadlineExtension>> {
  const rows = await db.select(extensionColumns).from(deadlineExtensions).all();
  return new Map(rows.map(({ deadlineId, ...extension }) => [deadlineId, extension]));
}

/** The current year's calendar as the site shows it now: the law's dates, moved where staff recorded an extension. */
export async function currentCalendar(db: Database) {
  const year = currentComplianceYear();
  return { year, entries: calendarEntries(year, await listExtensions(db)) };
}

/** The statement recording (or replacing) the extension of one due date. */
export function saveExtension(db: Database, deadlineId: string, input: DeadlineExtensionInput, adminId: number) {
  const values = {
    extendedTo: input.extendedTo,
    source: input.source,
    sourceUrl: input.sourceUrl === "" ? null : input.sourceUrl,
    recordedBy: adminId,
    recordedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  };
  return db
    .insert(deadlineExtensions)
    .values({ deadlineId, ...values })
    .onConflictDoUpdate({ target: deadlineExtensions.deadlineId, set: values })
    .returning(extensionColumns);
}

/** The statement putting a due date back to the law's: its extension's row, if any, goes. */
export const removeExtension = (db: Database, deadlineId: string) =>
  db.delete(deadlineExtensions).where(eq(deadlineExtensions.deadlineId, deadlineId)).returning({ deadlineId: deadlineExtensions.deadlineId });
