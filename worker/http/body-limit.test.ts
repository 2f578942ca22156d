import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { limitBody, limitBodyExcept, ownBodyLimits } from "./body-limit";

/**
 * A made-up API: a small limit for everything, and one upload route with a larger cap of its own.
 * The routes with their own cap are read back from the finished app, as worker/api.ts reads its own.
 */
const uploads = new Hono()
  .put("/files/:id", limitBody(8 * 1024), (c) => c.text("stored"))
  .post("/files/:id", (c) => c.text("json"));
const app = new Hono()
  .basePath("/api")
  .use(limitBodyExcept(limitBody(2 * 1024), () => capped))
  .route("/admin", uploads)
  .post("/notes", (c) => c.text("noted"));
const capped = ownBodyLimits(app);

const send = (method: string, path: string, bytes: number) => app.request(path, { method, body: "x".repeat(bytes), headers: { "Content-Length": String(bytes) } });

describe("a route that caps its own body", () => {
  it("is read back from the route table with its cap, at its whole path", () => {
    expect(capped).toEqual([{ method: "PUT", path: "/api/admin/files/:id", maxBytes: 8 * 1024 }]);
  });

  it("takes a body over the common limit, up to its own cap", async () => {
    expect((await send("PUT", "/api/admin/files/7", 6 * 1024)).status).toBe(200);
    expect((await send("PUT", "/api/admin/files/7", 8 * 1024 + 1)).status).toBe(413);
  });

  it("leaves every other route, its own path's other methods included, to the common limit", async () => {
    expect((await send("POST", "/api/notes", 2 * 1024)).status).toBe(200);
    const refused = await send("POST", "/api/notes", 6 * 1024);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ error: "The request is too large. The limit is 2 KB." });
    expect((await send("POST", "/api/admin/files/7", 6 * 1024)).status).toBe(413);
  });
});
