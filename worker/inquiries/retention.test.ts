import { FIRST_RUN_OF_AN_HOUR } from "../testing/cron";
import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { app } from "../app";
import worker from "../index";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { failingDeletes } from "../testing/failing-bucket";
import { pruneInquiriesAsOf, retentionCutoff } from "./retention";

const NOW = new Date("2026-11-23T10:00:00.000Z");
const insert = env.DB.prepare("insert into inquiries (name, email, type, message, resume_url, created_at) values (?, 'v@example.in', ?, 'Hi', ?, ?) returning id");

async function inquiry(name: string, createdAt: string, resume?: string) {
  if (resume) await env.MEDIA.put(resume, "%PDF-1.7");
  return (await insert.bind(name, resume ? "job_application" : "contact", resume ?? null, createdAt).first<{ id: number }>())!.id;
}
const names = async () => (await env.DB.prepare("select name from inquiries order by created_at").all<{ name: string }>()).results.map((r) => r.name);

describe("retention", () => {
  // Each test prunes and counts its own inquiries, and reads the records of its own résumés.
  beforeEach(() => env.DB.batch([env.DB.prepare("delete from inquiries"), env.DB.prepare("delete from pending_object_deletions")]));

  it("counts calendar months back from now", () => {
    expect(retentionCutoff(NOW, 24)).toBe("2024-11-23T10:00:00.000Z");
    expect(retentionCutoff(NOW, 6)).toBe("2026-05-23T10:00:00.000Z");
  });

  it("deletes inquiries older than RETENTION_MONTHS with their résumés, and nothing newer", async () => {
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    await inquiry("Old contact", "2024-01-10T00:00:00.000Z");
    await inquiry("Old applicant", "2024-11-23T09:59:59.999Z", "resumes/old.pdf");
    await inquiry("Just inside", "2024-11-23T10:00:00.000Z", "resumes/inside.pdf");
    await inquiry("Recent applicant", "2026-10-01T00:00:00.000Z", "resumes/recent.pdf");
    await env.MEDIA.put("resumes/unrelated.pdf", "%PDF-1.7");

    const result = await pruneInquiriesAsOf({ ...env, RETENTION_MONTHS: "24" }, NOW);
    expect(result).toEqual({ inquiries: 2, resumes: 1 });
    expect(await names()).toEqual(["Just inside", "Recent applicant"]);
    expect(await env.MEDIA.head("resumes/old.pdf")).toBeNull();
    for (const kept of ["resumes/inside.pdf", "resumes/recent.pdf", "resumes/unrelated.pdf"]) {
      expect(await env.MEDIA.head(kept), kept).not.toBeNull();
    }
    const line = JSON.parse(String(logged.mock.calls.at(-1)?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({ event: "inquiries_retention_pruned", deleted: 2, resumes: 1, cutoff: "2024-11-23T10:00:00.000Z" });

    // A shorter setting reaches further; the search index forgets the rows with them.
    await pruneInquiriesAsOf({ ...env, RETENTION_MONTHS: "12" }, NOW);
    expect(await names()).toEqual(["Recent applicant"]);
    expect((await env.DB.prepare("select count(*) as n from inquiries_search where inquiries_search match 'inside'").first<{ n: number }>())?.n).toBe(0);
    vi.restoreAllMocks();
  });

  it("leaves a résumé R2 refused recorded for the sweep, the row deleted all the same", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await inquiry("Ancient applicant", "2020-01-01T00:00:00.000Z", "resumes/ancient.pdf");
    await pruneInquiriesAsOf({ ...env, MEDIA: failingDeletes(env.MEDIA) }, NOW);
    expect(await names()).not.toContain("Ancient applicant");
    expect(await env.MEDIA.head("resumes/ancient.pdf")).not.toBeNull();
    expect(await env.DB.prepare("select key from pending_object_deletions").all()).toMatchObject({ results: [{ key: "resumes/ancient.pdf" }] });
    vi.restoreAllMocks();
  });

  it("deletes more than one batch in a run", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const rows = Array.from({ length: 130 }, (_, i) => insert.bind(`Batch ${i}`, "contact", null, "2019-01-01T00:00:00.000Z"));
    await env.DB.batch(rows);
    expect((await pruneInquiriesAsOf(env, NOW)).inquiries).toBe(130);
    vi.restoreAllMocks();
  });

  it("runs from the hourly cron trigger", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    await inquiry("Long ago", "2001-01-01T00:00:00.000Z", "resumes/long-ago.pdf");
    await inquiry("This month", new Date().toISOString());
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: FIRST_RUN_OF_AN_HOUR }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await names()).not.toContain("Long ago");
    expect(await names()).toContain("This month");
    expect(await env.MEDIA.head("resumes/long-ago.pdf")).toBeNull();
    vi.restoreAllMocks();
  });

  it("is what the privacy policy states, from the same setting", async () => {
    const res = await SELF.fetch("http://localhost/api/privacy");
    expect(await res.json()).toEqual({ retentionMonths: 24 });
    // The page renders in the worker; ASSETS stands in for the built index.html.
    const template = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
    const ASSETS = { fetch: async () => new Response(template, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
    const page = async (months: string) => (await app.request("http://localhost/privacy-policy", {}, { ...env, ASSETS, RETENTION_MONTHS: months })).text();
    expect(await page("24")).toContain("24 months from the day we receive them, after which they are deleted automatically");
    expect(await page("18")).toContain("18 months from the day we receive them");
  });
});
