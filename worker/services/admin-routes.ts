import { Hono } from "hono";
import { subServiceFeeSchema, subServiceParamSchema } from "#core/schemas/sub-service-fee";
import { serviceLines } from "#core/content/service-lines";
import { subServices } from "#core/content/sub-services";
import type { AdminEnv } from "../auth/require-admin";
import { getDb } from "../db/client";
import { commit } from "../events/commit";
import type { DomainEvent } from "../events/types";
import { requireJson, validate } from "../http/validate";
import { listFees, saveFee } from "./fees";
import { resolveSubService } from "./sub-service";
import { allow } from "../auth/permissions";

/**
 * /api/admin/services: the 27 sub-services with the firm's fee, timeline and note, and saving one.
 * A save is a public-content event: the content version moves in the same batch, so cached pages
 * show the new fee on the next request, and the audit trail keeps what was set.
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
          updatedAt: fee?.updatedAt ?? null,
        };
      }),
    );
    return c.json({ rows }, 200);
  })
  .put("/:serviceId/:subServiceId", allow("content"), requireJson, validate("param", subServiceParamSchema), validate("json", subServiceFeeSchema), async (c) => {
    const { serviceId, subServiceId } = c.req.valid("param");
    const found = resolveSubService(serviceId, subServiceId);
    if (!found) return c.json({ error: "Service not found" }, 404);
    const fee = c.req.valid("json");
    const adminId = c.get("session").admin.id;
    const event: DomainEvent = { type: "sub_service_fee.updated", adminId, serviceId: found.serviceId, subServiceId: found.subService.id };
    const detail = { serviceId: found.serviceId, subServiceId: found.subService.id, title: found.subService.title, ...fee };
    const db = getDb(c.env.DB);
    await commit(c, db, {
      write: saveFee(db, found.serviceId, found.subService.id, fee, adminId),
      intent: { type: event.type, adminId, detail },
      event: () => event,
    });
    return c.json({ serviceId: found.serviceId, subServiceId: found.subService.id, ...fee }, 200);
  });
