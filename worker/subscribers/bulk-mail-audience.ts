import { and, inArray, sql } from "drizzle-orm";
import type { BulkMailAudience } from "../bulk-mail/types";
import { subscribers } from "./tables";

/** The newsletter's subscribers, as the bulk mail provider's reports take them off the list. */
export const newsletterAudience: BulkMailAudience = {
  name: "newsletter",
  markReported: (db, outcome, emails) =>
    db
      .update(subscribers)
      .set({ status: outcome })
      .where(and(inArray(subscribers.status, ["confirmed", "pending"]), sql`${subscribers.email} in (select value from json_each(${JSON.stringify(emails)}))`))
      .returning({ id: subscribers.id }),
};
