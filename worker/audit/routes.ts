import { Hono } from "hono";
import { activityListQuery } from "#core/schemas/list-query";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { validate } from "../http/validate";
import type { ActivityReader } from "./data";
import { allow } from "../access/permissions";

/** /api/admin/activity: the audit trail, read-only — no route changes or removes an entry. */
export const activityRoutes = (activity: ActivityReader) =>
  new Hono<AdminEnv>().get("/", allow("settings"), validate("query", activityListQuery), async (c) => c.json(await activity.list(getDb(c.env.DB), c.req.valid("query")), 200));
