import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { ActivityListQuery } from "#core/schemas/list-query";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";
import { dateRange, offsetOf, orderOf } from "../lib/list-page";

const activityColumns = {
  id: auditLog.id,
  action: auditLog.action,
  actor: auditLog.actor,
  recordType: auditLog.recordType,
  recordId: auditLog.recordId,
  detail: auditLog.detail,
  ip: auditLog.ip,
  at: auditLog.createdAt,
};

/** One page of the audit trail, newest first unless asked otherwise, and how many entries match. */
export async function listActivity(db: Database, query: ActivityListQuery) {
  const where = and(
    query.record ? eq(auditLog.recordType, query.record) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    dateRange(auditLog.createdAt, query.from, query.to),
  );
  const order = orderOf(query.sort, { date: auditLog.createdAt }, auditLog.id);
  const pageIds = db.select({ id: auditLog.id }).from(auditLog).where(where).orderBy(...order).limit(query.size).offset(offsetOf(query));
  const [[counted], rows] = await db.batch([
    db.select({ total: count() }).from(auditLog).where(where),
    db.select(activityColumns).from(auditLog).where(inArray(auditLog.id, pageIds)).orderBy(...order),
  ]);
  return { rows, total: counted?.total ?? 0, page: query.page, size: query.size };
}

/** The latest entries, for the dashboard's Recent Activity. */
export function recentActivity(db: Database, limit = 8) {
  return db.select(activityColumns).from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).all();
}

export type ActivityEntry = Awaited<ReturnType<typeof recentActivity>>[number];
