import { FIRST_RUN_OF_AN_HOUR } from "../testing/cron";
import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { app } from "../app";
import { getDb } from "../db/client";
import { count } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../db/client";
import type { AppEnv } from "../env";
import { eventHandlers, healthRetries } from "../features";
import { healthRoutes } from "./routes";
import { cronRuns } from "./tables";
import worker from "../index";
import { captureLogs } from "../testing/capture-logs";
import { unavailableDatabase } from "../testing/failing-database";
import { MAIL_CONFIGURED } from "../testing/recording-email";
import { CRON_STALE_AFTER_MS, FREQUENT_STALE_AFTER_MS, KEPT_CRON_RUNS, cronState, recordCronRun, runCronTasks } from "./cron-runs";

// Each test starts from a fresh database's cron record and waiting work; one that needs an earlier
// successful run has the scheduled handler run first.

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

interface Health {
  status: string;
  database: string;
  siteUrl?: string;
  cron: string;
  lastSuccessfulCron: string | null;
  lastSuccessfulHourlyCron: string | null;
  lastCronRun: { startedAt: string; finishedAt: string; failedTasks: string[] } | null;
  retries: { notifications: number; deletions: number; newsletterSends: number } | null;
  mail: { notifications: boolean; replies: boolean };
}

async function health(url = "http://localhost/api/health", bindings: Partial<typeof env> = {}) {
  const res = await app.request(url, {}, { ...env, ...bindings });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as Health };
}

/** A deployed origin with SITE_URL set: where a stale cron degrades the health. */
const deployed = () => health("https://www.firm.in/api/health", { SITE_URL: "https://www.firm.in" });

async function runScheduled() {
  const ctx = createExecutionContext();
  // The first run of an hour: the hourly work runs too.
  worker.scheduled(createScheduledController({ scheduledTime: FIRST_RUN_OF_AN_HOUR, cron: "*/5 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const cronRows = () =>
  env.DB.prepare("select id, started_at as startedAt, finished_at as finishedAt, failed_tasks as failedTasks from cron_runs order by id").all<{
    id: number;
    startedAt: string;
    finishedAt: string;
    failedTasks: string;
  }>();

describe("GET /api/health", () => {
  beforeEach(() => env.DB.batch(["cron_runs", "inquiries", "pending_object_deletions", "newsletter_sends"].map((table) => env.DB.prepare(`delete from ${table}`))));

  it("on a fresh database: ok, no cron run yet, nothing waiting, mail off; exactly these fields", async () => {
    const res = await SELF.fetch("http://localhost/api/health");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body as object).sort()).toEqual(["cron", "database", "lastCronRun", "lastSuccessfulCron", "lastSuccessfulHourlyCron", "mail", "retries", "status"]);
    expect(body).toStrictEqual({
      status: "ok",
      database: "ok",
      cron: "not_yet_run",
      lastSuccessfulCron: null,
      lastSuccessfulHourlyCron: null,
      lastCronRun: null,
      retries: { notifications: 0, deletions: 0, newsletterSends: 0 },
      mail: { notifications: false, replies: false },
    });
    // A deployed origin is not degraded by a cron that has not run yet either (a fresh deploy).
    const fresh = await deployed();
    expect(fresh.status).toBe(200);
    expect(fresh.body).not.toHaveProperty("siteUrl");
    // Without SITE_URL there, the one field more.
    const missing = await health("https://www.firm.in/api/health", { SITE_URL: "" });
    expect(missing.status).toBe(503);
    expect(missing.body).toStrictEqual({ ...(body as object), status: "degraded", siteUrl: "missing" });
  });

  it("after the worker's scheduled handler ran: the run recorded, with no failed task", async () => {
    const before = new Date().toISOString();
    await runScheduled();
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body).toStrictEqual({
      status: "ok",
      database: "ok",
      cron: "ok",
      lastSuccessfulCron: expect.stringMatching(ISO),
      lastSuccessfulHourlyCron: expect.stringMatching(ISO),
      lastCronRun: { startedAt: expect.stringMatching(ISO), finishedAt: expect.stringMatching(ISO), failedTasks: [] },
      retries: { notifications: 0, deletions: 0, newsletterSends: 0 },
      mail: { notifications: false, replies: false },
    });
    expect(body.lastSuccessfulCron).toBe(body.lastCronRun?.finishedAt);
    expect(body.lastSuccessfulHourlyCron).toBe(body.lastCronRun?.finishedAt);
    expect(body.lastCronRun!.startedAt >= before).toBe(true);
    expect(body.lastCronRun!.finishedAt >= body.lastCronRun!.startedAt).toBe(true);
    expect((await cronRows()).results).toHaveLength(1);
  });

  it("a run with a failing task: recorded with the task's name, the other tasks still run, the last success unchanged", async () => {
    await runScheduled();
    const { body: earlier } = await health();
    const ran: string[] = [];
    const tasks = [
      { feature: "inquiries", task: async function retryNotifications() { ran.push("first"); } },
      { feature: "media", task: async function sweepObjectDeletions() { throw new Error("D1_ERROR: simulated"); } },
      { feature: "lib", task: async function pruneThrottleEvents() { ran.push("last"); } },
    ];
    const logs = await captureLogs(() => runCronTasks(env, tasks, { env, handlers: eventHandlers, ip: null }, true));
    expect(ran.sort()).toEqual(["first", "last"]);
    expect(logs.map((l) => l.entry)).toContainEqual(expect.objectContaining({ level: "error", event: "scheduled_task_failed", feature: "media", task: "sweepObjectDeletions" }));

    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.lastCronRun).toStrictEqual({ startedAt: expect.stringMatching(ISO), finishedAt: expect.stringMatching(ISO), failedTasks: ["media.sweepObjectDeletions"] });
    expect(body.lastCronRun!.finishedAt).not.toBe(earlier.lastCronRun!.finishedAt);
    expect(body.lastSuccessfulCron).toBe(earlier.lastSuccessfulCron);
    expect(body.cron).toBe("ok"); // one failed run within the hour is reported, not degraded
  });

  it("a task of the scheduled handler that fails is named in the run's record", async () => {
    await runScheduled();
    const { body: earlier } = await health();
    const ctx = createExecutionContext();
    const logs = await captureLogs(async () => {
      worker.scheduled(createScheduledController({ scheduledTime: FIRST_RUN_OF_AN_HOUR, cron: "*/5 * * * *" }), { ...env, DB: refusing(env.DB, /^delete from "throttle_events"/) }, ctx);
      await waitOnExecutionContext(ctx);
    });
    expect(logs.map((l) => l.entry)).toContainEqual(expect.objectContaining({ event: "scheduled_task_failed", feature: "lib", task: "pruneThrottleEvents" }));
    const { body } = await health();
    expect(body.lastCronRun?.failedTasks).toEqual(["lib.pruneThrottleEvents"]);
    expect(body.lastSuccessfulCron).toBe(earlier.lastSuccessfulCron);
  });

  it("counts the work waiting for the cron: a pending notification, an object deletion, an unfinished newsletter send", async () => {
    await env.DB.batch([
      // Waiting (counted), then sent, given up and off (not counted).
      env.DB.prepare("insert into inquiries (reference, name, email, type, message, notify_status, notify_attempts, notify_next_at) values ('VBS-HLTH-0001', 'A', 'a@example.in', 'contact', 'x', 'pending', 1, '2000-01-01T00:00:00.000Z')"),
      env.DB.prepare("insert into inquiries (reference, name, email, type, message, notify_status) values ('VBS-HLTH-0002', 'B', 'b@example.in', 'contact', 'x', 'sent')"),
      env.DB.prepare("insert into inquiries (reference, name, email, type, message, notify_status) values ('VBS-HLTH-0003', 'C', 'c@example.in', 'contact', 'x', 'failed')"),
      env.DB.prepare("insert into inquiries (reference, name, email, type, message, notify_status) values ('VBS-HLTH-0004', 'D', 'd@example.in', 'contact', 'x', 'off')"),
      env.DB.prepare("insert into pending_object_deletions (key) values ('blog-images/gone.webp')"),
      env.DB.prepare("insert into newsletter_sends (post_title, recipients, site_origin, last_subscriber_id) values ('Open', 10, 'https://www.firm.in', 10)"),
      env.DB.prepare("insert into newsletter_sends (post_title, recipients, site_origin, last_subscriber_id, finished_at) values ('Done', 10, 'https://www.firm.in', 10, '2000-01-01T00:00:00.000Z')"),
    ]);
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.retries).toStrictEqual({ notifications: 1, deletions: 1, newsletterSends: 1 });
  });

  it("reports the retries it is handed, each under the name its owner declared", async () => {
    // A made-up declaration: the kit knows no feature's work, only what the composition hands it.
    const routes = healthRoutes({ runsKept: (db: Database) => db.select({ count: count() }).from(cronRuns) });
    await recordCronRun(getDb(env.DB), { startedAt: "2026-01-01T00:00:00.000Z", finishedAt: "2026-01-01T00:00:01.000Z", failedTasks: [], hourly: false });
    const res = await new Hono<AppEnv>().route("/api/health", routes).request("http://localhost/api/health", {}, env);
    const body = (await res.json()) as { retries: unknown };
    expect(body.retries).toStrictEqual({ runsKept: 1 });
    // The composed one: each feature's declared figure and the media kit's deletions.
    expect(Object.keys(healthRetries).sort()).toEqual(["deletions", "newsletterSends", "notifications"]);
  });

  it("says whether mail is configured, never the addresses", async () => {
    const { body, text } = await health("http://localhost/api/health", MAIL_CONFIGURED);
    expect(body.mail).toStrictEqual({ notifications: true, replies: true });
    expect(text).not.toContain("@");
    expect(text).not.toContain("vriddhi.test");
    const sender = await health("http://localhost/api/health", { MAIL_FROM: "website@vriddhi.test", NOTIFY_TO: "" });
    expect(sender.body.mail).toStrictEqual({ notifications: false, replies: true });
  });

  it("is degraded (503) on a deployed origin when the hourly work has not succeeded for over two hours, though every run since published; locally it only says so", async () => {
    await env.DB.prepare("delete from cron_runs").run();
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    const db = getDb(env.DB);
    const lastHourlySuccess = ago(3 * 3600_000 - 5000);
    await recordCronRun(db, { startedAt: ago(3 * 3600_000), finishedAt: lastHourlySuccess, failedTasks: [], hourly: true });
    await recordCronRun(db, { startedAt: ago(2 * 3600_000), finishedAt: ago(2 * 3600_000 - 5000), failedTasks: ["inquiries.retryNotifications"], hourly: true });
    await recordCronRun(db, { startedAt: ago(3600_000), finishedAt: ago(3600_000 - 5000), failedTasks: ["inquiries.retryNotifications"], hourly: true });
    // The five-minute runs in between succeed: they publish what is due, and do not hide the failing hour.
    const lastSuccess = ago(4 * 60_000);
    await recordCronRun(db, { startedAt: ago(5 * 60_000), finishedAt: lastSuccess, failedTasks: [], hourly: false });

    const remote = await deployed();
    expect(remote.status).toBe(503);
    expect(remote.body).toMatchObject({ status: "degraded", database: "ok", cron: "stale", lastSuccessfulCron: lastSuccess, lastSuccessfulHourlyCron: lastHourlySuccess });
    expect(remote.body.lastCronRun?.failedTasks).toEqual([]);
    expect(remote.body).not.toHaveProperty("siteUrl");

    const local = await health();
    expect(local.status).toBe(200);
    expect(local.body).toMatchObject({ status: "ok", cron: "stale" });

    // A successful run puts it right.
    await runScheduled();
    expect(await deployed()).toMatchObject({ status: 200, body: { status: "ok", cron: "ok" } });
  });

  it("keeps only the newest runs", async () => {
    await env.DB.prepare(
      "with recursive n(i) as (select 1 union all select i + 1 from n where i < ?) insert into cron_runs (started_at, finished_at, failed_tasks) select '2000-01-01T00:00:00.000Z', '2000-01-01T00:00:01.000Z', '[]' from n",
    )
      .bind(KEPT_CRON_RUNS + 10)
      .run();
    await recordCronRun(getDb(env.DB), { startedAt: new Date().toISOString(), finishedAt: new Date().toISOString(), failedTasks: [], hourly: false });
    const { results } = await cronRows();
    expect(results).toHaveLength(KEPT_CRON_RUNS);
    expect(results.at(-1)!.startedAt > "2001").toBe(true);
  });

  it("answers 503 without the cron's record or the counts when D1 is unavailable", async () => {
    const logs = await captureLogs(async () => {
      const { status, body } = await health("http://localhost/api/health", { DB: unavailableDatabase() });
      expect(status).toBe(503);
      expect(body).toStrictEqual({
        status: "degraded",
        database: "unavailable",
        cron: "unknown",
        lastSuccessfulCron: null,
        lastSuccessfulHourlyCron: null,
        lastCronRun: null,
        retries: null,
        mail: { notifications: false, replies: false },
      });
    });
    expect(logs.map((l) => l.entry.event)).toContain("health_database_unavailable");
  });
});

describe("cronState", () => {
  const now = Date.parse("2026-11-01T12:00:00.000Z");
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();

  const state = (lastSuccessful: string | null, lastSuccessfulHourly: string | null, oldestStarted: string | null) =>
    cronState({ lastSuccessful, lastSuccessfulHourly, oldestStarted }, now);
  const hourlyLimit = CRON_STALE_AFTER_MS / 60_000;
  const frequentLimit = FREQUENT_STALE_AFTER_MS / 60_000;

  it("is not_yet_run without a recorded run, ok within both windows, stale past either", () => {
    expect(state(null, null, null)).toBe("not_yet_run");
    expect(state(at(3), at(59), at(3000))).toBe("ok");
    expect(state(at(3), at(hourlyLimit - 1), at(3000))).toBe("ok");
    expect(state(at(3), at(hourlyLimit + 1), at(3000))).toBe("stale");
    expect(state(at(frequentLimit + 1), at(30), at(3000))).toBe("stale");
  });

  it("without a success, counts from the oldest recorded run", () => {
    expect(state(null, null, at(10))).toBe("ok");
    expect(state(null, null, at(frequentLimit + 1))).toBe("stale");
    expect(state(at(2), null, at(hourlyLimit + 1))).toBe("stale");
  });
});

/** The real database, except that the statements matching `refused` fail when run. */
function refusing(db: D1Database, refused: RegExp): D1Database {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare") {
        return (query: string) => {
          const statement = target.prepare(query);
          if (!refused.test(query)) return statement;
          const fail = () => Promise.reject(new Error("D1_ERROR: simulated failure"));
          const failing = { bind: () => failing, first: fail, run: fail, all: fail, raw: fail };
          return failing;
        };
      }
      const value: unknown = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
