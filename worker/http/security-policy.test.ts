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

  it("admits a page's nonce in script-src only", () => {
    expect(contentSecurityPolicy("abc")).toBe(
      contentSecurityPolicy().replace("script-src 'self'", "script-src 'self' 'nonce-abc'"),
    );
    expect(contentSecurityPolicy("abc")).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("caches hashed build output for a year and the public images for a day", () => {
    const file = assetHeadersFile();
    expect(block(file, "/static/*")).toEqual({ "Cache-Control": "public, max-age=31536000, immutable" });
    expect(block(file, "/assets/*")).toEqual({ "Cache-Control": "public, max-age=86400" });
  });
});
