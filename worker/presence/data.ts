import { and, eq, gte, lt, ne, sql } from "drizzle-orm";
import { PRESENCE_TIMEOUT_MS } from "#core/schemas/presence";
import type { RevisionEntity } from "#core/taxonomies/revisions";
import { type Database, getDb } from "../db/client";
import { adminUsers } from "../access/tables";
import { editorPresence } from "./tables";
import { staffNameOf } from "../db/staff-name";
import type { Env } from "../env";

/** Whose editor of which saved record. */
interface PresenceSubject {
  adminId: number;
  entity: RevisionEntity;
  key: string;
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/**
 * Notes that the admin's editor of the record is open now. A visit that went quiet for longer than
 * the timeout starts again: "since" is when this visit began, not the first one ever.
 */
export async function renewPresence(db: Database, { adminId, entity, key }: PresenceSubject, now = new Date()) {
  const at = now.toISOString();
  const quiet = ago(now, PRESENCE_TIMEOUT_MS);
  await db
    .insert(editorPresence)
    .values({ adminId, entity, recordKey: key, openedAt: at, seenAt: at })
    .onConflictDoUpdate({
      target: [editorPresence.adminId, editorPresence.entity, editorPresence.recordKey],
      set: { seenAt: at, openedAt: sqlIfQuiet(quiet, at) },
    });
}

/** Keeps the visit's start unless the row had gone quiet (then this is a new visit). */
function sqlIfQuiet(quiet: string, at: string) {
  return sql`case when ${editorPresence.seenAt} < ${quiet} then ${at} else ${editorPresence.openedAt} end`;
}

/** The colleagues (not the admin asking) with the record's editor open in the last minute, longest there first. */
export function colleaguesEditing(db: Database, { adminId, entity, key }: PresenceSubject, now = new Date()) {
  return db
    .select({ name: staffNameOf<string>(adminUsers), openedAt: editorPresence.openedAt })
    .from(editorPresence)
    .innerJoin(adminUsers, eq(adminUsers.id, editorPresence.adminId))
    .where(
      and(
        eq(editorPresence.entity, entity),
        eq(editorPresence.recordKey, key),
        ne(editorPresence.adminId, adminId),
        gte(editorPresence.seenAt, ago(now, PRESENCE_TIMEOUT_MS)),
      ),
    )
    .orderBy(editorPresence.openedAt)
    .all();
}

/** The admin closed the editor (or left the page). */
export function leavePresence(db: Database, { adminId, entity, key }: PresenceSubject) {
  return db
    .delete(editorPresence)
    .where(and(eq(editorPresence.adminId, adminId), eq(editorPresence.entity, entity), eq(editorPresence.recordKey, key)));
}

/** The hourly sweep: a tab closed without saying so leaves its row; a day later it goes. */
export async function deleteStalePresence(env: Env): Promise<void> {
  await getDb(env.DB).delete(editorPresence).where(lt(editorPresence.seenAt, ago(new Date(), 24 * 60 * 60_000)));
}
