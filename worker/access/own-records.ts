import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AdminRole } from "#core/taxonomies/admin-roles";
import { type Database, getDb } from "../db/client";
import { log } from "../lib/log";
import type { AdminEnv } from "./require-admin";

/**
 * Own records: a kind of record the firm can hold some roles to the ones assigned to them (advisors
 * to their leads today; cases and invoices later). A feature declares its rule once, and every
 * route that names one record, lists them or counts them asks `ownRecordsOf`; `ownRecordGuard`
 * guards the routes of one record. A role's permission (permissions.ts) says whether it sees the
 * kind at all; this says which of them.
 */
export interface OwnRecordsRule {
  /** What the records are called in the logs ("leads"). */
  records: string;
  /** The roles the firm can hold to their own records. */
  roles: readonly AdminRole[];
  /** Whether the firm holds those roles to their own records now (a setting). */
  held: (db: Database) => Promise<boolean>;
  /** Whom one record is assigned to: an admin's id, null for nobody, undefined when there is no such record. */
  assigneeOf: (db: Database, id: number) => Promise<number | null | undefined>;
  /** What a held admin is told of another's record, and its code. */
  refusal: { error: string; code: string };
}

/** Whose records `admin` sees under `rule`: only their own (their id), or every record (null). */
export async function ownRecordsOf(rule: OwnRecordsRule, db: Database, admin: { id: number; role: AdminRole }): Promise<number | null> {
  if (!rule.roles.includes(admin.role)) return null;
  return (await rule.held(db)) ? admin.id : null;
}

/** {@link ownRecordsOf} for the signed-in admin. */
export const ownRecordsOfSession = (rule: OwnRecordsRule, c: Context<AdminEnv>, db: Database = getDb(c.env.DB)) => ownRecordsOf(rule, db, c.get("session").admin);

/**
 * Guards every route of one record (`/:id…`): a held admin gets a 403 for a colleague's record or
 * an unassigned one. Paths whose `:id` is not a number (`/export`) pass; an unknown id falls through
 * to the route's own 404.
 */
export function ownRecordGuard(rule: OwnRecordsRule) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const id = c.req.param("id");
    if (!id || !/^[1-9]\d{0,15}$/.test(id)) return next();
    const db = getDb(c.env.DB);
    const own = await ownRecordsOfSession(rule, c, db);
    if (own === null) return next();
    const assignee = await rule.assigneeOf(db, Number(id));
    if (assignee !== undefined && assignee !== own) {
      log("warn", "admin_record_forbidden", { adminId: own, records: rule.records, id: Number(id), method: c.req.method, path: c.req.path });
      return c.json(rule.refusal, 403);
    }
    return next();
  });
}
