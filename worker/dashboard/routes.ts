import { Hono } from "hono";
import { getDb } from "../db/client";
import { dashboardStats, recentActivity } from "./data";
import type { AdminEnv } from "../auth/require-admin";

export const dashboardRoutes = new Hono<AdminEnv>().get("/", async (c) => {
  const db = getDb(c.env.DB);
  const [stats, activity] = await Promise.all([dashboardStats(db), recentActivity(db)]);
  return c.json({ stats, activity }, 200);
});
