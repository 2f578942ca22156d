import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { uploadRoutes } from "../api";
import { app } from "../app";
import { ORIGIN, signIn, sqlRun, tokenHashOf } from "../testing/admin-helpers";
import { freshIp } from "../testing/helpers";
import { JSON_BODY_LIMIT } from "./body-limit";
import { MULTIPART_ROUTES as MULTIPART, NO_BODY_ROUTES as NO_BODY } from "../testing/bodiless-routes";


/** Every state-changing route under /api the app registers, read from its route table. */
const mutatingRoutes = [
  ...new Set(
    app.routes
      .filter((r) => ["POST", "PUT", "PATCH", "DELETE"].includes(r.method) && r.path.startsWith("/api/"))
      .map((r) => `${r.method} ${r.path}`),
  ),
];
const jsonRoutes = mutatingRoutes.filter((r) => !NO_BODY.has(r) && !MULTIPART.has(r));

let cookie: string | undefined;

/** Whether the session a cookie carries is still live: "sign out other sessions" below ends every other one. */
async function isLive(session: string): Promise<boolean> {
  const { results } = await sqlRun("select 1 from sessions where token_hash = ? and revoked_at is null", await tokenHashOf(session));
  return results.length > 0;
}

// One session for the tests, signed in again only once a route under test ended it.
beforeEach(async () => {
  if (!cookie || !(await isLive(cookie))) cookie = await signIn();
});

/** Sends `body` to a route (path parameters filled with an unknown id or slug), signed in. */
async function send(route: string, body: BodyInit, contentType?: string, session = cookie!) {
  const [method, pattern] = route.split(" ");
  const path = pattern.replace(":id", "999999").replace(":slug", "no-such-opening");
  const headers: Record<string, string> = { Origin: ORIGIN, Cookie: session, "CF-Connecting-IP": freshIp() };
  if (contentType) headers["Content-Type"] = contentType;
  return SELF.fetch(`${ORIGIN}${path}`, { method, headers, body });
}

/** A body of `bytes` bytes that announces no length: the limit must hold while it streams in. */
function streamOf(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

async function expectStatus(res: Response, status: number, route: string) {
  const text = await res.text();
  expect(res.status, `${route}: ${text}`).toBe(status);
  expect(JSON.parse(text), route).toHaveProperty("error");
  expect(text, route).not.toMatch(/\bat \S+:\d+|Error:/);
}

it("finds every mutating API route classified, and the JSON ones are the rest", () => {
  expect(mutatingRoutes.length).toBeGreaterThan(15);
  for (const route of [...NO_BODY, ...MULTIPART]) expect(mutatingRoutes, route).toContain(route);
  expect(jsonRoutes).toContain("POST /api/inquiries");
  expect(jsonRoutes).toContain("POST /api/admin/login");
});

it("exempts from the JSON limit exactly the routes that take files, each capping its own body", () => {
  expect(new Set(uploadRoutes.map((route) => `${route.method} ${route.path}`))).toEqual(MULTIPART);
  for (const route of uploadRoutes) expect(route.maxBytes, `${route.method} ${route.path}`).toBeGreaterThan(JSON_BODY_LIMIT);
});

describe.each(jsonRoutes)("%s", (route) => {
  it("answers malformed JSON with 400", async () => {
    await expectStatus(await send(route, '{"name": "Asha", ', "application/json"), 400, route);
  });

  it("answers a body over the limit with 413, with or without Content-Length", async () => {
    const huge = `{"message": "${"a".repeat(JSON_BODY_LIMIT)}"}`;
    await expectStatus(await send(route, huge, "application/json"), 413, route);
    await expectStatus(await send(route, streamOf(JSON_BODY_LIMIT + 128 * 1024), "application/json"), 413, route);
  });

  it("answers any other content type, or none, with 415", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", undefined]) {
      await expectStatus(await send(route, '{"email": "a@example.in"}', type), 415, `${route} as ${type}`);
    }
  });
});

describe.each([...MULTIPART])("%s", (route) => {
  it("answers a malformed multipart body with 400", async () => {
    await expectStatus(await send(route, "--x\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\nunterminated", "multipart/form-data; boundary=x"), 400, route);
  });

  it("answers a body over the upload limit with 413, with or without Content-Length", async () => {
    // Each upload route's own cap: 5 MB for images and résumés, 10 MB for a case's documents.
    const limit = uploadRoutes.find((own) => `${own.method} ${own.path}` === route)!.maxBytes;
    await expectStatus(await send(route, new Uint8Array(limit + 1024), "multipart/form-data; boundary=x"), 413, route);
    await expectStatus(await send(route, streamOf(limit + 128 * 1024), "multipart/form-data; boundary=x"), 413, route);
  });

  it("answers JSON or plain text with 400 or 415, never storing anything", async () => {
    for (const type of ["application/json", "text/plain"]) {
      const res = await send(route, '{"name": "Asha"}', type);
      expect([400, 415], `${route} as ${type}`).toContain(res.status);
    }
  });
});

describe.each([...NO_BODY])("%s, which reads no body", (route) => {
  it("answers a body over the limit with 413 and ignores any other body without failing", async () => {
    await expectStatus(await send(route, "a".repeat(JSON_BODY_LIMIT + 1024), "application/json"), 413, route);
    for (const [body, type] of [["{not json", "application/json"], ["x=1", "text/plain"]]) {
      // A fresh session each time: these routes may sign it out.
      const res = await send(route, body, type, await signIn());
      expect(res.status, `${route}: ${await res.text()}`).toBeLessThan(500);
    }
  });
});
