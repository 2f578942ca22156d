import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { HTTPException } from "hono/http-exception";
import { beforeAll, describe, expect, it } from "vitest";
import { type Database, getDb } from "../db/client";
import { failingBatches } from "../testing/failing-database";
import { failingDeletes, failingPuts } from "../testing/failing-bucket";
import { attachObject, type DeletionRecords, deleteWithOwner, type ObjectStore, stageObject } from "./lifecycle";
import type { NewObject } from "./object-kind";

// A bare owner table, so the lifecycle is tested apart from any resource: each row may name one object.
const owners = sqliteTable("lifecycle_owners", { id: integer("id").primaryKey(), objectKey: text("object_key") });
beforeAll(async () => {
  await env.DB.exec("create table lifecycle_owners (id integer primary key, object_key text)");
});

let next = 0;
const newObject = (): NewObject => ({ key: `lifecycle-test/${++next}.txt`, url: null, bytes: new TextEncoder().encode("x"), contentType: "text/plain" });

async function ownerNaming(key: string | null): Promise<number> {
  const row = await env.DB.prepare("insert into lifecycle_owners (object_key) values (?) returning id").bind(key).first<{ id: number }>();
  return row!.id;
}

/** The owner's write: points row `id` at `key`, batched with the deletion records; the ids it updated. */
const pointAt = (db: Database, id: number, key: string) => (records: DeletionRecords) =>
  db.batch([db.update(owners).set({ objectKey: key }).where(eq(owners.id, id)).returning({ id: owners.id }), ...records]).then(([rows]) => rows);

const store = (bindings: { MEDIA?: R2Bucket; DB?: D1Database } = {}): ObjectStore => ({
  bucket: bindings.MEDIA ?? env.MEDIA,
  db: getDb(bindings.DB ?? env.DB),
});
const stored = async (key: string) => (await env.MEDIA.head(key)) !== null;
const recorded = async (key: string) => (await env.DB.prepare("select 1 from pending_object_deletions where key = ?").bind(key).first()) !== null;
const ownerKey = async (id: number) =>
  (await env.DB.prepare("select object_key from lifecycle_owners where id = ?").bind(id).first<{ object_key: string | null }>())?.object_key;

/** An owner already holding a stored object: what a replacement lets go of. */
async function ownerWithObject() {
  const old = newObject();
  await env.MEDIA.put(old.key, old.bytes);
  return { id: await ownerNaming(old.key), oldKey: old.key };
}

describe("the R2 object lifecycle", () => {
  it("replaces: the new object is stored and named, the old one deleted, and no record is left", async () => {
    const { id, oldKey } = await ownerWithObject();
    const object = newObject();
    const rows = await attachObject(store(), object, { replacing: [oldKey], write: pointAt(store().db, id, object.key), attached: (r) => r.length > 0 });
    expect(rows).toEqual([{ id }]);
    expect(await ownerKey(id)).toBe(object.key);
    expect(await stored(object.key)).toBe(true);
    expect(await stored(oldKey)).toBe(false);
    expect(await recorded(oldKey)).toBe(false);
  });

  it("records the replaced object for the sweep, in the write's batch, when R2 refuses to delete it", async () => {
    const { id, oldKey } = await ownerWithObject();
    const object = newObject();
    const failing = store({ MEDIA: failingDeletes(env.MEDIA) });
    await attachObject(failing, object, { replacing: [oldKey], write: pointAt(failing.db, id, object.key), attached: (r) => r.length > 0 });
    expect(await ownerKey(id)).toBe(object.key);
    expect(await stored(oldKey)).toBe(true);
    expect(await recorded(oldKey)).toBe(true);
  });

  it("leaves no orphan when the owner's D1 write fails: the new object goes, the old one stays named and unrecorded", async () => {
    const { id, oldKey } = await ownerWithObject();
    const object = newObject();
    const failing = store({ DB: failingBatches(env.DB) });
    await expect(
      attachObject(failing, object, { replacing: [oldKey], write: pointAt(failing.db, id, object.key), attached: (r) => r.length > 0 }),
    ).rejects.toThrow("D1_ERROR");
    expect(await stored(object.key)).toBe(false);
    expect(await ownerKey(id)).toBe(oldKey);
    expect(await stored(oldKey)).toBe(true);
    expect(await recorded(oldKey)).toBe(false);
  });

  it("records the new object for the sweep when the D1 write fails and R2 then refuses to delete it", async () => {
    const { id, oldKey } = await ownerWithObject();
    const object = newObject();
    const failing = store({ DB: failingBatches(env.DB), MEDIA: failingDeletes(env.MEDIA) });
    await expect(
      attachObject(failing, object, { replacing: [oldKey], write: pointAt(failing.db, id, object.key), attached: (r) => r.length > 0 }),
    ).rejects.toThrow("D1_ERROR");
    expect(await recorded(object.key)).toBe(true);
    expect(await recorded(oldKey)).toBe(false);
  });

  it("removes the new object again when the write finds no owner row", async () => {
    const object = newObject();
    const rows = await attachObject(store(), object, { write: pointAt(store().db, 424242, object.key), attached: (r) => r.length > 0 });
    expect(rows).toEqual([]);
    expect(await stored(object.key)).toBe(false);
  });

  it("answers 503 and never runs the write when R2 refuses to store", async () => {
    const id = await ownerNaming(null);
    const object = newObject();
    const failing = store({ MEDIA: failingPuts(env.MEDIA) });
    const attempt = attachObject(failing, object, { write: pointAt(failing.db, id, object.key), attached: () => true });
    await expect(attempt).rejects.toBeInstanceOf(HTTPException);
    await expect(attempt).rejects.toMatchObject({ status: 503 });
    expect(await ownerKey(id)).toBeNull();
  });

  it("stages an object with an undo that removes it", async () => {
    const object = newObject();
    const undo = await stageObject(store(), object);
    expect(await stored(object.key)).toBe(true);
    await undo();
    expect(await stored(object.key)).toBe(false);
  });

  it("deletes objects with their owner, and keeps both when the owner's delete fails", async () => {
    const { id, oldKey } = await ownerWithObject();
    const removeOwner = (db: Database) => (records: DeletionRecords) => db.batch([db.delete(owners).where(eq(owners.id, id)), ...records]);

    const failing = store({ DB: failingBatches(env.DB) });
    await expect(deleteWithOwner(failing, [oldKey], removeOwner(failing.db))).rejects.toThrow("D1_ERROR");
    expect(await ownerKey(id)).toBe(oldKey);
    expect(await stored(oldKey)).toBe(true);
    expect(await recorded(oldKey)).toBe(false);

    await deleteWithOwner(store(), [oldKey], removeOwner(store().db));
    expect(await ownerKey(id)).toBeUndefined();
    expect(await stored(oldKey)).toBe(false);
    expect(await recorded(oldKey)).toBe(false);
  });
});
