import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { auditLog } from "./tables";
import type { DomainEventType } from "../events/types";

/**
 * A kind of record the audit trail names, as its feature declares it (worker/features.ts composes
 * them): the trail's in-write handler checks that an updated record exists and keeps its label, and
 * the Activity screen names each entry's record by it.
 */
export interface AuditedRecord {
  /** The record type as the event types spell it: `post` of `post.published`. */
  type: string;
  table: SQLiteTable;
  id: SQLiteColumn;
  /** What names the record on the Activity screen: a title, a person's name, a colleague's name or email. */
  label: SQLiteColumn | SQL;
  /**
   * The label is kept in the audit row's detail (`$.title`, the key old rows already use) as the
   * write leaves it, so the Activity screen still names the record once it is deleted.
   */
  keepsLabel?: boolean;
  /** Events of this record that carry no signed-in admin but belong in the trail all the same. */
  auditedWithoutAdmin?: readonly DomainEventType[];
}

/** The label of one record as it reads now: a sub-select on its table. */
export const currentLabel = (record: AuditedRecord, recordId: SQL | SQLiteColumn) =>
  sql`(select ${record.label} from ${record.table} where ${record.id} = ${recordId})`;

/**
 * The Activity screen's name for an entry's record: as it reads now, else (deleted) the label its
 * row kept at write time, else null.
 */
export function activityLabel(records: readonly AuditedRecord[]): SQL<string | null> {
  const branches = records.map((record) => {
    const now = currentLabel(record, auditLog.recordId);
    return sql`when ${record.type} then ${record.keepsLabel ? sql`coalesce(${now}, json_extract(${auditLog.detail}, '$.title'))` : now}`;
  });
  return sql<string | null>`case ${auditLog.recordType} ${sql.join(branches, sql` `)} end`;
}
