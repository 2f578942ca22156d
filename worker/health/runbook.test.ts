import { describe, expect, it } from "vitest";
import { call } from "../testing/admin-helpers";
import { signInAs } from "../testing/roles";

describe("the runbook the System Health card links", () => {
  it("is docs/operations.md, for those who keep the settings, never cached", async () => {
    await signInAs("owner");
    const res = await call("/api/admin/runbook", { cookie: await signInAs("manager") });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const text = await res.text();
    expect(text.startsWith("# Operations runbook\n")).toBe(true);
    expect(text).toContain("## 1. Restore the database");
    expect(text).toContain("### 1a. To a D1 Time Travel point");
  });

  it("is refused to an editor and without a session", async () => {
    await signInAs("owner");
    expect((await call("/api/admin/runbook", { cookie: await signInAs("editor") })).status).toBe(403);
    expect((await call("/api/admin/runbook")).status).toBe(401);
  });
});
