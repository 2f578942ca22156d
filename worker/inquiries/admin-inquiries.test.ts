import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { hasControlCharacters } from "#core/schemas/common";
import { call, signIn } from "../testing/admin-helpers";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

async function insertInquiry(fields: { type?: string; resumeKey?: string | null; jobId?: number | null; createdAt?: string; name?: string } = {}) {
  const row = await env.DB.prepare(
    "insert into inquiries (name, email, type, message, resume_url, job_id, created_at) values (?, ?, ?, ?, ?, ?, ?) returning id",
  )
    .bind(
      fields.name ?? '<img src=x onerror="alert(1)">',
      "visitor@example.com",
      fields.type ?? "contact",
      "Hello",
      fields.resumeKey ?? null,
      fields.jobId ?? null,
      fields.createdAt ?? new Date().toISOString(),
    )
    .first<{ id: number }>();
  return row!.id;
}

describe("inquiries", () => {
  it("lists newest first with the related job title, and only whether a résumé exists", async () => {
    const job = await env.DB.prepare(
      "insert into jobs (title, slug, description, requirements, location, job_type) values ('Analyst', 'analyst', 'd', 'r', 'Bhopal', 'Full-time') returning id",
    ).first<{ id: number }>();
    const older = await insertInquiry({ createdAt: "2026-01-01T00:00:00.000Z" });
    const newer = await insertInquiry({ type: "job_application", jobId: job!.id, resumeKey: "resumes/1.pdf" });
    // Its own two rows, in the order the inbox gives them: other tests of the file may have added theirs.
    const rows = ((await (await call("/api/admin/inquiries", { cookie })).json()) as { rows: Record<string, unknown>[] }).rows;
    const list = rows.filter((i) => i.id === newer || i.id === older);
    expect(list.map((i) => i.id)).toEqual([newer, older]);
    expect(list[0]).toMatchObject({ status: "new", jobTitle: "Analyst", hasResume: true, type: "job_application" });
    expect(list[0]).not.toHaveProperty("resumeUrl");
    expect(list[1]).toMatchObject({ jobTitle: null, hasResume: false, name: '<img src=x onerror="alert(1)">' });
  });

  it("moves between any two statuses and refuses unknown ones", async () => {
    const id = await insertInquiry();
    for (const status of ["read", "replied", "new", "replied", "read"]) {
      const res = await call(`/api/admin/inquiries/${id}/status`, { method: "PATCH", cookie, json: { status } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ id, status });
    }
    const bad = await call(`/api/admin/inquiries/${id}/status`, { method: "PATCH", cookie, json: { status: "archived" } });
    expect(bad.status).toBe(400);
    expect((await call("/api/admin/inquiries/987654/status", { method: "PATCH", cookie, json: { status: "read" } })).status).toBe(404);
  });

  it("names a résumé download from a sanitised name: a stored right-to-left override cannot make it read .exe.jpg", async () => {
    await env.MEDIA.put("resumes/bidi-cv.pdf", "%PDF-1.7 test", { httpMetadata: { contentType: "application/pdf" } });
    // A row stored before the schema refused control characters (or written around it).
    const id = await insertInquiry({ type: "job_application", resumeKey: "resumes/bidi-cv.pdf", name: "Asha\u202Egpj.exe\u0000\u2066\r\n" });
    const res = await call(`/api/admin/inquiries/${id}/resume`, { cookie });
    expect(res.status).toBe(200);
    const disposition = res.headers.get("content-disposition") ?? "";
    const encoded = /filename\*=UTF-8''(.*)$/.exec(disposition)?.[1] ?? "";
    const name = decodeURIComponent(encoded);
    expect(name).toBe("Resume - Asha-gpj.exe.pdf");
    expect(hasControlCharacters(name)).toBe(false);
  });

  it("serves a résumé only as a no-store attachment with a safe file name", async () => {
    await env.MEDIA.put("resumes/2026-cv.pdf", "%PDF-1.7 test", { httpMetadata: { contentType: "application/pdf" } });
    const id = await insertInquiry({ type: "job_application", resumeKey: "resumes/2026-cv.pdf" });
    const res = await call(`/api/admin/inquiries/${id}/resume`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // Rendered anyway (opened from the browser's downloads), the file runs sandboxed: no scripts, no origin.
    const policy = (res.headers.get("content-security-policy") ?? "").split(";").map((d) => d.trim());
    expect(policy).toContain("sandbox");
    expect(policy).toContain("default-src 'self'");
    expect((await call("/api/admin/inquiries", { cookie })).headers.get("content-security-policy")).not.toMatch(/sandbox/);
    const disposition = res.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="[A-Za-z0-9._-]+"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/[\r\n<>]/);
    expect(await res.text()).toBe("%PDF-1.7 test");

    const none = await insertInquiry();
    expect((await call(`/api/admin/inquiries/${none}/resume`, { cookie })).status).toBe(404);
  });

  it("deletes an inquiry together with its résumé", async () => {
    await env.MEDIA.put("resumes/to-delete.pdf", "%PDF-1.7");
    const id = await insertInquiry({ resumeKey: "resumes/to-delete.pdf" });
    expect((await call(`/api/admin/inquiries/${id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(await env.MEDIA.head("resumes/to-delete.pdf")).toBeNull();
    expect((await call(`/api/admin/inquiries/${id}`, { method: "DELETE", cookie })).status).toBe(404);
  });
});
