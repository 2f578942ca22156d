import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";

/** One count of work waiting for the cron to retry, a statement for /api/health's one batch. */
export type RetryRead = BatchItem<"sqlite"> & PromiseLike<readonly { count: number }[]>;

/**
 * The work a feature (or kit) leaves for the cron to retry, by the name /api/health reports it
 * under (`retries.<name>`): each a count an index or a small table answers, taken by its owner
 * (`{ newsletterSends: unfinishedSends }`).
 */
export type HealthRetries = Readonly<Record<string, (db: Database) => RetryRead>>;

/** What /api/health reports of `Retries`: a count under each name. */
export type RetryCounts<Retries extends HealthRetries> = { [Name in keyof Retries]: number };
