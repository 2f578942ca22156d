import { sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { BatchItem } from "drizzle-orm/batch";
import type { PrivacyRequest } from "#core/schemas/privacy";
import type { Database } from "../db/client";

/** What one source found about a person: what the admin is shown, how many records, which stored objects. */
export interface Held<T> {
  /** The part of the privacy answer this source gives, under its key. */
  shown: T;
  /** How many records of each kind an erasure removes: all the audit trail keeps of it. */
  counts: Record<string, number>;
  /** R2 objects that go with the records (résumés): recorded for deletion in the erasure's batch. */
  objectKeys?: string[];
}

/**
 * Something the site holds about a person (inquiries, a newsletter subscription, audit entries), as
 * its feature declares it: the privacy kit finds and erases through every declared source and
 * keeps no list of its own.
 */
export interface HeldDataSource<K extends string = string, T = unknown> {
  /** The key of its part in the answer to "what do you hold": the admin screen reads it. */
  key: K;
  find: (db: Database, request: PrivacyRequest) => Promise<Held<T>>;
  /**
   * The statements that erase it, for the erasure's one batch. `addressKey` is the HMAC of an
   * address (lib/address-key.ts); a request by phone number has none.
   */
  erase: (db: Database, request: PrivacyRequest, addressKey: string | null) => BatchItem<"sqlite">[];
  /** Tidying once the erasure is stored (a search index merged); its failure must not fail the erasure. */
  afterErase?: (db: Database) => Promise<void>;
}

/** The privacy answer the sources `S` give together: each source's `shown` under its key. */
type HeldAnswer<S extends HeldDataSource> = { [Source in S as Source["key"]]: Source extends HeldDataSource<string, infer T> ? T : never };

/** An address as it is compared: trimmed, lower-case (visitors type their address either way). */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** Everything the sources hold about a person, found at once. */
export async function findHeldData<S extends HeldDataSource>(db: Database, sources: readonly S[], request: PrivacyRequest) {
  const found = await Promise.all(sources.map((source) => source.find(db, request)));
  const answer = Object.fromEntries(sources.map((source, i) => [source.key, found[i]!.shown])) as HeldAnswer<S>;
  const counts: Record<string, number> = Object.assign({}, ...found.map((held) => held.counts));
  return { answer, counts, objectKeys: found.flatMap((held) => held.objectKeys ?? []) };
}

/** A stored address equal to `email`, whatever the case either was typed in. */
export const sameAddress = (column: SQLiteColumn, email: string) => sql`lower(${column}) = ${normalEmail(email)}`;
