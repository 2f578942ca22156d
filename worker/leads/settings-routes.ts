import { Hono } from "hono";
import { leadDeskSettingsSchema } from "#core/schemas/lead-desk";
import { allow } from "../access/permissions";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { commit } from "../events/commit";
import { requireJson, validate } from "../http/validate";
import { assignableStaff, findAssignable } from "./data";
import { readLeadDeskSettings, saveLeadDeskSettings } from "./settings";

const NOT_ASSIGNABLE = "Each service line needs a colleague who handles inquiries, or nobody.";

/** Settings → Lead desk, and the colleagues a lead can be given to. */
export const leadDeskRoutes = new Hono<AdminEnv>()
  .get("/staff", allow("inquiries"), async (c) => c.json(await assignableStaff(getDb(c.env.DB)), 200))
  .get("/settings", allow("settings"), async (c) => c.json(await readLeadDeskSettings(getDb(c.env.DB)), 200))
  .put("/settings", allow("settings"), requireJson, validate("json", leadDeskSettingsSchema), async (c) => {
    const db = getDb(c.env.DB);
    const settings = c.req.valid("json");
    const owners = [...new Set(Object.values(settings.serviceOwners))];
    const found = await Promise.all(owners.map((id) => findAssignable(db, id)));
    if (found.some((colleague) => !colleague)) return c.json({ error: NOT_ASSIGNABLE, fieldErrors: { serviceOwners: NOT_ASSIGNABLE } }, 422);
    const adminId = c.get("session").admin.id;
    const [saved] = await commit(c, db, {
      write: saveLeadDeskSettings(db, settings),
      intent: { type: "lead_desk.settings_saved", adminId, detail: { rule: settings.rule, advisorsOwnOnly: settings.advisorsOwnOnly } },
      event: () => ({ type: "lead_desk.settings_saved", adminId }),
    });
    return c.json(saved?.settings ?? settings, 200);
  });
