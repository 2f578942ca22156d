import { and, inArray, sql } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { BulkMailAudience } from "../bulk-mail/types";
import type { DomainEvents, DomainEventType } from "../events/types";
import { type HeldDataSource, sameAddress } from "../privacy/held-data";

/**
 * The columns every list's table has, beside whatever else it keeps (the page signed up on, the
 * choices made): an address, its double opt-in life (pending, confirmed, unsubscribed, or ended by
 * the bulk mail provider's reports), the hash of its newest confirmation link's token, and the
 * token of its unsubscribe links.
 */
export type ListTable = SQLiteTable & {
  id: AnySQLiteColumn<{ data: number; notNull: true }>;
  email: AnySQLiteColumn<{ data: string; notNull: true }>;
  status: AnySQLiteColumn;
  confirmTokenHash: AnySQLiteColumn;
  confirmExpiresAt: AnySQLiteColumn;
  confirmedAt: AnySQLiteColumn;
  unsubscribeToken: AnySQLiteColumn;
  createdAt: AnySQLiteColumn<{ data: string; notNull: true }>;
};

/** The event types whose data is a record's id alone: what a list reports when a link confirms or ends a sign-up. */
type RecordEventType = {
  [T in DomainEventType]: DomainEvents[T] extends { id: number } ? ({ id: number } extends DomainEvents[T] ? T : never) : never;
}[DomainEventType];

/** What a feature declares of the list it keeps. */
interface ListDeclaration<K extends string> {
  /** Its name in the bulk mail provider's reports. */
  name: string;
  table: ListTable;
  /** What its links report: an address confirmed, a sign-up ended. */
  events: { confirmed: RecordEventType; unsubscribed: RecordEventType };
  /** How a privacy request shows it: the key of its part of the answer (when the address signed up), and what an erasure counts. */
  held: { key: K; counted: string };
}

export type MailingList<K extends string = string> = ListDeclaration<K> & {
  /** Its addresses, as the bulk mail provider's bounce and complaint reports take them off. */
  audience: BulkMailAudience;
  /** The sign-up of an address (a request by phone finds none: a list holds addresses only). */
  heldData: HeldDataSource<K, string | null>;
};

/**
 * A list a feature keeps with the double opt-in: its declaration, with what the kits that read
 * declarations take of it (its audience for the bulk mail reports, its held data for privacy
 * requests). Its links are `listLinkRoutes`, its sign-up `signUpTo`, its confirmation mail
 * `confirmationSender`.
 */
export function mailingList<K extends string>(list: ListDeclaration<K>): MailingList<K> {
  const { table } = list;
  return {
    ...list,
    audience: {
      name: list.name,
      // Only a live address is ended: an unsubscribed one stays as it asked.
      markReported: (db, outcome, emails) =>
        db
          .update(table)
          .set({ status: outcome })
          .where(and(inArray(table.status, ["confirmed", "pending"]), sql`${table.email} in (select value from json_each(${JSON.stringify(emails)}))`))
          .returning({ id: table.id }),
    },
    heldData: {
      key: list.held.key,
      async find(db, request) {
        const where = "email" in request ? sameAddress(table.email, request.email) : sql`0`;
        const [row] = await db.select({ createdAt: table.createdAt }).from(table).where(where);
        return { shown: row?.createdAt ?? null, counts: { [list.held.counted]: row ? 1 : 0 } };
      },
      erase: (db, request) => ("email" in request ? [db.delete(table).where(sameAddress(table.email, request.email))] : []),
    },
  };
}
