import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { migrationUnderTest } from "../testing/migration-steps";

const MIGRATION = "0020_admin_roles.sql";
const migration = migrationUnderTest(MIGRATION);

const run = (query: string, ...params: unknown[]) => env.DB.prepare(query).bind(...params).run();
const rows = (query: string, ...params: unknown[]) =>
  env.DB.prepare(query)
    .bind(...params)
    .all<Record<string, unknown>>()
    .then((r) => r.results);

/** Every table whose foreign key names admin_users, with what the key does and how its rows sort. */
const CHILDREN = {
  sessions: { column: "admin_id", onDelete: "CASCADE", orderBy: "token_hash" },
  staff_invites: { column: "invited_by", onDelete: "CASCADE", orderBy: "id" },
  password_resets: { column: "admin_id", onDelete: "CASCADE", orderBy: "id" },
  admin_passkeys: { column: "admin_id", onDelete: "CASCADE", orderBy: "id" },
  auth_challenges: { column: "admin_id", onDelete: "CASCADE", orderBy: "id" },
  admin_totp: { column: "admin_id", onDelete: "CASCADE", orderBy: "admin_id" },
  admin_recovery_codes: { column: "admin_id", onDelete: "CASCADE", orderBy: "id" },
  inquiry_messages: { column: "admin_id", onDelete: "SET NULL", orderBy: "id" },
  newsletter_sends: { column: "admin_id", onDelete: "SET NULL", orderBy: "id" },
  sub_service_fees: { column: "updated_by", onDelete: "SET NULL", orderBy: "service_id, sub_service_id" },
  site_settings: { column: "admin_id", onDelete: "SET NULL", orderBy: "version" },
} as const;
type Child = keyof typeof CHILDREN;
const childTables = Object.keys(CHILDREN) as Child[];

/** Each foreign key of the database: which table points at which, and what a delete does. */
async function foreignKeys() {
  // One pragma a table: D1 does not authorize the pragma_foreign_key_list() table function.
  const tables = await rows("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' order by name");
  const keys = [];
  for (const { name } of tables) {
    for (const key of await rows(`pragma foreign_key_list("${String(name)}")`)) {
      keys.push({ child: name, parent: key.table, column: key.from, onDelete: key.on_delete });
    }
  }
  return keys.sort((a, b) => `${String(a.child)} ${String(a.parent)}`.localeCompare(`${String(b.child)} ${String(b.parent)}`));
}

const everyRow = (table: Child) => rows(`select * from ${table} order by ${CHILDREN[table].orderBy}`);

async function snapshot() {
  const tables = {} as Record<Child, Record<string, unknown>[]>;
  for (const table of childTables) tables[table] = await everyRow(table);
  return tables;
}

let before: Awaited<ReturnType<typeof snapshot>>;
let adminsBefore: Record<string, unknown>[];
let keysBefore: Record<string, unknown>[];

describe(`migration ${MIGRATION}`, () => {
  beforeEach(async () => {
    await migration.before();

    // Rows as production holds them before the migration. Ownership was handed over: the first
    // account (id 1) is staff now and id 2 the owner; id 3 is a colleague, and id 4 was removed at
    // the top of the id sequence. Each admin has rows in every table that points at admin_users.
    const admin = "insert into admin_users (id, email, name, password_hash, role, password_sign_in, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)";
    await run(admin, 1, "founder@vriddhi.example", "Founder", "pbkdf2-sha256$100000$c2FsdDE$aGFzaDE", "staff", 1, "2026-01-02T03:04:05.000Z", "2026-06-01T00:00:00.000Z");
    await run(admin, 2, "asha@vriddhi.example", "Asha", "pbkdf2-sha256$100000$c2FsdDI$aGFzaDI", "owner", 0, "2026-02-02T03:04:05.000Z", "2026-06-02T00:00:00.000Z");
    await run(admin, 3, "kabir@vriddhi.example", "Kabir", "pbkdf2-sha256$100000$c2FsdDM$aGFzaDM", "staff", 1, "2026-03-02T03:04:05.000Z", "2026-06-03T00:00:00.000Z");
    await run(admin, 4, "gone@vriddhi.example", "Gone", "pbkdf2-sha256$100000$c2FsdDQ$aGFzaDQ", "staff", 1, "2026-04-02T03:04:05.000Z", "2026-06-04T00:00:00.000Z");
    await run("delete from admin_users where id = 4");

    for (const id of [1, 2, 3]) {
      await run(
        "insert into sessions (token_hash, public_id, admin_id, user_agent, ip, created_at, last_seen_at, expires_at, revoked_at) values (?, ?, ?, 'Firefox on Linux', '203.0.113.7', '2026-06-10T09:00:00.000Z', '2026-06-10T09:30:00.000Z', '2026-06-17T09:00:00.000Z', ?)",
        `session-hash-${id}`,
        `session-public-${id}`,
        id,
        id === 3 ? "2026-06-11T00:00:00.000Z" : null,
      );
      await run(
        "insert into password_resets (id, token_hash, admin_id, created_at, expires_at, used_at) values (?, ?, ?, '2026-06-10T09:00:00.000Z', '2026-06-10T09:30:00.000Z', ?)",
        10 + id,
        `reset-hash-${id}`,
        id,
        id === 1 ? "2026-06-10T09:10:00.000Z" : null,
      );
      await run(
        "insert into admin_passkeys (id, admin_id, name, public_key, counter, transports, created_at, last_used_at) values (?, ?, ?, ?, ?, '[\"internal\",\"hybrid\"]', '2026-05-01T00:00:00.000Z', ?)",
        `credential-${id}`,
        id,
        `Laptop of ${id}`,
        `cose-key-${id}`,
        id * 7,
        id === 2 ? "2026-06-09T00:00:00.000Z" : null,
      );
      await run(
        "insert into auth_challenges (id, purpose, admin_id, expires_at) values (?, 'passkey_registration', ?, '2026-06-10T09:05:00.000Z')",
        `challenge-${id}`,
        id,
      );
      await run(
        "insert into admin_totp (admin_id, secret, enabled_at, last_used_step, created_at) values (?, ?, ?, ?, '2026-05-02T00:00:00.000Z')",
        id,
        `sealed-secret-${id}`,
        id === 3 ? null : "2026-05-02T00:01:00.000Z",
        59_000_000 + id,
      );
      for (const n of [1, 2]) {
        await run(
          "insert into admin_recovery_codes (id, admin_id, code_hash, used_at, created_at) values (?, ?, ?, ?, '2026-05-02T00:02:00.000Z')",
          100 + id * 10 + n,
          id,
          `code-hash-${id}-${n}`,
          n === 1 ? "2026-06-01T00:00:00.000Z" : null,
        );
      }
    }
    // A sign-in challenge names no admin, and must not come back twice.
    await run("insert into auth_challenges (id, purpose, admin_id, expires_at) values ('sign-in-challenge', 'passkey_sign_in', null, '2026-06-10T09:05:00.000Z')");
    const invite = "insert into staff_invites (id, token_hash, email, invited_by, created_at, expires_at, accepted_at, revoked_at) values (?, ?, ?, ?, '2026-03-01T00:00:00.000Z', '2026-03-08T00:00:00.000Z', ?, ?)";
    await run(invite, 21, "invite-hash-1", "kabir@vriddhi.example", 1, "2026-03-02T03:04:05.000Z", null);
    await run(invite, 22, "invite-hash-2", "meera@vriddhi.example", 2, null, null);
    await run(invite, 23, "invite-hash-3", "ravi@vriddhi.example", 2, null, "2026-03-03T00:00:00.000Z");

    await run("insert into inquiries (id, reference, name, email, type, status) values (5, 'VBS-AAAA-0005', 'Kiran', 'kiran@example.com', 'contact', 'replied')");
    const message = "insert into inquiry_messages (id, inquiry_id, kind, body, admin_id, created_at) values (?, 5, ?, ?, ?, '2026-06-05T00:00:00.000Z')";
    await run(message, 31, "reply", "File GSTR-3B by the 20th.", 1);
    await run(message, 32, "note", "Called him too.", 2);
    await run(message, 33, "note", "Sent the checklist.", 3);
    await run(message, 34, "note", "Written by a removed admin.", null);

    await run("insert into blogs (id, title, slug, content, excerpt, category, published, author) values (9, 'GST in 2026', 'gst-in-2026', '<p>Body</p>', 'Excerpt', 'Finance', 1, 'Vriddhi Team')");
    const send = "insert into newsletter_sends (id, post_id, post_title, admin_id, recipients, site_origin, last_subscriber_id, cursor, sent, failed, finished_at, created_at) values (?, 9, 'GST in 2026', ?, 40, 'https://vriddhi.example', 40, 40, 39, 1, '2026-06-06T00:05:00.000Z', '2026-06-06T00:00:00.000Z')";
    await run(send, 41, 1);
    await run(send, 42, 2);
    await run(send, 43, 3);

    const fee = "insert into sub_service_fees (service_id, sub_service_id, fee_from, timeline, note, updated_by, updated_at) values ('startup-msme-consulting', ?, ?, '3 to 5 working days', null, ?, '2026-06-07T00:00:00.000Z')";
    await run(fee, "dpiit-registration", 4999, 1);
    await run(fee, "due-diligence", 24999, 2);
    await run(fee, "government-funding", 14999, 3);

    // Version 1 is the seed (no admin); each later save names who made it.
    const settings = "insert into site_settings (version, data, reverted_from, admin_id, created_at) values (?, ?, ?, ?, '2026-06-08T00:00:00.000Z')";
    await run(settings, 2, '{"email":"one@vriddhi.example"}', null, 1);
    await run(settings, 3, '{"email":"two@vriddhi.example"}', null, 3);
    await run(settings, 4, '{"email":"one@vriddhi.example"}', 2, 2);

    keysBefore = await foreignKeys();
    adminsBefore = await rows("select * from admin_users order by id");
    before = await snapshot();
    // Every table has rows linked to each admin (only an owner invites, so no invitation is Kabir's).
    for (const table of childTables) {
      const linked = new Set(before[table].map((row) => row[CHILDREN[table].column]).filter((id) => id !== null));
      expect(linked, table).toEqual(new Set(table === "staff_invites" ? [1, 2] : [1, 2, 3]));
    }

    await migration.apply();
  });

  it("covers every table that points at admin_users, none of which is itself a parent", () => {
    const pointing = keysBefore.filter((key) => key.parent === "admin_users");
    expect(pointing).toEqual(
      childTables.map((child) => ({ child, parent: "admin_users", column: CHILDREN[child].column, onDelete: CHILDREN[child].onDelete })).sort((a, b) => a.child.localeCompare(b.child)),
    );
    // A cascade or SET NULL from the drop goes no further than these tables.
    expect(keysBefore.filter((key) => (childTables as string[]).includes(String(key.parent)))).toEqual([]);
  });

  it("keeps every admin as they were, the owner the owner and staff as managers", async () => {
    const after = await rows("select * from admin_users order by id");
    expect(after).toEqual(adminsBefore.map((admin) => ({ ...admin, role: admin.role === "staff" ? "manager" : admin.role })));
    expect(after.map(({ id, role }) => ({ id, role }))).toEqual([
      { id: 1, role: "manager" },
      { id: 2, role: "owner" },
      { id: 3, role: "manager" },
    ]);
  });

  it("keeps every row linked to an admin, whole, with its link", async () => {
    for (const table of childTables) expect(await everyRow(table), table).toEqual(before[table]);
    expect(await rows("select name from sqlite_master where type = 'table' and name like '\\_\\_%' escape '\\'")).toEqual([]);
  });

  it("keeps the foreign keys and indexes as they were", async () => {
    expect(await foreignKeys()).toEqual(keysBefore);
    expect(await rows("pragma foreign_key_check")).toEqual([]);
    const indexes = await rows("select name from sqlite_master where type = 'index' and tbl_name = 'admin_users' and name not like 'sqlite_%' order by name");
    expect(indexes.map((i) => i.name)).toEqual(["admin_users_email_unique", "admin_users_one_owner"]);
  });

  it("keeps the id sequence, so a removed admin's id is not given again", async () => {
    await run("insert into admin_users (email, password_hash, role) values ('new@vriddhi.example', 'x', 'editor')");
    expect(await rows("select id, role from admin_users where email = 'new@vriddhi.example'")).toEqual([{ id: 5, role: "editor" }]);
    await run("delete from admin_users where id = 5");
  });

  it("refuses a second owner, a role outside the four, and a missing role", async () => {
    await expect(run("update admin_users set role = 'owner' where id = 1")).rejects.toThrow(/UNIQUE constraint failed/);
    await expect(run("update admin_users set role = 'staff' where id = 3")).rejects.toThrow(/CHECK constraint failed: admin_users_role_check/);
    await expect(run("insert into admin_users (email, password_hash, role) values ('s@vriddhi.example', 'x', 'superuser')")).rejects.toThrow(
      /CHECK constraint failed: admin_users_role_check/,
    );
    await expect(run("insert into admin_users (email, password_hash) values ('d@vriddhi.example', 'x')")).rejects.toThrow(/NOT NULL constraint failed/);
    await run("update admin_users set role = 'advisor' where id = 3");
    expect(await rows("select role from admin_users where id = 3")).toEqual([{ role: "advisor" }]);
  });

  it("still cascades and clears as the foreign keys say when an admin is removed", async () => {
    await run("delete from admin_users where id = 1");
    const after = await snapshot();
    for (const table of childTables) {
      const { column, onDelete } = CHILDREN[table];
      const expected =
        onDelete === "CASCADE"
          ? before[table].filter((row) => row[column] !== 1)
          : before[table].map((row) => (row[column] === 1 ? { ...row, [column]: null } : row));
      expect(after[table], table).toEqual(expected);
    }
    expect(await rows("pragma foreign_key_check")).toEqual([]);
  });
});
