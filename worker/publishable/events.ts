import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { AdminEnv } from "../access/require-admin";
import { type Database, getDb } from "../db/client";
import { commit } from "../events/commit";
import type { PublishableAction, PublishableEntity } from "./entities";
import type { Rows } from "./data";
import type { PublishableTable } from "./resource";

/** The signed-in admin behind this request. */
export const adminIdOf = (c: Context<AdminEnv>) => c.get("session").admin.id;

interface PublishableWrite<T extends PublishableTable> {
  entity: PublishableEntity;
  action: PublishableAction;
  /** The row's id; none before a create. */
  id?: number;
  /** The statement, returning the rows it wrote. */
  write: (db: Database) => Rows<T>;
  also?: (db: Database) => BatchItem<"sqlite">[];
  /** What else the audit row keeps (a deleted record's title). */
  detail?: Record<string, unknown>;
  /** Audit it only when the write changed the row (a condition beyond its id may refuse it). */
  onlyIfWritten?: boolean;
}

/**
 * Commits one write of a publishable resource and reports `<entity>.<action>` with the admin,
 * the row's id and slug. Returns the row written; undefined when the write matched none.
 */
export async function commitPublishable<T extends PublishableTable>(
  c: Context<AdminEnv>,
  { entity, action, id, write, also, detail, onlyIfWritten }: PublishableWrite<T>,
) {
  const db = getDb(c.env.DB);
  const adminId = adminIdOf(c);
  const type = `${entity}.${action}` as const;
  const [row] = await commit(c, db, {
    write: write(db),
    also: also?.(db),
    intent: { type, adminId, id, ...(detail ? { detail } : {}), ...(onlyIfWritten ? { onlyIfWritten } : {}) },
    event: ([written]) => (written ? { type, adminId, id: written.id, slug: written.slug } : null),
  });
  return row;
}
