import type { Context } from "hono";
import type { InquiryBulkAction } from "#core/schemas/list-query";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { commit } from "../events/commit";
import { deleteWithOwner } from "../media/lifecycle";
import { firstResponseWrites } from "../leads/first-response";
import { deleteInquiries, findInquiries, setInquiriesStatus } from "./data";

/** D1 binds at most 100 values a statement; an update also binds its new status. */
const CHUNK = 50;
const chunks = (ids: number[]) => Array.from({ length: Math.ceil(ids.length / CHUNK) }, (_, i) => ids.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Marks read, marks replied or deletes exactly the given inquiries (ids that do not exist are
 * skipped), as one batch reporting one bulk event. Deleted résumés go with their inquiries through
 * the media lifecycle: recorded in the same batch, then removed from R2 or by the sweep. An advisor
 * limited to their own leads (`ownLeadsOf`) acts on those alone. Returns the ids acted on.
 */
export async function applyBulkAction(c: Context<AdminEnv>, requested: number[], action: InquiryBulkAction, ownLeadsOf: number | null): Promise<number[]> {
  const db = getDb(c.env.DB);
  const adminId = c.get("session").admin.id;
  const found = await findInquiries(db, [...new Set(requested)], ownLeadsOf);
  const ids = found.map((row) => row.id).sort((a, b) => a - b);
  if (ids.length === 0) return [];
  const [first, ...rest] = chunks(ids);

  if (action === "delete") {
    const keys = found.flatMap((row) => (row.key ? [row.key] : []));
    await deleteWithOwner({ bucket: c.env.MEDIA, db }, keys, (records) =>
      commit(c, db, {
        write: deleteInquiries(db, first),
        also: [...rest.map((chunk) => deleteInquiries(db, chunk)), ...records],
        intent: { type: "inquiry.bulk_deleted", adminId, ids },
        event: () => ({ type: "inquiry.bulk_deleted", adminId, ids }),
      }),
    );
    return ids;
  }

  // Marked replied in bulk, as one by one: each lead's first response, if it had none.
  const firstResponses = action === "replied" ? await firstResponseWrites(db, found) : [];
  await commit(c, db, {
    write: setInquiriesStatus(db, first, action),
    also: [...rest.map((chunk) => setInquiriesStatus(db, chunk, action)), ...firstResponses],
    intent: { type: "inquiry.bulk_status_changed", adminId, ids, detail: { status: action } },
    event: () => ({ type: "inquiry.bulk_status_changed", adminId, ids, status: action }),
  });
  return ids;
}
