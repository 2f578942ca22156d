import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { log } from "../lib/log";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  try {
    await getDb(c.env.DB).run(sql`select 1`);
    return c.json({ status: "ok" as const, database: "ok" as const }, 200);
  } catch (err) {
    log("error", "health_database_unavailable", { message: err instanceof Error ? err.message : String(err) });
    return c.json({ status: "degraded" as const, database: "unavailable" as const }, 503);
  }
});
