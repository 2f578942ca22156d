import { Hono } from "hono";
import { subServiceParamSchema } from "#core/schemas/sub-service-fee";
import { subServiceAnswer } from "#core/content/sub-service-answers";
import { subServices } from "#core/content/sub-services";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { validate } from "../http/validate";
import { findFee } from "./fees";
import { resolveSubService } from "./sub-service";
import { CACHE_TAG_HEADER, cacheTags } from "../page-cache/cache-tags";

/**
 * /api/services: what a sub-service page shows beyond the layout, in one answer: its copy, its
 * siblings' titles, the buyer's answers and the firm's fee. The page's loader calls it (in-process
 * on the server), so the copy of one sub-service travels in that page's data, not in every page's script.
 */
export const serviceRoutes = new Hono<AppEnv>().get("/:serviceId/:subServiceId", validate("param", subServiceParamSchema), async (c) => {
  const { serviceId, subServiceId } = c.req.valid("param");
  const found = resolveSubService(serviceId, subServiceId);
  const answer = found && subServiceAnswer(found.serviceId, found.subService.id);
  if (!found || !answer) return c.json({ error: "Service not found" }, 404);
  const fee = await findFee(getDb(c.env.DB), found.serviceId, found.subService.id);
  return c.json(
    {
      serviceId: found.serviceId,
      subService: found.subService,
      siblings: subServices[found.serviceId].map((sub) => ({ id: sub.id, title: sub.title })),
      answer,
      fee,
    },
    200,
    { [CACHE_TAG_HEADER]: cacheTags.serviceLine(found.serviceId) },
  );
});
