import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { digestPreferenceSchema } from "#core/schemas/lead-desk";
import { allow } from "../access/permissions";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { adminUsers } from "../access/tables";
import { requireJson, validate } from "../http/validate";

/**
 * The signed-in colleague's own choice of the morning digest (worker/digest/), under Settings.
 * Their own account, so `self`; only roles holding a section's permission are ever mailed it (today
 * the lead desk's, for the roles handling inquiries).
 */
export const digestRoutes = new Hono<AdminEnv>()
  .get("/", allow("self"), async (c) => {
    const { admin } = c.get("session");
    const row = await getDb(c.env.DB).select({ digest: adminUsers.morningDigest }).from(adminUsers).where(eq(adminUsers.id, admin.id)).get();
    return c.json({ digest: row?.digest ?? false }, 200);
  })
  .put("/", allow("self"), requireJson, validate("json", digestPreferenceSchema), async (c) => {
    const { admin } = c.get("session");
    const { digest } = c.req.valid("json");
    await getDb(c.env.DB).update(adminUsers).set({ morningDigest: digest, updatedAt: new Date().toISOString() }).where(eq(adminUsers.id, admin.id));
    return c.json({ digest }, 200);
  });
