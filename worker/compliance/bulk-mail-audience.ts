import { and, inArray, sql } from "drizzle-orm";
import type { BulkMailAudience } from "../bulk-mail/types";
import { complianceReminders } from "./tables";

/** The compliance reminders' addresses, as the bulk mail provider's reports take them off the list. */
export const reminderAudience: BulkMailAudience = {
  name: "compliance-reminders",
  markReported: (db, outcome, emails) =>
    db
      .update(complianceReminders)
      .set({ status: outcome })
      .where(
        and(
          inArray(complianceReminders.status, ["confirmed", "pending"]),
          sql`${complianceReminders.email} in (select value from json_each(${JSON.stringify(emails)}))`,
        ),
      )
      .returning({ id: complianceReminders.id }),
};
