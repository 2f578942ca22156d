import { env } from "cloudflare:test";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db/client";
import { hashToken } from "../access/session";
import { mailingList } from "./list";
import { CONFIRM_DAYS, confirmSignUp, newConfirmation, signUpTo, TOKEN_PATTERN, unsubscribe } from "./opt-in";

/* A made-up list, with a table of its own: the kit serves whatever list a feature declares. */
const readers = sqliteTable(
  "kit_test_readers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull().unique(),
    sourcePage: text("source_page"),
    topic: text("topic"),
    status: text("status").notNull().default("pending"),
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmExpiresAt: text("confirm_expires_at"),
    confirmedAt: text("confirmed_at"),
    unsubscribeToken: text("unsubscribe_token").unique(),
    createdAt: text("created_at").notNull().default("2026-11-01T00:00:00.000Z"),
  },
  (t) => [index("kit_test_readers_status_idx").on(t.status)],
);

// No link is followed here, so no event is reported: the made-up list names none (nor does the kit name a feature).
const list = mailingList({
  name: "kit-test-readers",
  table: readers,
  events: { confirmed: "" as never, unsubscribed: "" as never },
  held: { key: "readingSince", counted: "readers" },
});

const db = () => getDb(env.DB);
const row = (email: string) => env.DB.prepare("select * from kit_test_readers where email = ?").bind(email).first<Record<string, string | null>>();

async function signUp(email: string, extra: { kept?: Record<string, unknown>; chosen?: Record<string, unknown> } = {}) {
  const confirmation = await newConfirmation();
  const rows = await signUpTo(db(), readers, { email, ...extra }, confirmation);
  return { rows, confirmation };
}

beforeAll(async () => {
  await env.DB.exec(
    "create table kit_test_readers (id integer primary key autoincrement, email text not null unique, source_page text, topic text, status text not null default 'pending', confirm_token_hash text unique, confirm_expires_at text, confirmed_at text, unsubscribe_token text unique, created_at text not null default '2026-11-01T00:00:00.000Z')",
  );
});

describe("the mailing-list kit", () => {
  it("issues a confirmation token that only its hash is kept of, live for the confirmation days", async () => {
    const { token, tokenHash, expiresAt } = await newConfirmation();
    expect(token).toMatch(TOKEN_PATTERN);
    expect(tokenHash).toBe(await hashToken(token));
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(CONFIRM_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(CONFIRM_DAYS);
  });

  it("stores a sign-up pending, keeps what a new address brings, renews its choices and link until it is confirmed", async () => {
    const first = await signUp("Reader@Example.in", { kept: { sourcePage: "/blog/a" }, chosen: { topic: "gst" } });
    expect(first.rows).toHaveLength(1);
    expect(await row("reader@example.in")).toMatchObject({ status: "pending", source_page: "/blog/a", topic: "gst", confirm_token_hash: first.confirmation.tokenHash });

    const again = await signUp("reader@example.in", { kept: { sourcePage: "/blog/b" }, chosen: { topic: "tds" } });
    expect(again.rows).toEqual(first.rows);
    expect(await row("reader@example.in")).toMatchObject({ source_page: "/blog/a", topic: "tds", confirm_token_hash: again.confirmation.tokenHash });

    // The first link stopped working when the second was issued.
    expect(await confirmSignUp(db(), readers, first.confirmation.tokenHash)).toEqual([]);
    expect(await confirmSignUp(db(), readers, again.confirmation.tokenHash)).toEqual(first.rows);
    expect(await row("reader@example.in")).toMatchObject({ status: "confirmed", confirm_token_hash: null });

    // Confirmed: a new sign-up changes nothing and returns no row, so nothing is mailed.
    expect((await signUp("reader@example.in", { chosen: { topic: "roc" } })).rows).toEqual([]);
    expect(await row("reader@example.in")).toMatchObject({ status: "confirmed", topic: "tds" });
  });

  it("refuses an expired confirmation, and leaves a hard-bounced address alone", async () => {
    const { confirmation } = await signUp("late@example.in");
    await env.DB.prepare("update kit_test_readers set confirm_expires_at = '2026-01-01T00:00:00.000Z' where email = ?").bind("late@example.in").run();
    expect(await confirmSignUp(db(), readers, confirmation.tokenHash)).toEqual([]);

    await env.DB.prepare("update kit_test_readers set status = 'bounced' where email = ?").bind("late@example.in").run();
    expect((await signUp("late@example.in")).rows).toEqual([]);
    expect((await row("late@example.in"))?.status).toBe("bounced");
  });

  it("ends a sign-up by its unsubscribe token, again harmlessly, and lets it sign up again", async () => {
    const { rows } = await signUp("leaving@example.in");
    const { unsubscribe_token: token } = (await row("leaving@example.in"))!;
    expect(await unsubscribe(db(), readers, token!)).toEqual(rows);
    expect(await unsubscribe(db(), readers, token!)).toEqual(rows);
    expect(await row("leaving@example.in")).toMatchObject({ status: "unsubscribed", confirm_token_hash: null });
    expect(await unsubscribe(db(), readers, "x".repeat(43))).toEqual([]);
    expect((await signUp("leaving@example.in")).rows).toEqual(rows);
    expect((await row("leaving@example.in"))?.status).toBe("pending");
  });

  it("takes reported addresses off the list, live ones only, under the list's name", async () => {
    await signUp("bounce@example.in");
    await signUp("gone@example.in");
    await unsubscribe(db(), readers, (await row("gone@example.in"))!.unsubscribe_token!);
    expect(list.audience.name).toBe("kit-test-readers");
    expect(await list.audience.markReported(db(), "bounced", ["bounce@example.in", "gone@example.in", "nobody@example.in"])).toHaveLength(1);
    expect((await row("bounce@example.in"))?.status).toBe("bounced");
    expect((await row("gone@example.in"))?.status).toBe("unsubscribed");
  });

  it("finds and erases an address for a privacy request, whatever its case; a request by phone finds none", async () => {
    await signUp("held@example.in");
    expect(await list.heldData.find(db(), { email: " HELD@example.in " })).toEqual({ shown: "2026-11-01T00:00:00.000Z", counts: { readers: 1 } });
    expect(await list.heldData.find(db(), { phone: "+919876543210" })).toEqual({ shown: null, counts: { readers: 0 } });
    expect(list.heldData.erase(db(), { phone: "+919876543210" }, null)).toEqual([]);
    const [statement] = list.heldData.erase(db(), { email: "Held@Example.in" }, null);
    await statement;
    expect(await row("held@example.in")).toBeNull();
  });
});
