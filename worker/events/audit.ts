import { sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import { adminUsers, auditLog, blogs, inquiries, jobs, people, subscribers } from "../db/schema";
import type { DomainEventType, WriteIntent } from "./types";

/**
 * Admin events that carry no signed-in admin but belong in the trail all the same. A failed
 * sign-in keeps the address it came from and, when the email named a staff account, that
 * account's id as the record — never the email typed: that box often holds a typo, somebody
 * else's address or a password typed in the wrong field, and a hash of a guessable address
 * hides nothing. Which account is under attack is the one fact staff need, and it is kept.
 */
const AUDITED_WITHOUT_ADMIN: ReadonlySet<DomainEventType> = new Set<DomainEventType>([
  "admin.sign_in_failed",
  // A reset link mailed to a staff account: the account is the record; the request is only ever
  // reported for an existing account, so no row names an address that is not one.
  "admin.password_reset_requested",
]);

/** The table of each record type, to check that the record an update names exists. */
const RECORD_TABLES: Record<string, SQLiteTable> = { post: blogs, job: jobs, inquiry: inquiries, subscriber: subscribers, admin: adminUsers, person: people };

/**
 * Records named by a title (a post's, a job's, a person's name): the audit row keeps the title as it
 * was written, in its detail, so the Activity screen names the record even after it is deleted.
 */
const TITLED = {
  post: { table: blogs, id: blogs.id, title: blogs.title },
  job: { table: jobs, id: jobs.id, title: jobs.title },
  person: { table: people, id: people.id, title: people.name },
} as const;

/**
 * In-write handler: one audit row for every admin action, in the same batch as the action, so an
 * action without its row (or a row without its action) cannot happen. Generic over the events:
 * any event whose intent names an admin is recorded, its record type read from the event type
 * (`post.published` → post), so a new admin event is audited by being added to the union.
 *
 * The batch runs even when the write then matched no row (an unknown id answers 404): an update
 * of a record that does not exist afterwards is not recorded, and routes look a record up before
 * deleting it. A create is recorded with the id SQLite just assigned (its write is the batch's
 * first statement and the only insert before this one).
 */
export function recordAudit(intent: WriteIntent, db: Database) {
  if (intent.adminId === undefined && !AUDITED_WITHOUT_ADMIN.has(intent.type)) return [];
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
  const titled = recordType in TITLED && !(detail && "title" in detail) && (intent.id !== undefined || action === "created") ? TITLED[recordType as keyof typeof TITLED] : undefined;
  const title = titled ? sql`(select ${titled.title} from ${titled.table} where ${titled.id} = ${recordId})` : undefined;
  const detailSql = title ? sql`case when ${title} is null then ${given} else json_set(coalesce(${given}, '{}'), '$.title', ${title}) end` : sql`${given}`;
  const table = RECORD_TABLES[recordType];
  const mustExist = intent.id !== undefined && table && !action.endsWith("deleted");
  const actor = intent.adminId === undefined ? sql`null` : sql`(select ${adminUsers.email} from ${adminUsers} where ${adminUsers.id} = ${intent.adminId})`;
  // insert … select, so the row can be conditional; the select lists every column in the table's order.
  return [
    db.insert(auditLog).select(
      sql`select null, ${intent.type}, ${intent.adminId ?? null}, ${actor}, ${recordType}, ${recordId}, ${detailSql}, ${intent.ip ?? null}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        ${mustExist ? sql`where exists (select 1 from ${table} where id = ${intent.id})` : sql``}`,
    ),
  ];
}
