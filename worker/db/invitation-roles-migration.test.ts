import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { migrationUnderTest } from "../testing/migration-steps";

const MIGRATION = "0021_invitation_roles.sql";
const migration = migrationUnderTest(MIGRATION);

const run = (query: string, ...params: unknown[]) =>
  env.DB.prepare(query)
    .bind(...params)
    .run();
const rows = (query: string) =>
  env.DB.prepare(query)
    .all<Record<string, unknown>>()
    .then((r) => r.results);

describe(`migration ${MIGRATION}`, () => {
  beforeEach(async () => {
    await migration.before();
    await run("insert into admin_users (id, email, password_hash, role) values (1, 'owner@example.com', 'x', 'owner')");
    const invite = "insert into staff_invites (id, token_hash, email, invited_by, expires_at, accepted_at, revoked_at) values (?, ?, ?, 1, '2026-12-01T00:00:00.000Z', ?, ?)";
    await run(invite, 1, "hash-1", "accepted@example.com", "2026-11-20T00:00:00.000Z", null);
    await run(invite, 2, "hash-2", "pending@example.com", null, null);
    await run(invite, 3, "hash-3", "withdrawn@example.com", null, "2026-11-21T00:00:00.000Z");
    // The newest invitation was withdrawn and removed: its id must not come back.
    await run("delete from staff_invites where id = 3");
    await migration.apply();
  });

  it("keeps every invitation, each making a manager, as its staff account would have become", async () => {
    expect(await rows("select id, token_hash, email, role, invited_by, accepted_at from staff_invites order by id")).toEqual([
      { id: 1, token_hash: "hash-1", email: "accepted@example.com", role: "manager", invited_by: 1, accepted_at: "2026-11-20T00:00:00.000Z" },
      { id: 2, token_hash: "hash-2", email: "pending@example.com", role: "manager", invited_by: 1, accepted_at: null },
    ]);
    expect(await rows("pragma foreign_key_check")).toEqual([]);
  });

  it("keeps the id sequence, refuses a role outside the colleagues' and cannot invite an owner", async () => {
    await run("insert into staff_invites (token_hash, email, role, invited_by, expires_at) values ('hash-4', 'editor@example.com', 'editor', 1, 'x')");
    expect(await rows("select id from staff_invites where token_hash = 'hash-4'")).toEqual([{ id: 4 }]);
    await expect(run("insert into staff_invites (token_hash, email, role, invited_by, expires_at) values ('hash-5', 'o@example.com', 'owner', 1, 'x')")).rejects.toThrow(
      /CHECK constraint failed: staff_invites_role_check/,
    );
  });
});
