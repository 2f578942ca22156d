import { type Context, Hono } from "hono";
import * as v from "valibot";
import { feeRevisionParamSchema, type SubServiceFeeInput, subServiceFeeSchema, subServiceParamSchema } from "#core/schemas/sub-service-fee";
import { serviceLines } from "#core/content/service-lines";
import { subServices } from "#core/content/sub-services";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { commit } from "../events/commit";
import type { DomainEvent } from "../events/types";
import { requireJson, validate } from "../http/validate";
import { findRevision, insertRevision, listRevisions, REVISION_GONE } from "../publishable/revisions";
import { revisionStatements } from "../publishable/revision-record";
import { findFeeWithDate, listFees, saveFee } from "./fees";
import { type ResolvedSubService, resolveSubService } from "./sub-service";
import { allow } from "../access/permissions";

/**
 * /api/admin/services: the 27 sub-services with the firm's fee, timeline and note, saving one, and
 * each one's revisions with the restore of any.
 */
export const serviceAdminRoutes = new Hono<AdminEnv>()
  .get("/", allow("content"), async (c) => {
    const fees = new Map((await listFees(getDb(c.env.DB))).map((fee) => [`${fee.serviceId}/${fee.subServiceId}`, fee]));
    const rows = serviceLines.flatMap((line) =>
      subServices[line.id].map((sub) => {
        const fee = fees.get(`${line.id}/${sub.id}`);
        return {
          serviceId: line.id,
          serviceTitle: line.title,
          subServiceId: sub.id,
          title: sub.title,
          feeFrom: fee?.feeFrom ?? null,
          timeline: fee?.timeline ?? null,
          note: fee?.note ?? null,
          timelineHi: fee?.timelineHi ?? null,
          noteHi: fee?.noteHi ?? null,
          updatedAt: fee?.updatedAt ?? null,
        };
      }),
    );
    return c.json({ rows }, 200);
  })
  .put("/:serviceId/:subServiceId", allow("content"), requireJson, validate("param", subServiceParamSchema), validate("json", subServiceFeeSchema), async (c) => {
    const { serviceId, subServiceId } = c.req.valid("param");
    const found = resolveSubService(serviceId, subServiceId);
    if (!found) return c.json({ error: SERVICE_NOT_FOUND }, 404);
    return c.json(await storeFee(c, found, c.req.valid("json")), 200);
  })
  .get("/:serviceId/:subServiceId/revisions", allow("content"), validate("param", subServiceParamSchema), async (c) => {
    const { serviceId, subServiceId } = c.req.valid("param");
    const found = resolveSubService(serviceId, subServiceId);
    if (!found) return c.json({ error: SERVICE_NOT_FOUND }, 404);
    const rows = await listRevisions(getDb(c.env.DB), feeSubject(found));
    return c.json({ revisions: rows.map(({ data, ...row }) => ({ ...row, fields: data as SubServiceFeeInput })) }, 200);
  })
  .post("/:serviceId/:subServiceId/revisions/:revision/restore", allow("content"), validate("param", feeRevisionParamSchema), async (c) => {
    const { serviceId, subServiceId, revision } = c.req.valid("param");
    const found = resolveSubService(serviceId, subServiceId);
    if (!found) return c.json({ error: SERVICE_NOT_FOUND }, 404);
    const kept = await findRevision(getDb(c.env.DB), feeSubject(found), revision);
    if (!kept) return c.json({ error: REVISION_GONE }, 404);
    // Read through the schema: a revision kept before the Hindi fields existed restores them as empty.
    return c.json(await storeFee(c, found, v.parse(subServiceFeeSchema, kept.data), kept.id), 200);
  });

const SERVICE_NOT_FOUND = "Service not found";

const feeSubject = (found: ResolvedSubService) => ({ entity: "service_fee" as const, key: `${found.serviceId}/${found.subService.id}` });

/**
 * Stores a sub-service's fee (or an earlier revision of it, `restoredFrom`) and keeps it as a
 * revision. A public-content event: the content version moves in the same batch, so cached pages
 * show the new fee on the next request, and the audit trail keeps what was set.
 */
async function storeFee(c: Context<AdminEnv>, found: ResolvedSubService, fee: SubServiceFeeInput, restoredFrom?: number) {
  const adminId = c.get("session").admin.id;
  const event: DomainEvent = { type: "sub_service_fee.updated", adminId, serviceId: found.serviceId, subServiceId: found.subService.id };
  const detail = { serviceId: found.serviceId, subServiceId: found.subService.id, title: found.subService.title, ...fee, ...(restoredFrom ? { restoredFrom } : {}) };
  const db = getDb(c.env.DB);
  const subject = feeSubject(found);
  const revisions = await revisionStatements(db, subject, insertRevision(db, subject, fee, adminId, { restoredFrom }), async () => {
    const before = await findFeeWithDate(db, found.serviceId, found.subService.id);
    return (
      before && {
        data: { feeFrom: before.feeFrom, timeline: before.timeline, note: before.note, timelineHi: before.timelineHi, noteHi: before.noteHi },
        savedAt: before.updatedAt,
      }
    );
  });
  await commit(c, db, {
    write: saveFee(db, found.serviceId, found.subService.id, fee, adminId),
    also: revisions,
    intent: { type: event.type, adminId, detail },
    event: () => event,
  });
  return { serviceId: found.serviceId, subServiceId: found.subService.id, ...fee };
}
