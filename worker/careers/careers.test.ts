import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_REFERENCE } from "../submissions/reference";
import { freshIp } from "../testing/helpers";

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

beforeAll(async () => {
  await env.DB.prepare(
    `insert into jobs (title, slug, description, requirements, location, job_type, salary_range, published, created_at)
     values ('GST Associate', 'gst-associate', 'File GST returns for MSME clients.', 'B.Com; 1+ year GST filing', 'Bhopal', 'Full-time', '₹3–4.5 LPA', 1, '2026-10-01T00:00:00.000Z'),
            ('Audit Intern', 'audit-intern', 'Support statutory audits.', 'CA Inter', 'Bhopal', 'Internship', null, 0, '2026-10-02T00:00:00.000Z')`,
  ).run();
});

function application(fields: Record<string, string>, resume?: File) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (resume) form.set("resume", resume);
  return form;
}

const applicant = { name: "Kavya Rao", email: "kavya@example.in", phone: "+91 98930 11111", message: "Two years at a CA firm." };

async function apply(slug: string, form: FormData, headers: Record<string, string> = {}) {
  return SELF.fetch(`http://localhost/api/jobs/${slug}/applications`, {
    method: "POST",
    // As the careers page sends it: a browser names the Origin of every post.
    headers: { Origin: "http://localhost", "CF-Connecting-IP": freshIp(), ...headers },
    body: form,
  });
}

describe("GET /api/jobs", () => {
  it("lists only published openings", async () => {
    const res = await SELF.fetch("http://localhost/api/jobs");
    const { jobs } = (await res.json()) as { jobs: { slug: string }[] };
    expect(jobs.map((j) => j.slug)).toEqual(["gst-associate"]);
  });

  it("hides an unpublished opening", async () => {
    expect((await SELF.fetch("http://localhost/api/jobs/audit-intern")).status).toBe(404);
    expect((await SELF.fetch("http://localhost/api/jobs/gst-associate")).status).toBe(200);
  });
});

describe("POST /api/jobs/:slug/applications", () => {
  it("stores the résumé privately in R2 and the application as a job_application inquiry", async () => {
    const res = await apply("gst-associate", application(applicant, new File([PDF], "cv.pdf", { type: "application/pdf" })));
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const row = await env.DB.prepare(
      "select i.type, i.status, i.name, i.resume_url, j.title from inquiries i join jobs j on j.id = i.job_id where i.reference = ?",
    )
      .bind(reference)
      .first<{ type: string; status: string; name: string; resume_url: string; title: string }>();
    expect(row).toMatchObject({ type: "job_application", status: "new", name: "Kavya Rao", title: "GST Associate" });
    expect(row!.resume_url).toMatch(/^resumes\/[0-9a-f-]{36}\.pdf$/);
    const object = await env.MEDIA.get(row!.resume_url);
    expect(object?.httpMetadata?.contentType).toBe("application/pdf");
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PDF);

    // never public: the media route serves blog images only
    const direct = await SELF.fetch(`http://localhost/media/${row!.resume_url}`);
    expect(direct.status).toBe(404);
  });

  it("refuses a file that is not a PDF or Word document, whatever its name says", async () => {
    const before = await env.MEDIA.list({ prefix: "resumes/" });
    const res = await apply("gst-associate", application(applicant, new File([PNG], "cv.pdf", { type: "application/pdf" })));
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: string }).error).toBe("Attach your résumé as a PDF, DOC or DOCX file.");
    expect((await env.MEDIA.list({ prefix: "resumes/" })).objects).toHaveLength(before.objects.length);
  });

  it("requires a résumé and the contact fields, with the forms' messages", async () => {
    const res = await apply("gst-associate", application({ name: "", email: "x@y" }));
    expect(res.status).toBe(400);
    const { fieldErrors } = (await res.json()) as { fieldErrors: Record<string, string> };
    expect(fieldErrors).toMatchObject({
      name: "Name is required",
      email: "Invalid email address",
      resume: "Attach your résumé as a PDF, DOC or DOCX file.",
    });
  });

  it("refuses applications to an unpublished or unknown opening", async () => {
    const pdf = () => new File([PDF], "cv.pdf");
    expect((await apply("audit-intern", application(applicant, pdf()))).status).toBe(404);
    expect((await apply("no-such-job", application(applicant, pdf()))).status).toBe(404);
  });

  it("stores a retried application with the same Idempotency-Key once, with one résumé", async () => {
    // A retry comes from the same client: the key is scoped to the sender (worker/submissions/submission-key.ts).
    const headers = { "Idempotency-Key": "application-retry-0001", "CF-Connecting-IP": freshIp() };
    const before = (await env.MEDIA.list({ prefix: "resumes/" })).objects.length;
    const send = () => apply("gst-associate", application(applicant, new File([PDF], "cv.pdf")), headers);
    const responses = await Promise.all([send(), send()]);
    responses.push(await send());
    const references = await Promise.all(responses.map(async (r) => ((await r.json()) as { reference: string }).reference));
    expect(new Set(references).size).toBe(1);
    expect(references[0]).toMatch(PUBLIC_REFERENCE);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect((await env.MEDIA.list({ prefix: "resumes/" })).objects).toHaveLength(before + 1);
  });

  it("removes the résumé from R2 again when the database write fails", async () => {
    await env.DB.exec("CREATE TRIGGER refuse_applications BEFORE INSERT ON inquiries BEGIN SELECT RAISE(ABORT, 'refused'); END");
    try {
      const before = (await env.MEDIA.list({ prefix: "resumes/" })).objects.length;
      const res = await apply("gst-associate", application(applicant, new File([PDF], "cv.pdf")));
      expect(res.status).toBe(500);
      expect((await env.MEDIA.list({ prefix: "resumes/" })).objects).toHaveLength(before);
    } finally {
      await env.DB.exec("DROP TRIGGER refuse_applications");
    }
  });
});
