import { Hono } from "hono";
import * as v from "valibot";
import { getSubService } from "#core/content/sub-services";
import { indiaToday } from "#core/format/india-time";
import { caseItemNoteSchema, caseItemParamSchema, caseItemReviewSchema, caseItemSchema, caseNoteSchema, caseStatusSchema, caseStepParamSchema, caseStepSchema, caseUpdateSchema, nextPeriodSchema, openCaseSchema } from "#core/schemas/cases";
import { idParamSchema } from "#core/schemas/common";
import { caseListQuery } from "#core/schemas/list-query";
import { caseStart } from "#core/site/case-start";
import type { ServiceId } from "#core/taxonomies/services";
import { allow } from "../access/permissions";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { commit } from "../events/commit";
import { requireJson, validate } from "../http/validate";
import { NOT_YOUR_LEAD, NOT_YOUR_LEAD_CODE, ownLeadsOnly } from "../leads/access";
import { assignableStaff, findAssignable } from "../leads/data";
import { ownCasesOnly } from "./access";
import {
  caseParts,
  deleteItem,
  findCase,
  findItem,
  findStep,
  insertCase,
  insertEntry,
  insertItem,
  leadForCase,
  type NewCase,
  openTwin,
  setCaseDetails,
  setCaseStatus,
  setItemNote,
  setItemState,
  setStep,
} from "./data";
import { subServiceOfLead } from "./lead-service";
import { listCases } from "./list";

const NOT_FOUND = "Case not found";
const ITEM_NOT_FOUND = "That document is not on this case's checklist.";
const STEP_NOT_FOUND = "That step is not one of this case's.";
const NOT_ASSIGNABLE = "Choose a colleague who handles inquiries.";
const NO_SUB_SERVICE = "Choose one of the services listed.";
const LEAD_NOT_WON = "Only a won lead opens a case. Mark the lead as won, with its fee, first.";
const LEAD_NOT_FOUND = "Inquiry not found";
const NOT_RECURRING = "Only a recurring filing has a next period.";
const NEXT_EXISTS = "The next period's case has already been started from this one.";

/**
 * The clients' cases (mounted under /api/admin/cases, every route of one case behind the own-cases
 * guard): the list, opening one from a won lead or directly, and the work on it (who, by when, the
 * checklist, the steps, the notes). Files are file-routes.ts's.
 */
export const caseRoutes = new Hono<AdminEnv>()
  .get("/", allow("inquiries"), validate("query", caseListQuery), async (c) => {
    const db = getDb(c.env.DB);
    const query = c.req.valid("query");
    const own = await ownCasesOnly(c, db);
    const asked = query.assignee;
    const assignee = own ?? (asked === "me" ? c.get("session").admin.id : asked === "none" ? ("none" as const) : asked ? Number(asked) : undefined);
    return c.json({ ...(await listCases(db, { ...query, assignee, today: indiaToday() })), ownCasesOnly: own !== null }, 200);
  })
  /** What the "Open case" form offers: the colleagues a case can be given to, and, for a lead, the sub-service it asked about. */
  .get("/new", allow("inquiries"), validate("query", v.object({ inquiry: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/), v.transform(Number))) })), async (c) => {
    const db = getDb(c.env.DB);
    const { inquiry } = c.req.valid("query");
    const lead = inquiry ? await leadForCase(db, inquiry) : undefined;
    return c.json({ staff: await assignableStaff(db), suggested: lead ? subServiceOfLead(lead.service) : null }, 200);
  })
  .post("/", allow("inquiries"), requireJson, validate("json", openCaseSchema), async (c) => {
    const db = getDb(c.env.DB);
    const input = c.req.valid("json");
    const admin = c.get("session").admin;
    const serviceId = input.serviceId as ServiceId;
    if (!getSubService(serviceId, input.subServiceId)) return c.json({ error: NO_SUB_SERVICE, fieldErrors: { subServiceId: NO_SUB_SERVICE } }, 422);
    let client: Pick<NewCase, "clientName" | "clientPhone" | "clientEmail" | "language" | "inquiryId"> & { assigneeId: number | null };
    if (input.inquiryId) {
      const lead = await leadForCase(db, input.inquiryId);
      if (!lead) return c.json({ error: LEAD_NOT_FOUND }, 404);
      // An advisor held to their own leads opens cases of those only.
      const ownLeads = await ownLeadsOnly(c, db);
      if (ownLeads !== null && lead.assigneeId !== ownLeads) return c.json({ error: NOT_YOUR_LEAD, code: NOT_YOUR_LEAD_CODE }, 403);
      if (lead.stage !== "won") return c.json({ error: LEAD_NOT_WON }, 422);
      const twin = await openTwin(db, lead.id, input.subServiceId, input.period);
      if (twin) return c.json({ id: twin.id, existing: true }, 200);
      client = { inquiryId: lead.id, clientName: lead.name, clientPhone: lead.phone, clientEmail: lead.email, language: lead.language, assigneeId: lead.assigneeId };
    } else {
      client = { inquiryId: null, clientName: input.clientName!, clientPhone: input.clientPhone, clientEmail: input.clientEmail, language: input.language, assigneeId: null };
    }
    const assigneeId = input.assigneeId ?? client.assigneeId ?? admin.id;
    if (!(await findAssignable(db, assigneeId))) return c.json({ error: NOT_ASSIGNABLE, fieldErrors: { assigneeId: NOT_ASSIGNABLE } }, 422);
    const start = caseStart(serviceId, input.subServiceId, client.language)!;
    const { write, also } = insertCase(
      db,
      { ...client, followsCaseId: null, serviceId, subServiceId: input.subServiceId, period: start.recurring ? input.period : null, assigneeId, dueOn: input.dueOn, items: start.items, steps: start.steps },
      admin.id,
    );
    const [row] = await commit(c, db, {
      write,
      also,
      intent: { type: "case.created", adminId: admin.id, detail: { inquiryId: client.inquiryId, subServiceId: input.subServiceId } },
      event: ([created]) => (created ? { type: "case.created", adminId: admin.id, id: created.id, inquiryId: client.inquiryId } : null),
    });
    return c.json({ id: row!.id, existing: false }, 201);
  })
  .get("/:id", allow("inquiries"), validate("param", idParamSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const found = await findCase(db, id);
    if (!found) return c.json({ error: NOT_FOUND }, 404);
    const [parts, staff] = await Promise.all([caseParts(db, id), assignableStaff(db)]);
    const start = caseStart(found.serviceId, found.subServiceId, found.language);
    return c.json({ ...found, ...parts, subServiceTitle: getSubService(found.serviceId, found.subServiceId)?.title ?? found.subServiceId, recurring: start?.recurring ?? false, staff }, 200);
  })
  .put("/:id", allow("inquiries"), validate("param", idParamSchema), requireJson, validate("json", caseUpdateSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const { assigneeId, dueOn } = c.req.valid("json");
    const colleague = assigneeId === null ? null : await findAssignable(db, assigneeId);
    if (assigneeId !== null && !colleague) return c.json({ error: NOT_ASSIGNABLE, fieldErrors: { assigneeId: NOT_ASSIGNABLE } }, 422);
    const adminId = c.get("session").admin.id;
    const [row] = await commit(c, db, {
      write: setCaseDetails(db, id, assigneeId, dueOn),
      also: [insertEntry(db, id, adminId, "assigned", colleague?.name ?? null, dueOn ?? "")],
      intent: { type: "case.updated", adminId, id, detail: { assigneeId, dueOn } },
      event: ([updated]) => (updated ? { type: "case.updated", adminId, id, assigneeId, dueOn } : null),
    });
    return row ? c.json({ id, assigneeId, dueOn }, 200) : c.json({ error: NOT_FOUND }, 404);
  })
  /** Closed when the work is done (the client's page, next, then shows the outcome and takes no uploads), or opened again. */
  .put("/:id/status", allow("inquiries"), validate("param", idParamSchema), requireJson, validate("json", caseStatusSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const { status } = c.req.valid("json");
    const found = await findCase(db, id);
    if (!found) return c.json({ error: NOT_FOUND }, 404);
    if (found.status === status) return c.json({ id, status }, 200);
    const adminId = c.get("session").admin.id;
    await commit(c, db, {
      write: setCaseStatus(db, id, status),
      also: [insertEntry(db, id, adminId, status === "closed" ? "closed" : "reopened")],
      intent: { type: "case.status_changed", adminId, id, detail: { status } },
      event: ([row]) => (row ? { type: "case.status_changed", adminId, id, status } : null),
    });
    return c.json({ id, status }, 200);
  })
  /** The next period of a recurring filing, from the last case: the same client and colleague, a fresh checklist and steps. */
  .post("/:id/next-period", allow("inquiries"), validate("param", idParamSchema), requireJson, validate("json", nextPeriodSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const { period, dueOn } = c.req.valid("json");
    const last = await findCase(db, id);
    if (!last) return c.json({ error: NOT_FOUND }, 404);
    const start = caseStart(last.serviceId, last.subServiceId, last.language);
    if (!start?.recurring) return c.json({ error: NOT_RECURRING }, 422);
    if (last.nextCaseId !== null) return c.json({ error: NEXT_EXISTS, id: last.nextCaseId }, 409);
    const admin = c.get("session").admin;
    const { write, also } = insertCase(
      db,
      {
        inquiryId: last.inquiryId,
        followsCaseId: last.id,
        clientName: last.clientName,
        clientPhone: last.clientPhone,
        clientEmail: last.clientEmail,
        language: last.language,
        serviceId: last.serviceId,
        subServiceId: last.subServiceId,
        period,
        assigneeId: last.assigneeId,
        dueOn,
        items: start.items,
        steps: start.steps,
      },
      admin.id,
    );
    const [row] = await commit(c, db, {
      write,
      also,
      intent: { type: "case.created", adminId: admin.id, detail: { follows: last.id, period } },
      event: ([created]) => (created ? { type: "case.created", adminId: admin.id, id: created.id, inquiryId: last.inquiryId } : null),
    });
    return c.json({ id: row!.id }, 201);
  })
  .post("/:id/items", allow("inquiries"), validate("param", idParamSchema), requireJson, validate("json", caseItemSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const { label, note } = c.req.valid("json");
    if (!(await findCase(db, id))) return c.json({ error: NOT_FOUND }, 404);
    const adminId = c.get("session").admin.id;
    const [item] = await commit(c, db, {
      write: insertItem(db, id, label, note),
      also: [insertEntry(db, id, adminId, "item_added", label)],
      intent: { type: "case.item_added", adminId, id, detail: { label } },
      event: ([added]) => (added ? { type: "case.item_added", adminId, id, itemId: added.id } : null),
    });
    return c.json(item!, 201);
  })
  .delete("/:id/items/:itemId", allow("inquiries"), validate("param", caseItemParamSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id, itemId } = c.req.valid("param");
    const item = await findItem(db, id, itemId);
    if (!item) return c.json({ error: ITEM_NOT_FOUND }, 404);
    const adminId = c.get("session").admin.id;
    // Its files stay with the case (the item's link is cleared): a document the client sent is not lost with the request.
    await commit(c, db, {
      write: deleteItem(db, id, itemId),
      also: [insertEntry(db, id, adminId, "item_removed", item.label)],
      intent: { type: "case.item_removed", adminId, id, detail: { label: item.label } },
      event: ([removed]) => (removed ? { type: "case.item_removed", adminId, id, itemId } : null),
    });
    return c.json({ id: itemId }, 200);
  })
  /** Accept an item, or send it back with the reason the client will see. */
  .put("/:id/items/:itemId/state", allow("inquiries"), requireJson, validate("param", caseItemParamSchema), validate("json", caseItemReviewSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id, itemId } = c.req.valid("param");
    const { state, reason } = c.req.valid("json");
    const item = await findItem(db, id, itemId);
    if (!item) return c.json({ error: ITEM_NOT_FOUND }, 404);
    const adminId = c.get("session").admin.id;
    const kind = state === "accepted" ? "item_accepted" : state === "returned" ? "item_returned" : "item_added";
    const [row] = await commit(c, db, {
      write: setItemState(db, id, itemId, state, reason),
      also: [insertEntry(db, id, adminId, kind, item.label, reason ?? "")],
      intent: { type: "case.item_reviewed", adminId, id, detail: { label: item.label, state } },
      event: ([updated]) => (updated ? { type: "case.item_reviewed", adminId, id, itemId, state } : null),
    });
    return c.json(row!, 200);
  })
  .put("/:id/items/:itemId/note", allow("inquiries"), requireJson, validate("param", caseItemParamSchema), validate("json", caseItemNoteSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id, itemId } = c.req.valid("param");
    const { note } = c.req.valid("json");
    const adminId = c.get("session").admin.id;
    const [row] = await commit(c, db, {
      write: setItemNote(db, id, itemId, note),
      intent: { type: "case.item_noted", adminId, id, detail: { note } },
      event: ([updated]) => (updated ? { type: "case.item_noted", adminId, id, itemId } : null),
    });
    return row ? c.json(row, 200) : c.json({ error: ITEM_NOT_FOUND }, 404);
  })
  /** A step ticked off, with its day, an optional reference (an ARN, SRN or acknowledgement number) and note; or undone. */
  .put("/:id/steps/:stepId", allow("inquiries"), requireJson, validate("param", caseStepParamSchema), validate("json", caseStepSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id, stepId } = c.req.valid("param");
    const { done, doneOn, reference, note } = c.req.valid("json");
    const step = await findStep(db, id, stepId);
    if (!step) return c.json({ error: STEP_NOT_FOUND }, 404);
    const adminId = c.get("session").admin.id;
    const [row] = await commit(c, db, {
      write: setStep(db, id, stepId, adminId, done ? { doneOn: doneOn!, reference, note } : null),
      also: [insertEntry(db, id, adminId, done ? "step_done" : "step_reopened", step.label, done ? [reference ? `Ref. ${reference}` : null, note].filter(Boolean).join(" · ") : "")],
      intent: { type: "case.step_done", adminId, id, detail: { step: step.label, done, reference } },
      event: ([updated]) => (updated ? { type: "case.step_done", adminId, id, stepId, done } : null),
    });
    return c.json(row!, 200);
  })
  .post("/:id/notes", allow("inquiries"), validate("param", idParamSchema), requireJson, validate("json", caseNoteSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const { body } = c.req.valid("json");
    if (!(await findCase(db, id))) return c.json({ error: NOT_FOUND }, 404);
    const adminId = c.get("session").admin.id;
    await commit(c, db, {
      write: insertEntry(db, id, adminId, "note", null, body),
      intent: { type: "case.noted", adminId, id },
      event: () => ({ type: "case.noted", adminId, id }),
    });
    return c.json({ id }, 201);
  });
