import { sql } from "drizzle-orm";
import { check, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { subServiceKeys } from "#core/taxonomies/services";
import { updatedAt } from "../db/columns";
import { adminUsers } from "../access/tables";

/**
 * The firm's own professional fee and timeline for a sub-service, set by staff in the admin. A
 * sub-service without a row shows neither; clearing every field deletes the row. Keyed by service
 * line and sub-service, since two sub-service ids appear under two service lines.
 */
export const subServiceFees = sqliteTable(
  "sub_service_fees",
  {
    serviceId: text("service_id").notNull(),
    subServiceId: text("sub_service_id").notNull(),
    /** Whole rupees: the page says "From ₹4,999 plus government fees and GST where applicable". */
    feeFrom: integer("fee_from"),
    /** The firm's own timeline, e.g. "3 to 5 working days after documents are complete". */
    timeline: text("timeline"),
    /** An optional line under the fee, e.g. what the fee covers. */
    note: text("note"),
    /** The timeline and the note in Hindi, for the Hindi page; null until staff write them (the English shows, marked). */
    timelineHi: text("timeline_hi"),
    noteHi: text("note_hi"),
    updatedBy: integer("updated_by").references(() => adminUsers.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.subServiceId] }),
    // Only the 27 sub-services of the taxonomy (the pair, since ids repeat across service lines).
    check(
      "sub_service_fees_key_check",
      sql`(service_id || '/' || sub_service_id) in (${sql.raw(subServiceKeys.map((key) => `'${key}'`).join(", "))})`,
    ),
    check("sub_service_fees_fee_check", sql`fee_from is null or fee_from > 0`),
  ],
);
