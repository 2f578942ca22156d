import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { ActivityListQuery } from "#core/schemas/list-query";
import type { Database } from "../db/client";
import { adminUsers, auditLog, blogs, inquiries, jobs, people, subscribers } from "../db/schema";
import { dateRange, offsetOf, orderOf } from "../lib/list-page";

const activityColumns = {
  id: auditLog.id,
  action: auditLog.action,
  actor: auditLog.actor,
  recordType: auditLog.recordType,
  recordId: auditLog.recordId,
  /**
   * The record as it reads now (a title, a name, an email); once it is deleted, the heading the audit
   * row kept at write time (posts, jobs, people), else null. The detail's key is `title` for a
   * person's name too, in old rows and new.
   */
  label: sql<string | null>`case ${auditLog.recordType}
    when 'post' then coalesce((select ${blogs.title} from ${blogs} where ${blogs.id} = ${auditLog.recordId}), json_extract(${auditLog.detail}, '$.title'))
    when 'job' then coalesce((select ${jobs.title} from ${jobs} where ${jobs.id} = ${auditLog.recordId}), json_extract(${auditLog.detail}, '$.title'))
    when 'person' then coalesce((select ${people.name} from ${people} where ${people.id} = ${auditLog.recordId}), json_extract(${auditLog.detail}, '$.title'))
    when 'inquiry' then (select ${inquiries.name} from ${inquiries} where ${inquiries.id} = ${auditLog.recordId})
    when 'subscriber' then (select ${subscribers.email} from ${subscribers} where ${subscribers.id} = ${auditLog.recordId})
    when 'admin' then (select ${adminUsers.email} from ${adminUsers} where ${adminUsers.id} = ${auditLog.recordId})
    end`,
  detail: auditLog.detail,
  ip: auditLog.ip,
  createdAt: auditLog.createdAt,
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
