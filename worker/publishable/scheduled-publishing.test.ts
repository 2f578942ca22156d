import { FIRST_RUN_OF_AN_HOUR } from "../testing/cron";
import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { publishScheduledPosts } from "../blog/resource";
import { eventHandlers } from "../features";
import worker from "../index";
import { call, createDraftPost, signIn, sqlRun } from "../testing/admin-helpers";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const schedule = (id: number, publishAt: string | null) => call(`/api/admin/blogs/${id}/schedule`, { method: "PUT", cookie, json: { publishAt } });
const post = (id: number) =>
  env.DB.prepare("select published, publish_at as publishAt, scheduled_by as scheduledBy from blogs where id = ?").bind(id).first<{ published: number; publishAt: string | null; scheduledBy: number | null }>();
const audit = (id: number) =>
  env.DB.prepare("select action, admin_id as adminId, detail from audit_log where record_type = 'post' and record_id = ? order by id")
    .bind(id)
    .all<{ action: string; adminId: number | null; detail: string | null }>()
    .then((r) => r.results);
/** What the public sees of a post: its page's API, the sitemap and the RSS feed. */
async function publicly(slug: string) {
  const [page, sitemap, rss] = await Promise.all([SELF.fetch(`http://localhost/api/blogs/${slug}`), SELF.fetch("http://localhost/sitemap.xml"), SELF.fetch("http://localhost/blog/rss.xml")]);
  return { page: page.status, sitemap: (await sitemap.text()).includes(`/blog/${slug}`), rss: (await rss.text()).includes(`/blog/${slug}`) };
}
/** A scheduled post whose time has come: the route refuses a past time, so the row is moved back by hand. */
async function duePost(slug: string) {
  const id = await createDraftPost(cookie, slug);
  expect((await schedule(id, inMinutes(10))).status).toBe(200);
  await sqlRun("update blogs set publish_at = ? where id = ?", inMinutes(-1), id);
  return id;
}
/** One run of the worker's cron trigger at `scheduledTime`, awaited to the end. */
async function cronRun(scheduledTime = Date.parse("2026-11-27T06:10:00Z")) {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ scheduledTime, cron: "*/5 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}
const events = { env, handlers: eventHandlers, ip: null };

describe("scheduling a draft", () => {
  it("keeps it a draft, absent from the site, the sitemap and RSS, and records who scheduled it when", async () => {
    const id = await createDraftPost(cookie, "gst-audit-checklist");
    const at = inMinutes(30);
    const res = await schedule(id, at);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, publishAt: at });
    expect(await post(id)).toMatchObject({ published: 0, publishAt: at, scheduledBy: expect.any(Number) });
    expect(await publicly("gst-audit-checklist")).toEqual({ page: 404, sitemap: false, rss: false });
    const scheduled = (await audit(id)).at(-1);
    expect(scheduled?.action).toBe("post.scheduled");
    expect(JSON.parse(scheduled?.detail ?? "{}")).toMatchObject({ publishAt: at });

    const listed = (await (await call("/api/admin/blogs?q=gst-audit-checklist", { cookie })).json()) as { rows: { id: number; publishAt: string | null }[] };
    expect(listed.rows.find((row) => row.id === id)?.publishAt).toBe(at);
  });

  it("stores any ISO time as UTC, so the cron's comparison holds", async () => {
    const id = await createDraftPost(cookie, "offset-time");
    const inIst = new Date(Date.now() + 86_400_000 + 330 * 60_000).toISOString().slice(0, 16);
    const res = await schedule(id, `${inIst}:00+05:30`);
    expect(res.status).toBe(200);
    const utc = new Date(`${inIst}:00+05:30`).toISOString();
    expect(await res.json()).toEqual({ id, publishAt: utc });
    expect((await post(id))?.publishAt).toBe(utc);
  });

  it("refuses a time in the past, and a published post, with nothing recorded", async () => {
    const id = await createDraftPost(cookie, "past-time");
    const past = await schedule(id, inMinutes(-5));
    expect(past.status).toBe(400);
    expect(JSON.stringify(await past.json())).toContain("Choose a time in the future.");
    await call(`/api/admin/blogs/${id}/published`, { method: "PATCH", cookie, json: { published: true } });
    const before = (await audit(id)).length;
    const refused = await schedule(id, inMinutes(60));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: "This is already published. To publish it again later, unpublish it first." });
    expect(await audit(id)).toHaveLength(before);
    expect((await schedule(999_999, inMinutes(60))).status).toBe(404);
  });

  it("is cancelled with null, and ended by publishing by hand", async () => {
    const id = await createDraftPost(cookie, "cancelled-schedule");
    await schedule(id, inMinutes(60));
    expect((await schedule(id, null)).status).toBe(200);
    expect(await post(id)).toMatchObject({ published: 0, publishAt: null, scheduledBy: null });
    expect((await audit(id)).at(-1)?.action).toBe("post.unscheduled");

    await schedule(id, inMinutes(60));
    await call(`/api/admin/blogs/${id}/published`, { method: "PATCH", cookie, json: { published: true } });
    expect(await post(id)).toMatchObject({ published: 1, publishAt: null });
    // Unpublished again, it stays a draft: no old schedule brings it back.
    await call(`/api/admin/blogs/${id}/published`, { method: "PATCH", cookie, json: { published: false } });
    await cronRun();
    expect(await post(id)).toMatchObject({ published: 0, publishAt: null });
  });
});

describe("the cron's scheduled publishing", () => {
  it("publishes what is due without anyone's click, as a click would: site, sitemap, RSS and the activity log", async () => {
    const id = await duePost("due-now");
    const later = await createDraftPost(cookie, "due-later");
    await schedule(later, inMinutes(30));
    expect(await publicly("due-now")).toEqual({ page: 404, sitemap: false, rss: false });

    await cronRun();
    expect(await post(id)).toMatchObject({ published: 1, publishAt: null, scheduledBy: null });
    expect(await publicly("due-now")).toEqual({ page: 200, sitemap: true, rss: true });
    const published = (await audit(id)).at(-1);
    expect(published).toMatchObject({ action: "post.published", adminId: expect.any(Number) });
    expect(JSON.parse(published?.detail ?? "{}")).toMatchObject({ scheduled: true });
    // Not due yet: still a draft, still scheduled.
    expect(await post(later)).toMatchObject({ published: 0, publishAt: expect.any(String) });
    expect(await publicly("due-later")).toEqual({ page: 404, sitemap: false, rss: false });
  });

  it("publishes an item once when two runs overlap", async () => {
    const id = await duePost("two-runs");
    const results = await Promise.all([publishScheduledPosts(env, events), publishScheduledPosts(env, events), publishScheduledPosts(env, events)]);
    expect(results.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect((await audit(id)).filter((entry) => entry.action === "post.published")).toHaveLength(1);
  });

  it("leaves the schedule in place when a run fails, and the next run publishes it", async () => {
    const id = await duePost("after-a-failure");
    // The database refuses this one publication, as D1 might on a bad minute.
    await sqlRun(
      "create trigger refuse_publication before update of published on blogs when new.slug = 'after-a-failure' begin select raise(abort, 'simulated failure'); end",
    );
    await cronRun();
    await sqlRun("drop trigger refuse_publication");
    expect(await post(id)).toMatchObject({ published: 0, publishAt: expect.any(String) });
    const health = (await (await SELF.fetch("http://localhost/api/health")).json()) as { lastCronRun: { failedTasks: string[] } };
    expect(health.lastCronRun.failedTasks).toEqual(["blog.publishScheduledPosts"]);
    await cronRun();
    expect(await post(id)).toMatchObject({ published: 1, publishAt: null });
  });

  it("runs the hourly work only in the first run of each hour", async () => {
    await sqlRun("insert into throttle_events (scope, key, created_at) values ('login_ip', 'old', '2000-01-01T00:00:00.000Z')");
    const old = () => env.DB.prepare("select count(*) as n from throttle_events where key = 'old'").first<{ n: number }>();
    await cronRun(Date.parse("2026-11-27T06:35:00Z"));
    expect(await old()).toEqual({ n: 1 });
    await cronRun(FIRST_RUN_OF_AN_HOUR);
    expect(await old()).toEqual({ n: 0 });
  });
});
