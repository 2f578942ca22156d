import { Hono } from "hono";
import * as v from "valibot";
import { subServiceParamSchema } from "#core/schemas/sub-service-fee";
import * as answersEn from "#core/content/sub-service-answers";
import * as answersHi from "#core/content/hi/sub-service-answers";
import * as subServicesEn from "#core/content/sub-services";
import * as subServicesHi from "#core/content/hi/sub-services";
import { locales } from "#core/i18n/locale";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { validate } from "../http/validate";
import { findFee } from "./fees";
import { resolveSubService } from "./sub-service";
import { CACHE_TAG_HEADER } from "../page-cache/cache-tags";
import { serviceLineTag } from "./cache-tags";

/**
 * /api/services: what a sub-service page shows beyond the layout, in one answer: its copy, its
 * siblings' titles, the buyer's answers and the firm's fee. The page's loader calls it (in-process
 * on the server), so the copy of one sub-service travels in that page's data, not in every page's script.
 */
const languageQuery = v.object({ lang: v.optional(v.picklist(locales, "Choose en or hi."), "en") });

export const serviceRoutes = new Hono<AppEnv>().get("/:serviceId/:subServiceId", validate("param", subServiceParamSchema), validate("query", languageQuery), async (c) => {
  const { serviceId, subServiceId } = c.req.valid("param");
  // ?lang=hi: the Hindi page's words (core/content/hi); the fee is the same in both languages.
  const hindi = c.req.valid("query").lang === "hi";
  const { subServices, getSubService } = hindi ? subServicesHi : subServicesEn;
  const { subServiceAnswer } = hindi ? answersHi : answersEn;
  const found = resolveSubService(serviceId, subServiceId);
  const subService = found && getSubService(found.serviceId, found.subService.id);
  const answer = found && subServiceAnswer(found.serviceId, found.subService.id);
  if (!found || !subService || !answer) return c.json({ error: "Service not found" }, 404);
  const fee = await findFee(getDb(c.env.DB), found.serviceId, found.subService.id);
  return c.json(
    {
      serviceId: found.serviceId,
      subService,
      siblings: subServices[found.serviceId].map((sub) => ({ id: sub.id, title: sub.title })),
      answer,
      fee,
    },
    200,
    { [CACHE_TAG_HEADER]: serviceLineTag(found.serviceId) },
  );
});
