import { sql } from "drizzle-orm";
import { complianceReminders } from "./tables";
import { type HeldDataSource, sameAddress } from "../privacy/held-data";

/** The compliance reminders of an address (a request by phone finds none: they hold addresses only). */
export const reminderHeldData = {
  key: "remindersSince",
  async find(db, request) {
    const where = "email" in request ? sameAddress(complianceReminders.email, request.email) : sql`0`;
    const [row] = await db.select({ createdAt: complianceReminders.createdAt }).from(complianceReminders).where(where);
    return { shown: row?.createdAt ?? null, counts: { complianceReminders: row ? 1 : 0 } };
  },
  // The record of reminders sent goes with it (foreign key, on delete cascade).
  erase: (db, request) => ("email" in request ? [db.delete(complianceReminders).where(sameAddress(complianceReminders.email, request.email))] : []),
} satisfies HeldDataSource<"remindersSince", unknown>;
