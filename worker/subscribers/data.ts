import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { SubscriberListQuery } from "#core/schemas/list-query";
import type { Database } from "../db/client";
import { subscribers } from "./tables";
import { anyContaining, dateRange, offsetOf, orderOf } from "../lib/list-page";

const subscriberColumns = {
  id: subscribers.id,
  email: subscribers.email,
  sourcePage: subscribers.sourcePage,
  status: subscribers.status,
  confirmedAt: subscribers.confirmedAt,
  createdAt: subscribers.createdAt,
};

type SubscriberFilters = Omit<SubscriberListQuery, "page" | "size" | "sort">;

const subscriberWhere = ({ q, from, to }: SubscriberFilters) =>
  and(anyContaining([subscribers.email, subscribers.sourcePage], q), dateRange(subscribers.createdAt, from, to));

/** One page of newsletter subscribers and how many match. */
export async function listSubscribers(db: Database, query: SubscriberListQuery) {
  const where = subscriberWhere(query);
  const order = orderOf(query.sort, { date: subscribers.createdAt, email: subscribers.email }, subscribers.id);
  const pageIds = db.select({ id: subscribers.id }).from(subscribers).where(where).orderBy(...order).limit(query.size).offset(offsetOf(query));
  const [[counted], rows] = await db.batch([
    db.select({ total: count() }).from(subscribers).where(where),
    db.select(subscriberColumns).from(subscribers).where(inArray(subscribers.id, pageIds)).orderBy(...order),
  ]);
  return { rows, total: counted?.total ?? 0, page: query.page, size: query.size };
}

/** The delete, returning the id (no row for an unknown id); for a batch. */
export function deleteSubscriber(db: Database, id: number) {
  return db.delete(subscribers).where(eq(subscribers.id, id)).returning({ id: subscribers.id });
}

export function findSubscriber(db: Database, id: number) {
  return db.select(subscriberColumns).from(subscribers).where(eq(subscribers.id, id)).get();
}

export interface SubscriberCursor {
  createdAt: string;
  id: number;
}

/** One keyset page for the CSV export, newest first. */
export function subscriberExportPage(db: Database, filters: SubscriberFilters, after: SubscriberCursor | null, size: number) {
  return db
    .select(subscriberColumns)
    .from(subscribers)
    .where(
      and(subscriberWhere(filters), after ? sql`(${subscribers.createdAt}, ${subscribers.id}) < (${after.createdAt}, ${after.id})` : undefined),
    )
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .limit(size)
    .all();
}
