import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, signIn } from "../testing/admin-helpers";
import { postJson } from "../testing/helpers";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

interface Page {
  rows: { id: number; email: string; sourcePage: string | null; createdAt: string }[];
  total: number;
}

const list = async (query = "") => (await (await call(`/api/admin/subscribers?${query}`, { cookie })).json()) as Page;

describe("admin subscribers", () => {
  it("records the page a sign-up came from, only from this site", async () => {
    expect((await postJson("/api/subscribers", { email: "reader@joshi.in" }, { Referer: "http://localhost/blog/gst-basics?topic=legal" })).status).toBe(201);
    expect((await postJson("/api/subscribers", { email: "stranger@else.in" }, { Referer: "https://elsewhere.example/page" })).status).toBe(201);
    expect((await postJson("/api/subscribers", { email: "direct@joshi.in" })).status).toBe(201);
    const { rows } = await list("q=joshi.in");
    expect(rows.map(({ email, sourcePage }) => ({ email, sourcePage }))).toEqual([
      { email: "direct@joshi.in", sourcePage: null },
      { email: "reader@joshi.in", sourcePage: "/blog/gst-basics" },
    ]);
    expect((await list("q=stranger")).rows).toMatchObject([{ sourcePage: null }]);
  });

  it("pages, searches by email with LIKE characters taken literally, and sorts by email", async () => {
    const insert = env.DB.prepare("insert into subscribers (email, created_at) values (?, ?)");
    await env.DB.batch(Array.from({ length: 30 }, (_, i) => insert.bind(`bulk${i}@list.in`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString())));
    const first = await list("q=list.in");
    expect(first.total).toBe(30);
    expect(first.rows).toHaveLength(25);
    expect((await list("q=list.in&page=2")).rows).toHaveLength(5);
    expect((await list("q=%25")).total).toBe(0);
    expect((await list("q=_")).total).toBe(0);
    const byEmail = (await list("q=list.in&sort=email&size=100")).rows.map((r) => r.email);
    expect(byEmail).toEqual([...byEmail].sort());
    expect((await call("/api/admin/subscribers?page=0", { cookie })).status).toBe(400);
  });

  it("removes a subscriber, answers 404 for an unknown one, and needs a session", async () => {
    await env.DB.prepare("insert into subscribers (email) values ('leaving@reader.in')").run();
    const [row] = (await list("q=leaving@reader.in")).rows;
    expect((await call(`/api/admin/subscribers/${row.id}`, { method: "DELETE" })).status).toBe(401);
    const res = await call(`/api/admin/subscribers/${row.id}`, { method: "DELETE", cookie });
    expect(res.status).toBe(200);
    expect((await list("q=leaving@reader.in")).total).toBe(0);
    expect((await call(`/api/admin/subscribers/${row.id}`, { method: "DELETE", cookie })).status).toBe(404);
    expect((await SELF.fetch("http://localhost/api/admin/subscribers")).status).toBe(401);
  });

  it("exports every match as CSV with BOM, quoting and formula cells neutralised", async () => {
    await env.DB.prepare("insert into subscribers (email, source_page) values (?, ?)").bind("=cmd@evil.in", '/blog/a,"b"').run();
    const res = await call("/api/admin/subscribers/export?q=evil.in", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith("\uFEFFEmail,Subscribed (IST),Signed up on,Status,Confirmed (IST)\r\n")).toBe(true);
    const lines = text.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^'=cmd@evil\.in,\d{4}-\d{2}-\d{2} \d{2}:\d{2},"\/blog\/a,""b""",pending,$/);
    const all = await (await call("/api/admin/subscribers/export", { cookie })).text();
    expect(all.trimEnd().split("\r\n")).toHaveLength(1 + (await list()).total);
  });
});
