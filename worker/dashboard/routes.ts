import { Hono } from "hono";
import type { AdminEnv } from "../auth/require-admin";
import type { ActivityReader } from "../audit/data";
import { getDb } from "../db/client";
import { launchChecklist } from "./checklist";
import { dashboardStats } from "./data";
import { leadsByMonth } from "./leads";

/** The dashboard: its figures, the audit trail's latest entries (read as the features name them), leads and the checklist. */
export const dashboardRoutes = (activity: ActivityReader) =>
  new Hono<AdminEnv>()
    .get("/", async (c) => {
      const db = getDb(c.env.DB);
      const [stats, recent] = await Promise.all([dashboardStats(db), activity.recent(db)]);
      return c.json({ stats, activity: recent }, 200);
    })
    /** Leads per month by service line and by source. */
    .get("/leads", async (c) => c.json(await leadsByMonth(getDb(c.env.DB)), 200))
    /** What is still missing or a placeholder before launch. */
    .get("/checklist", async (c) => c.json(await launchChecklist(getDb(c.env.DB)), 200));
