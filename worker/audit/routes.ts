import { Hono } from "hono";
import { activityListQuery } from "#core/schemas/list-query";
import type { AdminEnv } from "../auth/require-admin";
import { getDb } from "../db/client";
import { validate } from "../http/validate";
import { listActivity } from "./data";

/** /api/admin/activity: the audit trail, read-only — no route changes or removes an entry. */
export const activityRoutes = new Hono<AdminEnv>().get("/", validate("query", activityListQuery), async (c) =>
  c.json(await listActivity(getDb(c.env.DB), c.req.valid("query")), 200),
);
