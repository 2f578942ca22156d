import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { log } from "../lib/log";
import { configuredSiteOrigin } from "../lib/site-origin";

/** A public https origin (not localhost): where the site is deployed, so SITE_URL must be set. */
function isDeployedOrigin(requestUrl: string): boolean {
  const { protocol, hostname } = new URL(requestUrl);
  return protocol === "https:" && hostname !== "localhost" && !hostname.endsWith(".localhost") && hostname !== "127.0.0.1" && hostname !== "[::1]";
}

/**
 * The site's health: the database, and, where the site is deployed (an https origin other than
 * localhost), SITE_URL, without which no mail carries a link (password resets, newsletter
 * confirmations). Either missing answers 503 "degraded", naming what is missing.
 */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const siteUrlMissing = !configuredSiteOrigin(c.env) && isDeployedOrigin(c.req.url);
  let database: "ok" | "unavailable" = "ok";
  try {
    await getDb(c.env.DB).run(sql`select 1`);
  } catch (err) {
    log("error", "health_database_unavailable", { message: err instanceof Error ? err.message : String(err) });
    database = "unavailable";
  }
  if (siteUrlMissing) log("warn", "health_site_url_missing", { origin: new URL(c.req.url).origin });
  const degraded = database !== "ok" || siteUrlMissing;
  const body = { status: degraded ? ("degraded" as const) : ("ok" as const), database, ...(siteUrlMissing ? { siteUrl: "missing" as const } : {}) };
  return c.json(body, degraded ? 503 : 200);
});
