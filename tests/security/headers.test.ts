/**
 * security.md "Access, CSRF, headers", "Reliability" and "Level 2": every kind of response the worker
 * makes carries the security headers; no CORS is granted; errors say nothing of the code; SQL-looking
 * input is data; absolute URLs, mail links and rate-limit keys come from trusted sources only.
 * [ASVS 1.2.x, 3.4.x, 4.1.x, 13.4.x, 14.3.x, 16.5.x]
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { mailtoHref } from "../../web/lib/mailto";
import { call, createDraftPost, ORIGIN, signIn } from "../../worker/testing/admin-helpers";
import { postJson } from "../../worker/testing/helpers";
import { render, rowCount } from "./support";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const contact = { type: "contact", name: "Asha Verma", email: "asha@example.in", subject: "GST registration", message: "Please call me." };

let cookie: string;
let imagePath: string;

beforeAll(async () => {
  cookie = await signIn();
  const id = await createDraftPost(cookie, "headers-image");
  const form = new FormData();
  form.append("file", new File([PNG], "a.png", { type: "image/png" }));
  const res = await call(`/api/admin/uploads/blogs/${id}/image`, { method: "PUT", cookie, body: form });
  imagePath = ((await res.json()) as { imageUrl: string }).imageUrl;
});

/** One response of every kind the worker makes: pages, the admin shell, JSON answers and errors, files. */
const RESPONSES: [string, () => Response | Promise<Response>][] = [
  ["an HTML page", () => render("/contact")],
  ["the 404 page", () => render("/no-such-page")],
  ["the admin shell", () => render("/admin/inquiries")],
  ["JSON", () => SELF.fetch(`${ORIGIN}/api/blogs`)],
  ["a JSON 401", () => SELF.fetch(`${ORIGIN}/api/admin/me`)],
  ["a JSON 404", () => SELF.fetch(`${ORIGIN}/api/nothing-here`)],
  ["a JSON 415", () => SELF.fetch(`${ORIGIN}/api/inquiries`, { method: "POST", headers: { Origin: ORIGIN, "Content-Type": "application/xml" }, body: "<x/>" })],
  ["robots.txt", () => SELF.fetch(`${ORIGIN}/robots.txt`)],
  ["sitemap.xml", () => render("/sitemap.xml")],
  ["an uploaded image", () => SELF.fetch(`${ORIGIN}${imagePath}`)],
];

describe.each(RESPONSES)("%s", (_, fetchIt) => {
  it("carries CSP, nosniff, a referrer policy, HSTS of a year and frame-ancestors 'none'", async () => {
    const res = await fetchIt();
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    // Our own files only: no nonce, no 'unsafe-inline' (docs/csp.md).
    expect(scriptSrc).toBe("'self'");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(Number(/max-age=(\d+)/.exec(res.headers.get("Strict-Transport-Security") ?? "")?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});

describe("server-rendered pages", () => {
  it("carry no inline event handler or javascript: URL, and no inline script: only our files and JSON data blocks", async () => {
    for (const path of ["/", "/about", "/contact", "/services", "/blog", "/careers", "/admin/login"]) {
      const res = await render(path);
      const html = await res.text();
      expect(html, path).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
      expect(html, path).not.toMatch(/\b(href|src|action)\s*=\s*["']?\s*javascript:/i);
      for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
        const external = /\ssrc="\/[^"]+"/.test(tag);
        // The page context and the JSON-LD: data blocks the browser never executes.
        const data = /\stype="application\/(ld\+)?json"/.test(tag) && !/\ssrc=/.test(tag);
        expect(external || data, `${tag} on ${path}`).toBe(true);
        expect(tag, `${tag} on ${path}`).not.toMatch(/\snonce=/);
      }
    }
  });
});

describe("CORS", () => {
  it("is granted to no one: a preflight from another site gets no Access-Control headers", async () => {
    for (const path of ["/api/inquiries", "/api/admin/login", "/api/admin/blogs"]) {
      const res = await SELF.fetch(`${ORIGIN}${path}`, {
        method: "OPTIONS",
        headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
      });
      for (const [name] of res.headers) expect(name, path).not.toMatch(/^access-control-/i);
    }
    const read = await SELF.fetch(`${ORIGIN}/api/blogs`, { headers: { Origin: "https://evil.example" } });
    expect(read.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(read.headers.get("Access-Control-Allow-Credentials")).toBeNull();
  });
});

describe("errors", () => {
  /** A generic `{ error }` answer: one sentence for a person, nothing of the code behind it. */
  async function expectPlainError(res: Response, status: number) {
    expect(res.status).toBe(status);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    const text = await res.text();
    expect(Object.keys(JSON.parse(text))).toEqual(expect.arrayContaining(["error"]));
    for (const leak of [/\bat \S+:\d+/, /\.ts\b/, /D1_|SQLITE|sqlite/i, /TypeError|SyntaxError|ReferenceError/, /node_modules|worker\//, /RAISE|simulated/]) {
      expect(text).not.toMatch(leak);
    }
  }

  it("a malformed JSON body answers 400 without the parser's message", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/inquiries`, { method: "POST", headers: { Origin: ORIGIN, "Content-Type": "application/json" }, body: '{"name": "Asha",' });
    await expectPlainError(res, 400);
  });

  it("a body over the limit answers 413, a wrong type 415, an unknown path 404 and a wrong method 405", async () => {
    await expectPlainError(await postJson("/api/inquiries", { ...contact, message: "x".repeat(300 * 1024) }, { Origin: ORIGIN }), 413);
    await expectPlainError(await SELF.fetch(`${ORIGIN}/api/subscribers`, { method: "POST", headers: { Origin: ORIGIN, "Content-Type": "text/csv" }, body: "a,b" }), 415);
    await expectPlainError(await SELF.fetch(`${ORIGIN}/api/etc/passwd`), 404);
    await expectPlainError(await SELF.fetch(`${ORIGIN}/contact`, { method: "PUT", headers: { Origin: ORIGIN } }), 405);
  });

  it("a failing database answers a generic 500 with no stack, query or message", async () => {
    await env.DB.exec("CREATE TRIGGER refuse_inquiry BEFORE INSERT ON inquiries BEGIN SELECT RAISE(ABORT, 'simulated D1 failure at worker/db.ts:1'); END;");
    try {
      const res = await postJson("/api/inquiries", contact, { Origin: ORIGIN });
      await expectPlainError(res, 500);
    } finally {
      await env.DB.exec("DROP TRIGGER refuse_inquiry;");
    }
  });
});

describe("SQL-looking input", () => {
  const SQL = [
    "Robert'); DROP TABLE inquiries;--",
    "' OR '1'='1",
    '" OR ""="',
    "1; DELETE FROM admin_users WHERE 1=1; --",
    "x' UNION SELECT password_hash, email FROM admin_users --",
  ];

  it("is stored verbatim as data, and every table is still there with exactly one more row", async () => {
    const before = await rowCount("inquiries");
    for (const value of SQL) {
      const res = await postJson("/api/inquiries", { ...contact, name: value, subject: value, message: value });
      expect(res.status).toBe(201);
      const { reference } = (await res.json()) as { reference: string };
      const row = await env.DB.prepare("select name, subject, message from inquiries where reference = ?").bind(reference).first();
      expect(row).toEqual({ name: value, subject: value, message: value });
    }
    expect(await rowCount("inquiries")).toBe(before + SQL.length);
    expect(await rowCount("admin_users")).toBeGreaterThan(0);
  });

  it("in a slug, a topic or an id finds nothing and breaks nothing", async () => {
    for (const value of SQL) {
      const encoded = encodeURIComponent(value);
      expect((await SELF.fetch(`${ORIGIN}/api/blogs/${encoded}`)).status).toBe(404);
      expect((await SELF.fetch(`${ORIGIN}/api/jobs/${encoded}`)).status).toBe(404);
      const list = await SELF.fetch(`${ORIGIN}/api/blogs?topic=${encoded}`);
      expect(list.status).toBe(200);
      expect(((await list.json()) as { topic: string | null }).topic).toBeNull();
      expect((await call(`/api/admin/blogs/${encoded}`, { cookie })).status).toBe(400);
    }
  });
});

describe("absolute URLs", () => {
  it("are on SITE_URL in pages, the sitemap and robots.txt, whatever Host the request names", async () => {
    const site = "https://www.vriddhi.example";
    for (const path of ["/about", "/robots.txt", "/sitemap.xml"]) {
      const res = await render(`http://evil.example${path}`, { Host: "evil.example", "X-Forwarded-Host": "evil.example" }, { SITE_URL: site });
      const body = await res.text();
      expect(body, path).toContain(site);
      expect(body, path).not.toContain("evil.example");
    }
  });
});

describe("the admin", () => {
  it("answers no-store and noindex, and robots.txt does not name it", async () => {
    for (const res of [await render("/admin/login"), await call("/api/admin/me"), await call("/api/admin/blogs", { cookie })]) {
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect(res.headers.get("X-Robots-Tag")).toContain("noindex");
    }
    expect(await (await SELF.fetch(`${ORIGIN}/robots.txt`)).text()).not.toContain("/admin");
  });
});

describe("values that reach a mailto: link", () => {
  const ATTEMPTS = ["a@b.in?bcc=spy@evil.example", "a@b.in&cc=spy@evil.example", "a%40b.in", "a b@c.in", "a@b.in\r\nBcc: spy@evil.example", "a,spy@evil.example"];

  it("are refused as visitor email addresses, with nothing stored", async () => {
    const before = await rowCount("inquiries");
    for (const email of ATTEMPTS) expect((await postJson("/api/inquiries", { ...contact, email })).status, email).toBe(400);
    expect(await rowCount("inquiries")).toBe(before);
  });

  it("are encoded part by part, so a stored address adds no recipient or header", () => {
    for (const email of ATTEMPTS) {
      const href = mailtoHref(email, "Re: your enquiry\r\nBcc: spy@evil.example");
      expect(href.slice("mailto:".length)).not.toMatch(/[\r\n ,&]|\?(?!subject=)/);
      expect(href.match(/\?/g)).toHaveLength(1);
    }
  });
});

describe("rate-limit keys", () => {
  it("are the platform's client address only: X-Forwarded-For changes nothing, and an IPv6 /64 is one client", async () => {
    const limit = Number(env.FORM_RATE_LIMIT);
    for (let i = 0; i < limit; i++) {
      const res = await postJson("/api/subscribers", { email: `reader${i}@example.in` }, { "CF-Connecting-IP": `2001:db8:5:6::${i + 1}`, "X-Forwarded-For": `198.51.100.${i}` });
      expect(res.status).toBe(201);
    }
    const rotated = await postJson("/api/subscribers", { email: "one-more@example.in" }, { "CF-Connecting-IP": "2001:db8:5:6:ffff::1", "X-Forwarded-For": "198.51.100.200" });
    expect(rotated.status).toBe(429);
  });
});
