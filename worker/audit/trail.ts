import { sql } from "drizzle-orm";
import { adminUsers } from "../access/tables";
import { auditLog } from "./tables";
import type { InWriteHandler } from "../events/handlers";
import { type AuditedRecord, currentLabel } from "./records";

/**
 * In-write handler: one audit row for every admin action, in the same batch as the action, so an
 * action without its row (or a row without its action) cannot happen. Generic over the events:
 * any event whose intent names an admin is recorded (and those a record declares
 * `auditedWithoutAdmin`), its record type read from the event type (`post.published` → post), so a
 * new admin event is audited by being added to the union.
 *
 * The batch runs even when the write then matched no row (an unknown id answers 404): an update
 * of a record that does not exist afterwards is not recorded, and routes look a record up before
 * deleting it. A create is recorded with the id SQLite just assigned (its write is the batch's
 * first statement and the only insert before this one).
 */
export function auditTrail(records: readonly AuditedRecord[]): InWriteHandler {
  const byType = new Map(records.map((record) => [record.type, record]));
  const withoutAdmin = new Set(records.flatMap((record) => record.auditedWithoutAdmin ?? []));
  return function recordAudit(intent, db) {
    if (intent.adminId === undefined && !withoutAdmin.has(intent.type)) return [];
    const [recordType, action] = intent.type.split(".") as [string, string];
    const recordId =
      intent.id !== undefined
        ? sql`${intent.id}`
        : action === "created"
          ? sql`last_insert_rowid()`
          : recordType === "admin" && intent.adminId !== undefined
            ? sql`${intent.adminId}`
            : sql`null`;
    const detail = intent.ids ? { ...intent.detail, ids: intent.ids } : intent.detail;
    const given = detail ? JSON.stringify(detail) : null;
    // The title as this batch leaves it (a create or rename is already written); a delete brings its
    // own in the intent's detail, the row being gone by now.
    const record = byType.get(recordType);
    const kept = record?.keepsLabel === true && !(detail && "title" in detail) && (intent.id !== undefined || action === "created");
    const title = kept && record ? currentLabel(record, recordId) : undefined;
    const detailSql = title ? sql`case when ${title} is null then ${given} else json_set(coalesce(${given}, '{}'), '$.title', ${title}) end` : sql`${given}`;
    const mustExist = intent.id !== undefined && !action.endsWith("deleted") ? record : undefined;
    const conditions = [
      ...(mustExist ? [sql`exists (select 1 from ${mustExist.table} where ${mustExist.id} = ${intent.id})`] : []),
      // changes(): the rows the statement before this one changed, the write (this row comes first of the in-write statements).
      ...(intent.onlyIfWritten ? [sql`changes() > 0`] : []),
    ];
    const actor = intent.adminId === undefined ? sql`null` : sql`(select ${adminUsers.email} from ${adminUsers} where ${adminUsers.id} = ${intent.adminId})`;
    // insert … select, so the row can be conditional; the select lists every column in the table's order.
    return [
      db.insert(auditLog).select(
        sql`select null, ${intent.type}, ${intent.adminId ?? null}, ${actor}, ${recordType}, ${recordId}, ${detailSql}, ${intent.ip ?? null}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
          ${conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}`,
      ),
    ];
  };
}
