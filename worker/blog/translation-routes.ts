import { Hono } from "hono";
import * as v from "valibot";
import { idParam, idParamSchema } from "#core/schemas/common";
import { allow } from "../access/permissions";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { validate } from "../http/validate";
import { findTranslation, listTranslatable } from "./translations";

const translatableQuery = v.object({ for: v.optional(idParam) });

/**
 * /api/admin/blogs: what the editor shows of a post's pair. Mounted before the posts' own routes,
 * whose `/:id` would otherwise take "translatable" for an id.
 */
export const blogTranslationRoutes = new Hono<AdminEnv>()
  /** The English posts a Hindi post may translate (`for`: the Hindi post's id, whose original stays listed). */
  .get("/translatable", allow("content"), validate("query", translatableQuery), async (c) => {
    const posts = await listTranslatable(getDb(c.env.DB), c.req.valid("query").for);
    return c.json({ posts }, 200);
  })
  /** An English post's Hindi translation, or null. */
  .get("/:id/translation", allow("content"), validate("param", idParamSchema), async (c) => {
    const translation = await findTranslation(getDb(c.env.DB), c.req.valid("param").id);
    return c.json({ translation: translation ?? null }, 200);
  });
