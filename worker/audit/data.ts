import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ActivityListQuery } from "#core/schemas/list-query";
import type { Database } from "../db/client";
import { adminUsers } from "../access/tables";
import { auditLog } from "./tables";
import { dateRange, offsetOf, orderOf } from "../lib/list-page";
import { type AuditedRecord, activityLabel } from "./records";

/**
 * An entry as the Activity screen and the dashboard show it, its record named by `label` and whoever
 * acted by the name they gave (`actor`: the address recorded at the time, for an account from before
 * staff had names or one removed since).
 */
const activityColumns = (label: SQL<string | null>) => ({
  id: auditLog.id,
  action: auditLog.action,
  actor: sql<string | null>`coalesce(nullif(${adminUsers.name}, ''), ${auditLog.actor})`,
  recordType: auditLog.recordType,
  recordId: auditLog.recordId,
  label,
  detail: auditLog.detail,
  ip: auditLog.ip,
  createdAt: auditLog.createdAt,
});

const actorOf = eq(adminUsers.id, auditLog.adminId);

/** Reading the audit trail, its records named as the features declared them. */
export function activityReader(records: readonly AuditedRecord[]) {
  const columns = activityColumns(activityLabel(records));
  return {
    /** One page of the trail, newest first unless asked otherwise, and how many entries match. */
    list: (db: Database, query: ActivityListQuery) => listActivity(db, query, columns),
    /** The latest entries, for the dashboard's Recent Activity. */
    recent: (db: Database, limit = 8) => db.select(columns).from(auditLog).leftJoin(adminUsers, actorOf).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).all(),
  };
}

export type ActivityReader = ReturnType<typeof activityReader>;

async function listActivity(db: Database, query: ActivityListQuery, columns: ReturnType<typeof activityColumns>) {
  const where = and(
    query.record ? eq(auditLog.recordType, query.record) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    dateRange(auditLog.createdAt, query.from, query.to),
  );
  const order = orderOf(query.sort, { date: auditLog.createdAt }, auditLog.id);
  const pageIds = db.select({ id: auditLog.id }).from(auditLog).where(where).orderBy(...order).limit(query.size).offset(offsetOf(query));
  const [[counted], rows] = await db.batch([
    db.select({ total: count() }).from(auditLog).where(where),
    db.select(columns).from(auditLog).leftJoin(adminUsers, actorOf).where(inArray(auditLog.id, pageIds)).orderBy(...order),
  ]);
  return { rows, total: counted?.total ?? 0, page: query.page, size: query.size };
}
