import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, login, seedAdmin, signIn, ADMIN } from "../testing/admin-helpers";

/** Admin answers are private to one browser and never indexed (ASVS 14.3). */
function expectPrivate(res: Response) {
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
}

describe("admin responses", () => {
  it("are no-store and noindex from the API, signed in or not, login included", async () => {
    expectPrivate(await call("/api/admin/me"));
    const cookie = await signIn();
    expectPrivate(await call("/api/admin/me", { cookie }));
    expectPrivate(await call("/api/admin/blogs", { cookie }));
    await seedAdmin();
    expectPrivate(await login(ADMIN.email, "not-the-password", "203.0.113.90"));
  });

  it("are no-store and noindex for the admin shell", async () => {
    for (const path of ["/admin", "/admin/login", "/admin/blogs"]) {
      expectPrivate(await SELF.fetch(`http://localhost${path}`));
    }
  });

  it("leave public pages and the public API alone", async () => {
    const page = await SELF.fetch("http://localhost/api/blogs");
    expect(page.headers.get("X-Robots-Tag")).toBeNull();
  });

  it("are not named in robots.txt, which would point crawlers at them", async () => {
    const robots = await (await SELF.fetch("http://localhost/robots.txt")).text();
    expect(robots).not.toContain("/admin");
  });
});
