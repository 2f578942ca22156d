import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { assetHeadersFile, contentSecurityPolicy, securityHeaderValues } from "./security-policy";

/** The header lines of one path's block in a `_headers` file. */
function block(file: string, path: string): Record<string, string> {
  const lines = file.split("\n\n").find((b) => b.startsWith(`${path}\n`))?.split("\n").slice(1) ?? [];
  return Object.fromEntries(lines.map((l) => l.trim().split(/: (.*)/s, 2) as [string, string]));
}

describe("security policy", () => {
  it("is what the worker sends on a response that is not a page", async () => {
    const res = await SELF.fetch("http://localhost/api/health");
    for (const [name, value] of Object.entries(securityHeaderValues())) {
      expect(res.headers.get(name), name).toBe(value);
    }
  });

  it("is what the generated _headers file gives every static file", async () => {
    const res = await SELF.fetch("http://localhost/api/health");
    const headers = block(assetHeadersFile(), "/*");
    expect(headers).toEqual(securityHeaderValues());
    expect(headers["Content-Security-Policy"]).toBe(res.headers.get("content-security-policy"));
  });

  it("never admits inline scripts or a nonce, and inline styles only where a library injects them", () => {
    for (const styles of ["strict", "injected"] as const) {
      expect(contentSecurityPolicy(styles)).toMatch(/(^|; )script-src 'self';/);
      expect(contentSecurityPolicy(styles)).not.toContain("nonce-");
    }
    expect(contentSecurityPolicy("strict")).toMatch(/(^|; )style-src 'self';/);
    expect(contentSecurityPolicy("injected")).toBe(
      contentSecurityPolicy("strict").replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
    );
  });

  it("is the page policy on a server-rendered page and the admin shell, and strict on the sitemap", async () => {
    const admin = await SELF.fetch("http://localhost/admin/login");
    expect(admin.headers.get("Content-Security-Policy")).toBe(contentSecurityPolicy("injected"));
    const sitemap = await SELF.fetch("http://localhost/sitemap.xml");
    expect(sitemap.headers.get("Content-Security-Policy")).toBe(contentSecurityPolicy("strict"));
  });

  it("caches hashed build output for a year and the public images for a day", () => {
    const file = assetHeadersFile();
    expect(block(file, "/static/*")).toEqual({ "Cache-Control": "public, max-age=31536000, immutable" });
    expect(block(file, "/assets/*")).toEqual({ "Cache-Control": "public, max-age=86400" });
  });
});
