import { count, sql } from "drizzle-orm";
import { auditLog } from "../audit/tables";
import { type HeldDataSource, normalEmail } from "./held-data";

/** Audit entries whose detail names the address: the filters of an export searched for it. */
const mentions = (email: string) => sql`instr(lower(${auditLog.detail}), ${normalEmail(email)}) > 0`;

/**
 * The audit trail's mentions of an address: the kit's own source, as every feature writes the trail. Erased, each entry keeps its action with the address
 * replaced (case-insensitively: the JSON text of an export's filters, with the address as the
 * admin typed it). A request by phone finds none: the trail holds addresses, not numbers.
 */
export const auditMentions: HeldDataSource<"auditMentions", number> = {
  key: "auditMentions",
  async find(db, request) {
    const [row] = "email" in request ? await db.select({ n: count() }).from(auditLog).where(mentions(request.email)) : [];
    const n = row?.n ?? 0;
    return { shown: n, counts: { auditMentions: n } };
  },
  erase: (db, request) =>
    "email" in request
      ? [
          db
            .update(auditLog)
            .set({ detail: sql`json_object('erased', 'An address removed on a privacy request')` })
            .where(mentions(request.email)),
        ]
      : [],
};
