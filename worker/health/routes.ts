import { Hono } from "hono";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { log } from "../lib/log";
import { configuredSiteOrigin } from "../lib/site-origin";
import { mailStatus } from "../mail/settings";
import { readHealth } from "./data";
import type { HealthRetries } from "./retries";

/** A public https origin (not localhost): where the site is deployed, so SITE_URL must be set. */
function isDeployedOrigin(requestUrl: string): boolean {
  const { protocol, hostname } = new URL(requestUrl);
  return protocol === "https:" && hostname !== "localhost" && !hostname.endsWith(".localhost") && hostname !== "127.0.0.1" && hostname !== "[::1]";
}

/** What is known without the database: the cron's record and the waiting work are its to tell. */
const unknownFromDatabase = { cron: "unknown", lastSuccessfulCron: null, lastSuccessfulHourlyCron: null, lastCronRun: null, retries: null } as const;

/**
 * The site's health, for uptime monitors and the admin dashboard's "System health" card. Public:
 * it carries states, times and counts, never an address, a setting's value or an error message.
 *
 * ```ts
 * {
 *   status: "ok" | "degraded",          // "degraded" answers 503, "ok" 200
 *   database: "ok" | "unavailable",      // D1 answered the reads below
 *   siteUrl?: "missing",                 // only on a deployed origin without SITE_URL (no mail could carry a link)
 *   cron: "ok" | "stale" | "not_yet_run" | "unknown",
 *     // "stale": no successful run for 15 min (one is due every 5), or none with the hourly work for
 *     // 2 h 15 min; "not_yet_run": no run recorded
 *     // (a fresh database, local development); "unknown": the database is unavailable
 *   lastSuccessfulCron: string | null,   // ISO time the newest run without a failed task finished
 *   lastSuccessfulHourlyCron: string | null,  // the same, of the runs that did the hourly work
 *   lastCronRun: { startedAt: string; finishedAt: string; failedTasks: string[] } | null,
 *     // the newest run, failed or not; failedTasks names each failed task "feature.function"
 *   retries: { [name]: number } | null,
 *     // work waiting for the cron, a count under each name its owner declares (`healthRetries`,
 *     // worker/features.ts): notifications (staff notifications to send), newsletterSends (newsletter
 *     // sends not finished), deletions (R2 deletions to retry); null when the database is unavailable
 *   mail: { notifications: boolean; replies: boolean },  // mail settings present (worker/mail/settings.ts)
 * }
 * ```
 *
 * Degraded (503) when the database is unavailable or, where the site is deployed (an https origin
 * other than localhost), SITE_URL is missing or the cron is stale. Locally no cron trigger fires,
 * so a stale record there is reported and does not degrade; a fresh database is never stale.
 */
export const healthRoutes = <Retries extends HealthRetries>(retries: Retries) =>
  new Hono<AppEnv>().get("/", async (c) => {
    const deployed = isDeployedOrigin(c.req.url);
    const siteUrlMissing = !configuredSiteOrigin(c.env) && deployed;
    let read: Awaited<ReturnType<typeof readHealth<Retries>>> | null = null;
    try {
      read = await readHealth(getDb(c.env.DB), retries);
    } catch (err) {
      log("error", "health_database_unavailable", { message: err instanceof Error ? err.message : String(err) });
    }
    const database = read ? ("ok" as const) : ("unavailable" as const);
    if (siteUrlMissing) log("warn", "health_site_url_missing", { origin: new URL(c.req.url).origin });
    const cronStale = deployed && read?.cron === "stale";
    if (cronStale) log("warn", "health_cron_stale", { lastSuccessfulCron: read?.lastSuccessfulCron ?? null, lastSuccessfulHourlyCron: read?.lastSuccessfulHourlyCron ?? null });
    const degraded = database !== "ok" || siteUrlMissing || cronStale;
    const body = {
      status: degraded ? ("degraded" as const) : ("ok" as const),
      database,
      ...(siteUrlMissing ? { siteUrl: "missing" as const } : {}),
      ...(read ?? unknownFromDatabase),
      mail: mailStatus(c.env),
    };
    return c.json(body, degraded ? 503 : 200);
  });
