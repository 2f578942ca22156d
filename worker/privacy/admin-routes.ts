import { Hono } from "hono";
import { privacyRequestSchema } from "#core/schemas/privacy";
import { type AdminEnv, requireRecentVerification } from "../auth/require-admin";
import { sessionSecret } from "../auth/session";
import { getDb } from "../db/client";
import { addressKey } from "../lib/address-key";
import { commit } from "../events/commit";
import { requireJson, validate } from "../http/validate";
import { deleteWithOwner } from "../media/lifecycle";
import { log } from "../lib/log";
import { erasureCounts, erasureStatements, findHeldData } from "./held-data";
import { sql } from "drizzle-orm";

/**
 * /api/admin/privacy: privacy requests under the DPDP Act 2023, about an email address or a phone
 * number. It travels in a POST body, never in a URL, so it stays out of logs and browser history.
 */
export const privacyAdminRoutes = new Hono<AdminEnv>()
  /** What the site holds about an address. */
  .post("/search", requireJson, validate("json", privacyRequestSchema), async (c) => {
    const { resumeKeys: _, ...held } = await findHeldData(getDb(c.env.DB), c.req.valid("json"));
    return c.json(held, 200);
  })
  /**
   * Erases it in one step. The audit trail records who erased how many records of each kind, never
   * the address (a hash of an address is still the address: anyone can hash a guess and compare).
   */
  .post("/erase", requireRecentVerification, requireJson, validate("json", privacyRequestSchema), async (c) => {
    const request = c.req.valid("json");
    const db = getDb(c.env.DB);
    const held = await findHeldData(db, request);
    const counts = erasureCounts(held);
    const adminId = c.get("session").admin.id;
    // A session exists, so the secret does: sessionSecret() is null only where no session can be.
    const secret = sessionSecret(c);
    if (!secret) throw new Error("SESSION_SECRET is not set");
    const key = "email" in request ? await addressKey(secret, request.email) : null;
    const { first, rest, resumeKeys } = await erasureStatements(db, request, key, held);
    await deleteWithOwner({ bucket: c.env.MEDIA, db }, resumeKeys, (records) =>
      commit(c, db, {
        write: first,
        also: [...records, ...rest],
        intent: { type: "privacy.erased", adminId, detail: counts },
        event: () => ({ type: "privacy.erased", adminId, counts }),
      }),
    );
    // The search index keeps deleted words in its segments until they are merged: merge them now,
    // so the address's words leave the database too. Its rows are gone whatever happens here.
    await db.run(sql`insert into inquiries_search(inquiries_search) values ('optimize')`).catch((err: unknown) => {
      log("warn", "search_index_optimize_failed", { message: err instanceof Error ? err.message : String(err) });
    });
    return c.json({ erased: counts }, 200);
  });
