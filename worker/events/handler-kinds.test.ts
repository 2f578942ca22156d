import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { pendingObjectDeletions } from "../media/tables";
import { signIn } from "../testing/admin-helpers";
import { addHandler } from "../testing/event-handlers";
import { callInProcess } from "../testing/in-process";
import { EVERY_EVENT, type EffectHandler, type InWriteHandler } from "./handlers";
import type { DomainEvent, WriteIntent } from "./types";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

/** Registers a handler for one test; afterEach takes it out again. */
const added: (() => void)[] = [];
const register: typeof addHandler = (kind, type, handler) => {
  const remove = addHandler(kind, type, handler);
  added.push(remove);
  return remove;
};
afterEach(() => {
  added.splice(0).forEach((remove) => remove());
  vi.restoreAllMocks();
});

const job = (slug: string) => ({
  title: "Tax Associate",
  slug,
  description: "Prepare GST returns.",
  requirements: "B.Com",
  location: "Bhopal",
  jobType: "Full-time",
  published: false,
});

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n;

describe("in-write handlers", () => {
  it("commit with the write, and their failure rolls the write back", async () => {
    // Two inserts of the same key: the second breaks the primary key inside the batch.
    const failing: InWriteHandler<"job.created"> = (_intent, db) => [
      db.insert(pendingObjectDeletions).values({ key: "twice" }),
      db.insert(pendingObjectDeletions).values({ key: "twice" }),
    ];
    register("inWrite", "job.created", failing);
    const { res } = await callInProcess("/api/admin/jobs", { method: "POST", cookie, json: job("rolled-back") });
    expect(res.status).toBe(500);
    expect(await count("select count(*) as n from jobs where slug = 'rolled-back'")).toBe(0);
    expect(await count("select count(*) as n from pending_object_deletions where key = 'twice'")).toBe(0);
  });
});

describe("before-response handlers", () => {
  it("have finished when the response arrives, with the full event", async () => {
    const seen: DomainEvent[] = [];
    const slow: EffectHandler<"job.created"> = async (event) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      seen.push(event);
    };
    register("beforeResponse", "job.created", slow);
    const { res } = await callInProcess("/api/admin/jobs", { method: "POST", cookie, json: job("awaited") });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(seen).toEqual([{ type: "job.created", adminId: 1, id, slug: "awaited" }]);
  });
});

describe("after-response handlers", () => {
  it("run after the response, and a failing one never fails the write or the response", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen: DomainEvent[] = [];
    const waiting: EffectHandler<"subscriber.created"> = async (event) => {
      await gate;
      seen.push(event);
    };
    const throwing: EffectHandler<"subscriber.created"> = () => {
      throw new Error("mail server down");
    };
    register("afterResponse", "subscriber.created", waiting);
    register("afterResponse", "subscriber.created", throwing);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});

    const { res, settled } = await callInProcess("/api/subscribers", { method: "POST", json: { email: "after@example.in" } });
    expect(res.status).toBe(201);
    expect(await count("select count(*) as n from subscribers where email = 'after@example.in'")).toBe(1);
    expect(seen).toEqual([]); // the response did not wait for it

    release();
    await settled();
    expect(seen).toMatchObject([{ type: "subscriber.created", email: "after@example.in" }]);
    const lines = errors.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: "error", event: "event_handler_failed", handler: "throwing", message: "mail server down" }),
    );
  });
});

describe("handlers by event type", () => {
  it("are called for the events of their own type only, those of every event for all", async () => {
    const intents: WriteIntent[] = [];
    const effects: string[] = [];
    register("inWrite", "job.created", (intent) => (intents.push(intent), []));
    register("inWrite", "job.deleted", (intent) => (intents.push(intent), []));
    register("beforeResponse", "job.created", (event) => void effects.push(`before ${event.type} ${event.slug}`));
    register("beforeResponse", "job.updated", (event) => void effects.push(`before ${event.type}`));
    register("afterResponse", "job.created", (event) => void effects.push(`after ${event.type} ${event.slug}`));
    register("afterResponse", "post.created", (event) => void effects.push(`after ${event.type}`));
    register("afterResponse", EVERY_EVENT, (event) => void effects.push(`every ${event.type}`));

    const { res, settled } = await callInProcess("/api/admin/jobs", { method: "POST", cookie, json: job("by-type") });
    expect(res.status).toBe(201);
    await settled();
    expect(intents).toMatchObject([{ type: "job.created", adminId: 1 }]);
    expect(effects).toEqual(["before job.created by-type", "every job.created", "after job.created by-type"]);
  });
});

describe("the write's result", () => {
  it("reports no event when the write matched no row", async () => {
    const seen: DomainEvent[] = [];
    register("beforeResponse", EVERY_EVENT, (event) => void seen.push(event));
    const { res } = await callInProcess("/api/admin/jobs/987654/published", { method: "PATCH", cookie, json: { published: true } });
    expect(res.status).toBe(404);
    expect(seen).toEqual([]);
  });
});
