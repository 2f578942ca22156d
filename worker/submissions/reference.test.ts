import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callInProcess } from "../testing/in-process";
import { freshIp, postJson } from "../testing/helpers";
import { newPublicReference, PUBLIC_REFERENCE } from "./reference";

const contact = {
  type: "contact",
  name: "Ritu Sharma",
  email: "ritu@example.in",
  subject: "Company registration",
  message: "We want to register a private limited company in Bhopal.",
};
const enquiry = { type: "service_enquiry", name: "Ritu Sharma", email: "ritu@example.in", service: "legal-consultancy", selectedOptions: [] };
const quote = { ...enquiry, type: "quote", subService: "gst-registration" };

const storedReference = (reference: string) =>
  env.DB.prepare("select id, reference from inquiries where reference = ?").bind(reference).first<{ id: number; reference: string }>();

afterEach(() => vi.restoreAllMocks());

describe("public references", () => {
  it("look like VBS-7K3Q-9M2D: Crockford base 32, no I, L, O or U, every symbol used", () => {
    const references = Array.from({ length: 2000 }, newPublicReference);
    for (const reference of references) expect(reference).toMatch(PUBLIC_REFERENCE);
    const symbols = new Set(references.flatMap((r) => [...r.slice(4).replace("-", "")]));
    expect([...symbols].sort().join("")).toBe("0123456789ABCDEFGHJKMNPQRSTVWXYZ");
    expect(new Set(references).size).toBe(references.length);
  });

  it.each([
    ["a contact message", contact],
    ["a service enquiry", enquiry],
    ["a quote request", quote],
  ])("%s is answered with its stored reference and never the row id", async (_, payload) => {
    const res = await postJson("/api/inquiries", payload);
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["reference"]);
    expect(body.reference).toMatch(PUBLIC_REFERENCE);
    const row = await storedReference(body.reference as string);
    expect(row?.reference).toBe(body.reference);
    expect(Object.values(body)).not.toContain(row?.id);
  });

  it("a retried submit is answered with the first submission's reference", async () => {
    // A retry comes from the same client: the key is scoped to the sender (./submission-key.ts).
    const headers = { "Idempotency-Key": "reference-retry-0001", "CF-Connecting-IP": freshIp() };
    const first = (await (await postJson("/api/inquiries", contact, headers)).json()) as { reference: string };
    const again = await postJson("/api/inquiries", contact, headers);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ reference: first.reference });
  });

  it("a bot caught by the honeypot gets an answer of the same shape, naming nothing stored", async () => {
    const res = await postJson("/api/inquiries", { ...contact, website: "https://spam.example" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { reference: string };
    expect(Object.keys(body)).toEqual(["reference"]);
    expect(body.reference).toMatch(PUBLIC_REFERENCE);
    expect(await storedReference(body.reference)).toBeNull();
  });

  it("the newsletter answer names no id or reference", async () => {
    const res = await postJson("/api/subscribers", { email: "reader@example.in" });
    expect(await res.json()).toEqual({ subscribed: true });
  });

  it("are unique in the database", async () => {
    const insert = () =>
      env.DB.prepare("insert into inquiries (reference, name, email, type, message) values ('VBS-AAAA-AAAA', 'A', 'a@example.in', 'contact', 'x')").run();
    await insert();
    await expect(insert()).rejects.toThrow(/UNIQUE constraint failed: inquiries.reference/);
  });

  it("a repeated reference is drawn again, not answered with an error", async () => {
    await env.DB.prepare("insert into inquiries (reference, name, email, type, message) values ('VBS-0000-0000', 'B', 'b@example.in', 'contact', 'x')").run();
    // The first draw repeats the stored reference (all-zero bytes); the next ones are random again.
    const real = crypto.getRandomValues.bind(crypto);
    let draws = 0;
    const spy = vi.spyOn(crypto, "getRandomValues").mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      if (array?.byteLength !== 8 || draws++ > 0) return real(array as ArrayBufferView) as T;
      new Uint8Array(array.buffer, array.byteOffset, 8).fill(0);
      return array;
    });
    const { res } = await callInProcess("/api/inquiries", { method: "POST", json: contact });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    expect(reference).toMatch(PUBLIC_REFERENCE);
    expect(reference).not.toBe("VBS-0000-0000");
    expect(await storedReference(reference)).not.toBeNull();
    expect(draws).toBe(2);
    expect(spy).toHaveBeenCalled();
  });

  it("the migration gives rows stored before references a random one of the same format", async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.endsWith("_backfill_inquiry_references.sql"));
    expect(migration).toBeDefined();
    const insertOld = (name: string) =>
      env.DB.prepare("insert into inquiries (name, email, type, message) values (?, 'old@example.in', 'contact', 'x')").bind(name).run();
    await insertOld("Old One");
    await insertOld("Old Two");
    for (const query of migration!.queries) await env.DB.prepare(query).run();
    const { results } = await env.DB.prepare("select reference from inquiries where name in ('Old One', 'Old Two')").all<{ reference: string }>();
    expect(results).toHaveLength(2);
    for (const { reference } of results) expect(reference).toMatch(PUBLIC_REFERENCE);
    expect(results[0].reference).not.toBe(results[1].reference);
    const { n } = (await env.DB.prepare("select count(*) as n from inquiries where reference is null").first<{ n: number }>())!;
    expect(n).toBe(0);
  });
});
