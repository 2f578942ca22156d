import { Hono } from "hono";
import { staffName } from "#core/format/staff-name";
import { idParamSchema } from "#core/schemas/common";
import { leadAssignSchema, leadContactedSchema, leadFollowUpSchema, leadStageSchema } from "#core/schemas/lead-desk";
import { allow } from "../access/permissions";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { commit } from "../events/commit";
import { requireJson, validate } from "../http/validate";
import { ownLeadsOnly } from "./access";
import { earlierInquiries, findAssignable, findLead, insertEntry, setAssignee, setFollowUp, setStage } from "./data";
import { firstResponseWrite } from "./first-response";
import { suggestedFee } from "./suggested-fee";

const NOT_FOUND = "Inquiry not found";
const NOT_ASSIGNABLE = "Choose a colleague who handles inquiries.";

/**
 * The lead desk's actions on one inquiry, beside the spec's panel (mounted under
 * /api/admin/inquiries, behind the own-leads guard): who handles it, its stage, its follow-up, a
 * WhatsApp chat or call staff confirm, and what the panel shows of the visitor's other inquiries.
 */
export const leadRoutes = new Hono<AdminEnv>()
  /** The visitor's other inquiries, and the fee a Won outcome is prefilled with. */
  .get("/:id/lead-desk", allow("inquiries"), validate("param", idParamSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const lead = await findLead(db, id);
    if (!lead) return c.json({ error: NOT_FOUND }, 404);
    const [earlier, fee] = await Promise.all([earlierInquiries(db, id, await ownLeadsOnly(c, db)), suggestedFee(db, lead.service)]);
    return c.json({ earlier, suggestedFee: fee }, 200);
  })
  .put("/:id/assignee", allow("inquiries"), validate("param", idParamSchema), requireJson, validate("json", leadAssignSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const { assigneeId } = c.req.valid("json");
    const [lead, colleague] = await Promise.all([findLead(db, id), assigneeId === null ? null : findAssignable(db, assigneeId)]);
    if (!lead) return c.json({ error: NOT_FOUND }, 404);
    if (assigneeId !== null && !colleague) return c.json({ error: NOT_ASSIGNABLE, fieldErrors: { assigneeId: NOT_ASSIGNABLE } }, 422);
    if (lead.assigneeId === assigneeId) return c.json({ id, assigneeId, assigneeName: colleague?.name ?? null }, 200);
    const adminId = c.get("session").admin.id;
    await commit(c, db, {
      write: setAssignee(db, id, assigneeId),
      also: [insertEntry(db, id, adminId, "assigned", { assigneeId, assigneeName: colleague?.name ?? null })],
      intent: { type: "inquiry.assigned", adminId, id, detail: { assigneeId, assigneeName: colleague?.name ?? null } },
      event: ([row]) => (row ? { type: "inquiry.assigned", adminId, id, assigneeId } : null),
    });
    return c.json({ id, assigneeId, assigneeName: colleague?.name ?? null }, 200);
  })
  /** A stage moved past New is a first response, if the lead had none. */
  .put("/:id/stage", allow("inquiries"), validate("param", idParamSchema), requireJson, validate("json", leadStageSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const change = c.req.valid("json");
    const lead = await findLead(db, id);
    if (!lead) return c.json({ error: NOT_FOUND }, 404);
    const { stage: to, lostReason, wonFee } = change;
    // Saved again as it stands: nothing to record.
    if (lead.stage === to && lead.lostReason === lostReason && lead.wonFee === wonFee) return c.json({ id, stage: to, lostReason, wonFee }, 200);
    const adminId = c.get("session").admin.id;
    const firstResponse = to === "new" ? [] : await firstResponseWrite(db, lead);
    await commit(c, db, {
      write: setStage(db, id, change),
      also: [insertEntry(db, id, adminId, "stage", { from: lead.stage, to, lostReason, wonFee }), ...firstResponse],
      intent: { type: "inquiry.stage_changed", adminId, id, detail: { from: lead.stage, to, lostReason, wonFee } },
      event: ([row]) => (row ? { type: "inquiry.stage_changed", adminId, id, from: lead.stage, to } : null),
    });
    return c.json({ id, stage: to, lostReason, wonFee }, 200);
  })
  .put("/:id/follow-up", allow("inquiries"), validate("param", idParamSchema), requireJson, validate("json", leadFollowUpSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const { on, time } = c.req.valid("json");
    const adminId = c.get("session").admin.id;
    const [row] = await commit(c, db, {
      write: setFollowUp(db, id, on, time),
      intent: { type: "inquiry.follow_up_set", adminId, id, detail: { on, time } },
      event: ([updated]) => (updated ? { type: "inquiry.follow_up_set", adminId, id, on } : null),
    });
    return row ? c.json(row, 200) : c.json({ error: NOT_FOUND }, 404);
  })
  /** A WhatsApp chat or call staff confirm they made: kept in the thread, and a first response. */
  .post("/:id/contacted", allow("inquiries"), validate("param", idParamSchema), requireJson, validate("json", leadContactedSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const { channel, note } = c.req.valid("json");
    const lead = await findLead(db, id);
    if (!lead) return c.json({ error: NOT_FOUND }, 404);
    const admin = c.get("session").admin;
    const firstResponse = await firstResponseWrite(db, lead);
    const [entry] = await commit(c, db, {
      write: insertEntry(db, id, admin.id, "contacted", { channel }, note ?? ""),
      also: firstResponse,
      intent: { type: "inquiry.contacted", adminId: admin.id, id, detail: { channel } },
      event: ([row]) => (row ? { type: "inquiry.contacted", adminId: admin.id, id, channel, messageId: row.id } : null),
    });
    return entry ? c.json({ ...entry, adminName: staffName(admin) }, 201) : c.json({ error: NOT_FOUND }, 404);
  });
