import { FIRST_RUN_OF_AN_HOUR } from "../testing/cron";
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import worker from "../index";
import { throttleRows } from "../testing/throttle-keys";

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** One event of each age, under scopes of every kind of window. */
async function seedEvents() {
  const rows: [string, number][] = [
    ["visitor-mail-address", 25 * HOUR],
    ["login_pair", 25 * HOUR],
    ["reset_mail_email", 49 * HOUR],
    ["visitor-mail-address", 23 * HOUR],
    ["login_code_account", 10 * 60_000],
    ["form_ip", 60_000],
  ];
  await env.DB.batch(rows.map(([scope, age], i) => env.DB.prepare("insert into throttle_events (scope, key, created_at) values (?, ?, ?)").bind(scope, `key-${i}`, ago(age))));
}

async function runCron(bindings: Partial<typeof env> = {}) {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: FIRST_RUN_OF_AN_HOUR }), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
}

beforeEach(() => env.DB.prepare("delete from throttle_events").run());

describe("the hourly cron", () => {
  it("drops throttle events older than the longest window (the visitor mail caps' day), and keeps the rest", async () => {
    await seedEvents();
    await runCron();
    expect((await throttleRows()).map((row) => row.key).sort()).toEqual(["key-3", "key-4", "key-5"]);
  });

  it("keeps events as long as a longer sign-in lock still counts them", async () => {
    await seedEvents();
    await runCron({ LOGIN_LOCK_MINUTES: String(48 * 60) });
    expect((await throttleRows()).map((row) => row.key).sort()).toEqual(["key-0", "key-1", "key-3", "key-4", "key-5"]);
  });
});
