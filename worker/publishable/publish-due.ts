import { and, eq, isNotNull, lte } from "drizzle-orm";
import { type Database, getDb } from "../db/client";
import type { Env } from "../env";
import { commitIn } from "../events/commit";
import type { EventScope } from "../events/handlers";
import { loggableMessage } from "../db/errors";
import { log } from "../lib/log";
import type { Publishable, PublishableTable } from "./resource";
import { ON_SCHEDULE } from "./entities";
import { UNSCHEDULED } from "./save";

type Resource<T extends PublishableTable> = Pick<Publishable<T, never, never>, "entity" | "table">;

/**
 * The cron's scheduled publishing (every five minutes): each draft whose time has come is
 * published as a click on the switch would, with the same `<entity>.published` event (the cache's
 * content version, the sitemap, RSS), recorded under whoever scheduled it.
 *
 * Each publication is one conditional write (still a draft, still scheduled, still due), so two
 * runs that overlap publish an item once: the one whose write changes nothing reports nothing and
 * leaves no audit entry. A run that fails leaves the schedule in place, and the next run publishes it.
 */
export async function publishDue<T extends PublishableTable>(resource: Resource<T>, env: Env, events: EventScope): Promise<number> {
  const { table, entity } = resource;
  const db = getDb(env.DB);
  const now = new Date().toISOString();
  const items = (await db.select({ id: table.id, scheduledBy: table.scheduledBy }).from(table).where(dueAt(table, now)).all()) as {
    id: number;
    scheduledBy: number | null;
  }[];
  let published = 0;
  const failures: unknown[] = [];
  // One item's failure (its write, or its cache purge after the write) holds up no other; the task
  // still fails at the end, so the run's record names it.
  for (const item of items) {
    try {
      if (await publishOne(db, resource, item, now, events)) published += 1;
    } catch (err) {
      log("error", "scheduled_publication_failed", { entity, id: item.id, message: loggableMessage(err) });
      failures.push(err);
    }
  }
  if (failures.length > 0) throw new Error(`${failures.length} of ${items.length} scheduled ${entity} publications failed`);
  return published;
}

async function publishOne<T extends PublishableTable>(
  db: Database,
  { table, entity }: Resource<T>,
  item: { id: number; scheduledBy: number | null },
  now: string,
  events: EventScope,
): Promise<boolean> {
  const type = `${entity}.published` as const;
  const adminId = item.scheduledBy ?? undefined;
  const [row] = (await commitIn(events, db, {
    write: db
      .update(table)
      .set({ published: true, ...UNSCHEDULED, updatedAt: now } as Partial<T["$inferInsert"]>)
      .where(and(eq(table.id, item.id), dueAt(table, now)))
      .returning({ id: table.id, slug: table.slug }),
    // ON_SCHEDULE tells this publication from a click: what a schedule carries (a post's email to
    // subscribers, worker/subscribers) falls due with it, in this batch.
    intent: { type, adminId, id: item.id, detail: ON_SCHEDULE, onlyIfWritten: true },
    event: ([written]) => (written && adminId !== undefined ? { type, adminId, id: written.id as number, slug: written.slug as string } : null),
  })) as { id: number; slug: string }[];
  if (row) log("info", "scheduled_publication", { entity, id: row.id, ...(adminId === undefined ? { scheduledBy: "unknown" } : {}) });
  return row !== undefined;
}

/** Still a draft, still scheduled, and due by `now`: read again inside each write, so two runs cannot both publish. */
function dueAt(table: PublishableTable, now: string) {
  return and(eq(table.published, false), isNotNull(table.publishAt), lte(table.publishAt, now));
}
