import { env } from "cloudflare:test";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import fixture from "../../tests/build/fixtures/every-table.sql?raw";
import { adminUsers, sessions } from "../access/tables";
import { auditLog } from "../audit/tables";
import { dataExport, dataExportDeclarations } from "../features";
import { ADMIN, call, login, seedAdmin, sessionCookieOf, sqlRun, stepUp } from "../testing/admin-helpers";
import { signInAs } from "../testing/roles";
import { CREDENTIAL_TABLES, credentialLeaks } from "./credentials";
import { exportPlan } from "./plan";

/** The credential values every-table.sql stores: none may appear anywhere in the archive. */
const SECRETS = ["pbkdf2-sha256$100000$c2FsdA$aGFzaA", "a1b2c3", "inv-hash", "reset-hash", "pQECAyYgASFYIA", "challenge-1", "encrypted-secret", "code-hash-1", "unsub-token", "reminder-unsub-token", "preview-1"];

/** The tables a database holds, as a backup counts them: not SQLite's, D1's or the FTS index's own. */
async function databaseTables(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name <> 'd1_migrations' and sql not like 'CREATE VIRTUAL TABLE%' and name not like 'inquiries_search_%' order by name",
  ).all<{ name: string }>();
  return results.map((row) => row.name);
}

const rowCount = async (table: string) => (await env.DB.prepare(`select count(*) as n from "${table}"`).first<{ n: number }>())!.n;

interface Archive {
  res: Response;
  files: Record<string, string>;
}

async function exportAs(cookie: string, headers: Record<string, string> = {}): Promise<Archive> {
  const res = await call("/api/admin/data-export", { method: "POST", cookie, headers });
  if (res.status !== 200) return { res, files: {} };
  const unzipped = unzipSync(new Uint8Array(await res.arrayBuffer()));
  // The byte order mark is part of what is checked: keep it.
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  return { res, files: Object.fromEntries(Object.entries(unzipped).map(([path, bytes]) => [path, decoder.decode(bytes)])) };
}

const exportRows = async () => (await env.DB.prepare("select detail from audit_log where action = 'data.exported' order by id").all<{ detail: string }>()).results;

let owner = { cookie: "" };
let manager = "";
let archive: Archive;
/** Each table's rows as the export began (it records itself in audit_log only after counting). */
const countsBefore = new Map<string, number>();

beforeAll(async () => {
  const statements = fixture
    .split(/;\s*\n/)
    .map((statement) => statement.replace(/^--.*$/gm, "").trim())
    .filter(Boolean)
    .map((statement) => env.DB.prepare(statement));
  await env.DB.batch(statements);
  // The fixture's staff have no real passwords: the test signs in accounts of its own, one owner.
  await sqlRun("update admin_users set role = 'manager' where role = 'owner'");
  await seedAdmin();
  await sqlRun("update admin_users set role = 'owner' where email = ?", ADMIN.email);
  owner = { cookie: sessionCookieOf(await login(ADMIN.email, ADMIN.password, "198.18.0.1")) };
  manager = await signInAs("manager");
  // A visitor's text a spreadsheet would run as a formula.
  await sqlRun("update inquiries set subject = '=HYPERLINK(\"https://evil.example\",\"Open\")' where id = 2");
  for (const key of ["resumes/sana.pdf", "blog-images/gst.webp", "blog-images/gst-table.webp", "blog-images/orphan.webp"]) {
    await env.MEDIA.put(key, new Uint8Array(key.length));
  }
  const up = await stepUp(owner.cookie);
  owner.cookie = up.cookie;
  for (const table of await databaseTables()) countsBefore.set(table, await rowCount(table));
  archive = await exportAs(owner.cookie, up.headers);
});

/** The declarations as they would be without the columns they leave out: what the credential check reads. */
const declaredWithEveryColumn = dataExportDeclarations.map((declaration) => ({ tables: (declaration.tables ?? []).map(({ table, about }) => ({ table, about })) }));

describe("the owner's data export", () => {
  it("downloads one ZIP archive named for India's date", () => {
    expect(archive.res.status).toBe(200);
    expect(archive.res.headers.get("Content-Type")).toBe("application/zip");
    expect(archive.res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="vriddhi-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(archive.res.headers.get("Cache-Control")).toContain("no-store");
  });

  it("holds every business table with its row count, and declares every other table kept back", async () => {
    const tables = await databaseTables();
    const exported = dataExport.tables.map((table) => table.name);
    const kept = dataExport.kept.map((table) => table.name);
    // A table nobody declared would be left out silently: every table is one or the other.
    expect([...exported, ...kept].sort()).toEqual(tables);
    for (const table of exported) {
      const rows = countsBefore.get(table)!;
      expect(rows, `${table} has rows in every-table.sql`).toBeGreaterThan(0);
      expect(JSON.parse(archive.files[`data/${table}.json`]!), table).toHaveLength(rows);
      // The header, then one CRLF-ended line a row (the fixture's texts hold no line breaks).
      expect(archive.files[`spreadsheets/${table}.csv`]!.split("\r\n").length - 2, table).toBe(rows);
      expect(archive.files["README.txt"]).toContain(`  ${table}: ${rows} ${rows === 1 ? "row" : "rows"}\r\n`);
    }
    for (const table of kept) expect(archive.files["README.txt"]).toContain(`${table}: `);
  });

  it("holds no credential table, column or value", () => {
    const paths = Object.keys(archive.files);
    for (const table of CREDENTIAL_TABLES) expect(paths.filter((path) => path.includes(`/${table}.`))).toEqual([]);
    for (const qualified of credentialLeaks(declaredWithEveryColumn)) {
      const [table, column] = qualified.split(".") as [string, string];
      expect(archive.files[`spreadsheets/${table}.csv`]!.split("\r\n")[0]!.replace("\uFEFF", "").split(",")).not.toContain(column);
      for (const row of JSON.parse(archive.files[`data/${table}.json`]!) as Record<string, unknown>[]) expect(row).not.toHaveProperty(column);
    }
    const everything = Object.values(archive.files).join("\n");
    for (const secret of SECRETS) expect(everything.includes(secret), secret).toBe(false);
  });

  it("writes the rows as the CSV exports do: a byte order mark, and a formula shown as text", () => {
    const csv = archive.files["spreadsheets/inquiries.csv"]!;
    expect(csv.startsWith("\uFEFFid,")).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""Open"")"`);
    const inquiries = JSON.parse(archive.files["data/inquiries.json"]!) as Record<string, unknown>[];
    expect(inquiries.find((row) => row.id === 2)).toMatchObject({ name: "Sana Khan", resume_url: "resumes/sana.pdf" });
  });

  it("lists every stored file with its size and what it belongs to", () => {
    const lines = archive.files["files.csv"]!.replace("\uFEFF", "").trimEnd().split("\r\n");
    expect(lines[0]).toBe("key,size_bytes,uploaded,belongs_to");
    const byKey = new Map(lines.slice(1).map((line) => [line.split(",")[0], line]));
    expect(byKey.size).toBe(4);
    expect(byKey.get("resumes/sana.pdf")).toMatch(/^resumes\/sana\.pdf,16,[^,]+,Resume attached to inquiry 2$/);
    expect(byKey.get("blog-images/gst.webp")).toMatch(/,Image of blog post 1$/);
    expect(byKey.get("blog-images/gst-table.webp")).toMatch(/,Image in the text of blog post 1$/);
    expect(byKey.get("blog-images/orphan.webp")).toMatch(/,"No record names it \(/);
  });

  it("explains itself in a README: each file, opening the spreadsheets, what was left out and why", () => {
    const readme = archive.files["README.txt"]!;
    expect(readme).toContain("Google Sheets");
    expect(readme).toContain("Excel");
    expect(readme).toContain("Left out: password_hash. The password hash is a sign-in secret.");
    expect(readme).toContain("sessions: Sign-in secrets");
    expect(readme).toContain("D1 Time Travel");
    expect(readme.split("\r\n").every((line) => line.length <= 80)).toBe(true);
  });

  it("records one audit row per export, with each table's count and no row", async () => {
    const [first, ...more] = await exportRows();
    expect(more).toEqual([]);
    const { counts } = JSON.parse(first!.detail) as { counts: Record<string, number> };
    expect(Object.keys(counts).sort()).toEqual(dataExport.tables.map((table) => table.name).sort());
    expect(counts.inquiries).toBe(2);
    expect(first!.detail).not.toContain("Ramesh");

    const up = await stepUp(owner.cookie);
    owner.cookie = up.cookie;
    expect((await exportAs(owner.cookie, up.headers)).res.status).toBe(200);
    expect(await exportRows()).toHaveLength(2);
  });

  it("refuses a manager, who keeps the CSV exports of inquiries and subscribers", async () => {
    const before = (await exportRows()).length;
    const res = await call("/api/admin/data-export", { method: "POST", cookie: manager });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "role_forbidden" });
    expect((await call("/api/admin/inquiries/export", { cookie: manager })).status).toBe(200);
    expect(await exportRows()).toHaveLength(before);
  });

  it("asks the owner to confirm it is them first, and a proof works once", async () => {
    const before = (await exportRows()).length;
    const res = await call("/api/admin/data-export", { method: "POST", cookie: owner.cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Please confirm it is you to make this change.", code: "step_up_required", method: "password" });

    const up = await stepUp(owner.cookie);
    owner.cookie = up.cookie;
    expect((await exportAs(owner.cookie, up.headers)).res.status).toBe(200);
    expect((await call("/api/admin/data-export", { method: "POST", cookie: owner.cookie, headers: up.headers })).status).toBe(403);
    expect(await exportRows()).toHaveLength(before + 1);
  });
});

describe("credential material in a declaration", () => {
  it("is in none of the declarations, because each leaves its credential columns out", () => {
    expect(credentialLeaks(dataExportDeclarations)).toEqual([]);
    // Without the columns they leave out, the same declarations would leak: the check reads them.
    expect(credentialLeaks(declaredWithEveryColumn)).toEqual(
      expect.arrayContaining([
        "admin_users.password_hash",
        "subscribers.confirm_token_hash",
        "subscribers.unsubscribe_token",
        "compliance_reminders.confirm_token_hash",
        "compliance_reminders.unsubscribe_token",
      ]),
    );
  });

  it("fails on a planted credential table, a password hash left in, or a token a new table names", () => {
    expect(credentialLeaks([{ tables: [{ table: sessions, about: "Sessions" }] }])).toContain("sessions.token_hash");
    expect(credentialLeaks([{ tables: [{ table: adminUsers, about: "Staff" }] }])).toEqual(["admin_users.password_hash"]);
    expect(credentialLeaks([{ tables: [{ table: auditLog, about: "Activity" }] }])).toEqual([]);
    expect(() => exportPlan([{ tables: [{ table: sessions, about: "Sessions" }] }])).toThrow(/credential material: sessions\.token_hash/);
  });

  it("refuses a table declared twice", () => {
    expect(() => exportPlan([{ tables: [{ table: auditLog, about: "a" }] }, { kept: [{ table: auditLog, because: "b" }] }])).toThrow(/more than once: audit_log/);
  });
});
