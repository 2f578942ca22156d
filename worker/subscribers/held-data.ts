import { sql } from "drizzle-orm";
import { subscribers } from "./tables";
import { type HeldDataSource, sameAddress } from "../privacy/held-data";

/** The newsletter subscription of an address (a request by phone finds none: the list holds addresses only). */
export const subscriptionHeldData = {
  key: "subscribedAt",
  async find(db, request) {
    const where = "email" in request ? sameAddress(subscribers.email, request.email) : sql`0`;
    const [row] = await db.select({ createdAt: subscribers.createdAt }).from(subscribers).where(where);
    return { shown: row?.createdAt ?? null, counts: { subscriptions: row ? 1 : 0 } };
  },
  erase: (db, request) => ("email" in request ? [db.delete(subscribers).where(sameAddress(subscribers.email, request.email))] : []),
} satisfies HeldDataSource<"subscribedAt", unknown>;
