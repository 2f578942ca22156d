import { Hono } from "hono";
import { aboutYear, currentComplianceYear } from "#core/compliance/calendar";
import { DEADLINE_NOT_FOUND_MESSAGE, deadlineExtensionSchema, deadlineParamSchema, EXTENSION_NOT_LATER_MESSAGE, extensionTooLateMessage } from "#core/schemas/compliance";
import { formatDate } from "#core/format/date";
import { allow } from "../access/permissions";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { commit } from "../events/commit";
import { requireJson, validate } from "../http/validate";
import { currentCalendar, removeExtension, saveExtension } from "./extensions";

const deadlineOf = (id: string) => currentComplianceYear().deadlines.find((deadline) => deadline.id === id);

/** A year after the financial year ends. */
const LATEST_EXTENSION = `${Number(currentComplianceYear().ends.slice(0, 4)) + 1}${currentComplianceYear().ends.slice(4)}`;

/**
 * /api/admin/compliance: the calendar's due dates with the extensions recorded, and recording or
 * removing one. Each is a public-content event: the page and the feed show it on the next request,
 * and the audit trail keeps what was set and by whom.
 */
export const complianceAdminRoutes = new Hono<AdminEnv>()
  .get("/", allow("content"), async (c) => {
    const { year, entries } = await currentCalendar(getDb(c.env.DB));
    return c.json({ year: aboutYear(year), entries }, 200);
  })
  .put("/:id/extension", allow("content"), requireJson, validate("param", deadlineParamSchema), validate("json", deadlineExtensionSchema), async (c) => {
    const deadline = deadlineOf(c.req.valid("param").id);
    if (!deadline) return c.json({ error: DEADLINE_NOT_FOUND_MESSAGE }, 404);
    const input = c.req.valid("json");
    const refusal =
      input.extendedTo <= deadline.dueDate ? EXTENSION_NOT_LATER_MESSAGE : input.extendedTo > LATEST_EXTENSION ? extensionTooLateMessage(formatDate(LATEST_EXTENSION)) : null;
    if (refusal) return c.json({ error: refusal, fieldErrors: { extendedTo: refusal } }, 422);
    const adminId = c.get("session").admin.id;
    const db = getDb(c.env.DB);
    const [saved] = await commit(c, db, {
      write: saveExtension(db, deadline.id, input, adminId),
      intent: { type: "deadline.extended", adminId, detail: { deadlineId: deadline.id, title: deadline.title, from: deadline.dueDate, ...input } },
      event: () => ({ type: "deadline.extended", adminId, deadlineId: deadline.id }),
    });
    const { extendedTo, source, sourceHi, sourceUrl, recordedAt } = saved!;
    return c.json({ id: deadline.id, extension: { extendedTo: extendedTo!, source: source!, sourceHi, sourceUrl, recordedAt } }, 200);
  })
  .delete("/:id/extension", allow("content"), validate("param", deadlineParamSchema), async (c) => {
    const deadline = deadlineOf(c.req.valid("param").id);
    if (!deadline) return c.json({ error: DEADLINE_NOT_FOUND_MESSAGE }, 404);
    const adminId = c.get("session").admin.id;
    const db = getDb(c.env.DB);
    await commit(c, db, {
      write: removeExtension(db, deadline.id, adminId),
      intent: { type: "deadline.extension_removed", adminId, detail: { deadlineId: deadline.id, title: deadline.title }, onlyIfWritten: true },
      event: (rows) => (rows[0] ? { type: "deadline.extension_removed", adminId, deadlineId: deadline.id } : null),
    });
    return c.json({ id: deadline.id, extension: null }, 200);
  });
