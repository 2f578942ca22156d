import { Hono } from "hono";
import { presenceParamSchema } from "#core/schemas/presence";
import { allow } from "../access/permissions";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { validate } from "../http/validate";
import { colleaguesEditing, leavePresence, renewPresence } from "./data";

/**
 * /api/admin/presence/:entity/:key: an open editor's heartbeat. PUT says "still here" and answers
 * who else has the record open; DELETE says the editor closed. Not an event and not audited: a
 * colleague's open tab changes nothing, and a save, which is both, names who made it.
 */
export const presenceRoutes = new Hono<AdminEnv>()
  .put("/:entity/:key", allow("content"), validate("param", presenceParamSchema), async (c) => {
    const db = getDb(c.env.DB);
    const subject = { adminId: c.get("session").admin.id, ...c.req.valid("param") };
    await renewPresence(db, subject);
    return c.json({ editing: await colleaguesEditing(db, subject) }, 200);
  })
  .delete("/:entity/:key", allow("content"), validate("param", presenceParamSchema), async (c) => {
    await leavePresence(getDb(c.env.DB), { adminId: c.get("session").admin.id, ...c.req.valid("param") });
    return c.json({ ok: true }, 200);
  });
