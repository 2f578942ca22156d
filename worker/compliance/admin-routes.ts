import { Hono } from "hono";
import { currentComplianceYear } from "#core/compliance/calendar";
import { DEADLINE_NOT_FOUND_MESSAGE, deadlineExtensionSchema, deadlineParamSchema, EXTENSION_NOT_LATER_MESSAGE } from "#core/schemas/compliance";
import { allow } from "../auth/permissions";
import type { AdminEnv } from "../auth/require-admin";
import { getDb } from "../db/client";
import { commit } from "../events/commit";
import { requireJson, validate } from "../http/validate";
import { currentCalendar, removeExtension, saveExtension } from "./extensions";

const deadlineOf = (id: string) => currentComplianceYear().deadlines.find((deadline) => deadline.id === id);

/**
 * /api/admin/compliance: the calendar's due dates with the extensions recorded, and recording or
 * removing one. Each is a public-content event: the page and the feed show it on the next request,
 * and the audit trail keeps what was set and by whom.
 */
export const complianceAdminRoutes = new Hono<AdminEnv>()
  .get("/", allow("content"), async (c) => {
    const { year, entries } = await currentCalendar(getDb(c.env.DB));
    const { deadlines: _rules, ...about } = year;
    return c.json({ year: about, entries }, 200);
  })
  .put("/:id/extension", allow("content"), requireJson, validate("param", deadlineParamSchema), validate("json", deadlineExtensionSchema), async (c) => {
    const deadline = deadlineOf(c.req.valid("param").id);
    if (!deadline) return c.json({ error: DEADLINE_NOT_FOUND_MESSAGE }, 404);
    const input = c.req.valid("json");
    if (input.extendedTo <= deadline.dueDate) {
      return c.json({ error: EXTENSION_NOT_LATER_MESSAGE, fieldErrors: { extendedTo: EXTENSION_NOT_LATER_MESSAGE } }, 422);
    }
    const adminId = c.get("session").admin.id;
    const db = getDb(c.env.DB);
    const [saved] = await commit(c, db, {
      write: saveExtension(db, deadline.id, input, adminId),
      intent: { type: "deadline.extended", adminId, detail: { deadlineId: deadline.id, title: deadline.title, from: deadline.dueDate, ...input } },
      event: () => ({ type: "deadline.extended", adminId, deadlineId: deadline.id }),
    });
    const { deadlineId: _id, ...extension } = saved!;
    return c.json({ id: deadline.id, extension }, 200);
  })
  .delete("/:id/extension", allow("content"), validate("param", deadlineParamSchema), async (c) => {
    const deadline = deadlineOf(c.req.valid("param").id);
    if (!deadline) return c.json({ error: DEADLINE_NOT_FOUND_MESSAGE }, 404);
    const adminId = c.get("session").admin.id;
    const db = getDb(c.env.DB);
    await commit(c, db, {
      write: removeExtension(db, deadline.id),
      intent: { type: "deadline.extension_removed", adminId, detail: { deadlineId: deadline.id, title: deadline.title }, onlyIfWritten: true },
      event: (rows) => (rows[0] ? { type: "deadline.extension_removed", adminId, deadlineId: deadline.id } : null),
    });
    return c.json({ id: deadline.id, extension: null }, 200);
  });
