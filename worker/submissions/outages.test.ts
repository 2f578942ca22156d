import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE_WRITE } from "../http/errors";
import { STORAGE_UNAVAILABLE } from "../media/put-object";
import { failingBatches, unavailableDatabase } from "../testing/failing-database";
import { failingPuts } from "../testing/failing-bucket";
import { captureLogs } from "../testing/capture-logs";
import { callInProcess } from "../testing/in-process";
import { applicationForm, PUBLIC_JSON_FORMS, publishOpening, storedCounts } from "../testing/public-forms";

let opening: string;
beforeAll(async () => {
  opening = await publishOpening("outage-associate");
});

/** Every public form, sent once with the given bindings swapped in. */
function everyForm(bindings: Partial<typeof env>) {
  const json = Object.entries(PUBLIC_JSON_FORMS).map(([name, form]) => ({
    name,
    send: () => callInProcess(form.path, { method: "POST", json: form.json, bindings }),
  }));
  const application = {
    name: "application",
    send: () => callInProcess(`/api/jobs/${opening}/applications`, { method: "POST", body: applicationForm(), bindings }),
  };
  return [...json, application];
}

async function expectClear503(res: Response, message: string) {
  expect(res.status).toBe(503);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const text = await res.text();
  expect(JSON.parse(text)).toEqual({ error: message });
  expect(text).not.toMatch(/D1_ERROR|Error:|\bat \S+:\d+/);
}

describe("public forms while the database is down", () => {
  it("each answers a clear JSON 503 with Retry-After and stores nothing", async () => {
    const before = await storedCounts();
    for (const form of everyForm({ DB: unavailableDatabase() })) {
      const { res } = await form.send();
      await expectClear503(res, DATABASE_UNAVAILABLE_WRITE);
      expect(res.headers.get("retry-after"), form.name).toBe("60");
    }
    expect(await storedCounts()).toEqual(before);
  });

  it("each stores nothing when only the final write fails, and the résumé put before it is removed", async () => {
    const before = await storedCounts();
    for (const form of everyForm({ DB: failingBatches(env.DB) })) {
      const { res } = await form.send();
      await expectClear503(res, DATABASE_UNAVAILABLE_WRITE);
    }
    expect(await storedCounts()).toEqual(before);
  });

  it("stores the same submissions once the database answers again", async () => {
    const before = await storedCounts();
    for (const form of everyForm({})) expect((await form.send()).res.status).toBe(201);
    expect(await storedCounts()).toEqual({ inquiries: before.inquiries + 4, subscribers: before.subscribers + 1, resumes: before.resumes + 1 });
  });
});

describe("the log of a database outage", () => {
  it("is one database_unavailable line with D1's message, never the query's parameters", async () => {
    const key = "outage-idempotency-key-0001";
    const json = { ...PUBLIC_JSON_FORMS.contact.json, email: "private.person@example.in" };
    const lines = await captureLogs(async () => {
      const { res } = await callInProcess("/api/inquiries", { method: "POST", json, headers: { "Idempotency-Key": key }, bindings: { DB: unavailableDatabase() } });
      expect(res.status).toBe(503);
    });
    expect(lines.map((l) => l.entry)).toMatchObject([
      { level: "error", event: "database_unavailable", method: "POST", path: "/api/inquiries", message: "D1_ERROR: Network connection lost." },
    ]);
    expect(lines[0].raw).not.toMatch(/Failed query|params|private\.person|outage-idempotency-key/);
  });
});

describe("a job application while R2 is down", () => {
  it("answers 503 and stores no row", async () => {
    const before = await storedCounts();
    const { res } = await callInProcess(`/api/jobs/${opening}/applications`, {
      method: "POST",
      body: applicationForm(),
      bindings: { MEDIA: failingPuts(env.MEDIA) },
    });
    await expectClear503(res, STORAGE_UNAVAILABLE);
    expect(await storedCounts()).toEqual(before);
  });
});
