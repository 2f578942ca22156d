import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { contentVersion } from "./tables";
import type { InWriteHandler, InWritesOn } from "../events/handlers";
import type { DomainEventType } from "../events/types";

const ROW_ID = 1;

/**
 * The version of the public content: a number that changes with every write that changes a
 * public page. Put it into public cache keys so every data centre misses after a change.
 */
export async function readContentVersion(db: Database): Promise<number> {
  const row = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, ROW_ID)).get();
  return row?.version ?? 0;
}

/** In-write handler: bumps the version in the same batch as the write. An upsert, so the single row needs no seeding. */
const bumpContentVersion: InWriteHandler = (_intent, db) => [
  db
    .insert(contentVersion)
    .values({ id: ROW_ID, version: 1 })
    .onConflictDoUpdate({ target: contentVersion.id, set: { version: sql`${contentVersion.version} + 1` } }),
];

/** The version's bump on each of `publicContent`, the events after which a public page reads differently (each feature declares its own). */
export function bumpContentVersionOn(publicContent: readonly DomainEventType[]): InWritesOn {
  return Object.fromEntries(publicContent.map((type) => [type, [bumpContentVersion]]));
}
