import { Hono } from "hono";
import { autosaveParamSchema, autosaveSchema } from "#core/schemas/autosave";
import { allow } from "../access/permissions";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { requireJson, validate } from "../http/validate";
import { deleteAutosave, findAutosave, writeAutosave } from "./autosave";

/**
 * /api/admin/autosaves/:entity/:key: the signed-in admin's own autosave of a record's editor. Only
 * theirs: a colleague's unsaved typing is never shown to anyone else. Not an event and not audited:
 * nothing public changes, and a save of the record (which drops it) is.
 */
export const autosaveRoutes = new Hono<AdminEnv>()
  .get("/:entity/:key", allow("content"), validate("param", autosaveParamSchema), async (c) => {
    const found = await findAutosave(getDb(c.env.DB), { adminId: c.get("session").admin.id, ...c.req.valid("param") });
    return c.json({ autosave: found ?? null }, 200);
  })
  .put("/:entity/:key", allow("content"), requireJson, validate("param", autosaveParamSchema), validate("json", autosaveSchema), async (c) => {
    const savedAt = new Date().toISOString();
    await writeAutosave(getDb(c.env.DB), { adminId: c.get("session").admin.id, ...c.req.valid("param") }, c.req.valid("json").data, savedAt);
    return c.json({ savedAt }, 200);
  })
  .delete("/:entity/:key", allow("content"), validate("param", autosaveParamSchema), async (c) => {
    await deleteAutosave(getDb(c.env.DB), { adminId: c.get("session").admin.id, ...c.req.valid("param") });
    return c.json({ ok: true }, 200);
  });
