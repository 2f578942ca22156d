import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, signIn } from "../testing/admin-helpers";
import { ftsQuery } from "./search";

let cookie: string;
let jobId: number;

interface Page {
  rows: { id: number; name: string; email: string; status: string; type: string }[];
  total: number;
  page: number;
  size: number;
}

const insert = env.DB.prepare(
  "insert into inquiries (name, email, phone, type, status, subject, message, service, job_id, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id",
);

interface Fields {
  name?: string;
  email?: string;
  phone?: string | null;
  type?: string;
  status?: string;
  subject?: string | null;
  message?: string;
  service?: string | null;
  jobId?: number | null;
  createdAt?: string;
}

async function inquiry(f: Fields = {}) {
  const row = await insert
    .bind(
      f.name ?? "Visitor",
      f.email ?? "visitor@example.com",
      f.phone ?? null,
      f.type ?? "contact",
      f.status ?? "new",
      f.subject ?? null,
      f.message ?? "Hello",
      f.service ?? null,
      f.jobId ?? null,
      f.createdAt ?? "2026-06-01T06:00:00.000Z",
    )
    .first<{ id: number }>();
  return row!.id;
}

async function list(query: string) {
  const res = await call(`/api/admin/inquiries?${query}`, { cookie });
  return { status: res.status, body: (await res.json()) as Page & { error?: string } };
}
const ids = async (query: string) => (await list(query)).body.rows.map((r) => r.id).sort((a, b) => a - b);

const named: Record<string, number> = {};
beforeAll(async () => {
  cookie = await signIn();
  const job = await env.DB.prepare(
    "insert into jobs (title, slug, description, requirements, location, job_type) values ('Tax Analyst', 'tax-analyst', 'd', 'r', 'Bhopal', 'Full-time') returning id",
  ).first<{ id: number }>();
  jobId = job!.id;
  // 60 plain rows for paging, one a minute apart, then the distinct rows the filters and search look for.
  for (let i = 0; i < 60; i++) {
    await inquiry({ name: `Paging ${i}`, createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString() });
  }
  named.meera = await inquiry({ name: "Meera Joshi", email: "meera@joshitraders.in", phone: "+91 98930 12345", subject: "GST notice", message: "We received a notice about input credit.", status: "read", service: "Legal & Tax Consultancy" });
  named.kabir = await inquiry({ name: "Kabir Rao", email: "kabir@rao.co.in", type: "quote", service: "GST Registration — Legal & Tax Consultancy", message: "Please quote for GST registration." });
  named.asha = await inquiry({ name: "Asha Verma", email: "asha@vermafoods.in", type: "job_application", jobId, message: "Applying for the analyst role, résumé attached.", status: "replied", createdAt: "2026-07-15T10:00:00.000Z" });
  named.ravi = await inquiry({ name: "Ravi Kumar", email: "ravi@example.com", type: "service_enquiry", service: "Financial Consultancy", message: 'Valuation "quickly" OR NEAR(x) * please', status: "read", createdAt: "2026-07-16T20:00:00.000Z" });
});

describe("paging", () => {
  it("answers 25 a page by default, newest first, with the total", async () => {
    const { status, body } = await list("");
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, size: 25, total: 64 });
    expect(body.rows).toHaveLength(25);
    expect(body.rows[0].id).toBe(named.ravi);
  });

  it("pages without overlap and ends with a short page and then an empty one", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`page=${page}`)));
    const seen = pages.flatMap((p) => p.body.rows.map((r) => r.id));
    expect(pages.map((p) => p.body.rows.length)).toEqual([25, 25, 14]);
    expect(new Set(seen).size).toBe(64);
    expect(await list("page=4")).toMatchObject({ status: 200, body: { rows: [], total: 64, page: 4 } });
  });

  it("refuses page 0, a negative page and a page that is not a number", async () => {
    for (const page of ["0", "-1", "two", "1.5"]) {
      const { status, body } = await list(`page=${page}`);
      expect(status).toBe(400);
      expect(body.error).toBe("The page must be a whole number, starting at 1.");
    }
  });

  it("lowers a huge size to 100 and refuses a size below 1", async () => {
    const { status, body } = await list("size=100000");
    expect(status).toBe(200);
    expect(body.size).toBe(100);
    expect(body.rows).toHaveLength(64);
    expect((await list("size=0")).status).toBe(400);
    expect((await list("size=10")).body.rows).toHaveLength(10);
  });

  it("sorts by name and by date either way, and refuses an unknown sort", async () => {
    const byName = (await list("sort=name&size=100")).body.rows.map((r) => r.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await list("sort=date")).body.rows[0].name).toBe("Paging 0");
    expect((await list("sort=password")).status).toBe(400);
  });
});

describe("search", () => {
  it("finds an inquiry by each searchable field", async () => {
    expect(await ids("q=Joshi")).toEqual([named.meera]); // name
    expect(await ids("q=joshitraders")).toEqual([named.meera]); // email domain
    expect(await ids(`q=${encodeURIComponent("meera@joshitraders.in")}`)).toEqual([named.meera]); // whole address
    expect(await ids("q=98930")).toEqual([named.meera]); // phone
    expect(await ids("q=notice")).toEqual([named.meera]); // subject and message
    expect(await ids("q=credit")).toEqual([named.meera]); // message only
    expect(await ids("q=valuation")).toEqual([named.ravi]);
  });

  it("finds an inquiry by the public reference a visitor quotes, typed in any case", async () => {
    await env.DB.prepare("update inquiries set reference = 'VBS-7K3Q-9M2D' where id = ?").bind(named.meera).run();
    expect(await ids("q=VBS-7K3Q-9M2D")).toEqual([named.meera]);
    expect(await ids("q=%20vbs-7k3q-9m2d%20")).toEqual([named.meera]);
    expect(await ids("q=VBS-7K3Q-9M2E")).toEqual([]);
  });

  it("needs every word, takes the last as a prefix, and ignores accents and case", async () => {
    expect(await ids(`q=${encodeURIComponent("gst regis")}`)).toEqual([named.kabir]);
    expect(await ids(`q=${encodeURIComponent("GST registration")}`)).toEqual([named.kabir]);
    expect(await ids("q=resume")).toEqual([named.asha]);
    expect(await ids(`q=${encodeURIComponent("kabir notice")}`)).toEqual([]);
  });

  it("reads FTS5 syntax and SQL as plain words", async () => {
    for (const attack of ['" OR 1=1 --', "name:Meera", "NEAR(x)", "*", "'; drop table inquiries; --", '"quickly" OR', "^Meera", "a) OR (b"]) {
      const res = await list(`q=${encodeURIComponent(attack)}`);
      expect(res.status, attack).toBe(200);
      expect(res.body.total, attack).toBeLessThan(64);
    }
    // The operators in Ravi's message are found as the words they are.
    expect(await ids(`q=${encodeURIComponent('"quickly" OR NEAR')}`)).toEqual([named.ravi]);
    expect(await ids(`q=${encodeURIComponent("name:Meera")}`)).toEqual([]);
    expect((await env.DB.prepare("select count(*) as n from inquiries").first<{ n: number }>())?.n).toBe(64);
  });

  it("quotes each word as an FTS5 string, doubling quotes inside", () => {
    expect(ftsQuery('say "hi" OR')).toBe('"say" """hi""" "OR"*');
    expect(ftsQuery("  !!! ")).toBeNull();
  });

  it("finds nothing for punctuation alone, and follows edits and deletes", async () => {
    expect((await list("q=%21%21%21")).body.total).toBe(0);
    const id = await inquiry({ name: "Transient Zebra" });
    expect(await ids("q=zebra")).toEqual([id]);
    await env.DB.prepare("update inquiries set name = 'Transient Okapi' where id = ?").bind(id).run();
    expect(await ids("q=zebra")).toEqual([]);
    expect(await ids("q=okapi")).toEqual([id]);
    await env.DB.prepare("delete from inquiries where id = ?").bind(id).run();
    expect(await ids("q=okapi")).toEqual([]);
  });
});

describe("filters", () => {
  it("filter by status, type, service and job, and combine with each other and the search", async () => {
    expect(await ids("status=replied")).toEqual([named.asha]);
    expect(await ids("type=quote")).toEqual([named.kabir]);
    expect(await ids("service=legal-consultancy")).toEqual([named.meera, named.kabir]);
    expect(await ids(`job=${jobId}`)).toEqual([named.asha]);
    expect(await ids("status=read")).toEqual([named.meera, named.ravi]);
    expect(await ids("status=read&service=legal-consultancy")).toEqual([named.meera]);
    expect(await ids("status=read&type=service_enquiry")).toEqual([named.ravi]);
    expect(await ids("status=read&type=quote")).toEqual([]);
    expect(await ids("type=quote&q=gst")).toEqual([named.kabir]);
    expect(await ids("status=new&q=gst")).toEqual([named.kabir]);
  });

  it("take dates as days in India, both ends included", async () => {
    // Ravi wrote at 20:00 UTC on 16 July, which is 17 July in India.
    expect(await ids("from=2026-07-15&to=2026-07-16")).toEqual([named.asha]);
    expect(await ids("from=2026-07-17")).toEqual([named.ravi]);
    expect(await ids("to=2025-01-01&size=100")).toHaveLength(60);
  });

  it("refuse values outside the lists with a message", async () => {
    expect(await list("status=archived")).toMatchObject({ status: 400, body: { error: "Choose a status from the list." } });
    expect((await list("type=spam")).status).toBe(400);
    expect((await list("service=anything")).status).toBe(400);
    expect((await list("job=0")).status).toBe(400);
    expect(await list("from=2026-02-30")).toMatchObject({ status: 400 });
    expect(await list("from=yesterday")).toMatchObject({ status: 400, body: { error: "The from date must be written as YYYY-MM-DD." } });
  });
});
