import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { changePasswordSchema } from "#core/schemas/auth";
import { passwordMessages as m } from "#core/schemas/password-policy";
import { call, login, seedAdmin, sessionCookieOf } from "../testing/admin-helpers";
import { callInProcess } from "../testing/in-process";
import { BREACH_CHECK_TIMEOUT_MS, breachedPasswordVerdict, PWNED_RANGE_URL } from "./breached-password";
import { checkNewPassword, newPasswordProblem } from "./new-password";

const EMAIL = "policy-admin@example.com";
const CURRENT = "the current passphrase here";
const GOOD = "monsoon rickshaw tiffin lantern";

/** Every class of weak password the issue names, with the message it must get. */
const WEAK: [string, string, string][] = [
  ["all digits", "123456789012", m.digitsOnly],
  ["a phone number with separators", "+91 98765 43210", m.digitsOnly],
  ["the email", EMAIL, m.email],
  ["the email's local part, in capitals", "POLICY-ADMIN forever!", m.email],
  ["spaces only", " ".repeat(14), m.repeated],
  ["combining marks NFKC folds below 12", "e\u0301".repeat(6), m.tooShort],
  ["a listed common password of 12", "qwerty123456", m.common],
  ["a listed common password in other case", "QwErTy123456", m.common],
  ["one repeated character", "z".repeat(20), m.repeated],
  ["the site's name", "Vriddhi Bhopal 2026", m.siteName],
  ["too short", "short", m.tooShort],
];

describe("the shared password rules (route and `npm run admin`)", () => {
  it.each(WEAK)("refuses %s", (_, password, message) => {
    expect(newPasswordProblem(password, EMAIL)).toBe(message);
  });

  it("accepts a passphrase, including one of many scripts and symbols", () => {
    expect(newPasswordProblem(GOOD, EMAIL)).toBeNull();
    expect(newPasswordProblem("नया-पासवर्ड-🔐-".repeat(2), EMAIL)).toBeNull();
  });

  it("counts code points after NFKC, not UTF-16 units", () => {
    // Six emoji are 12 UTF-16 units but 6 code points.
    expect(newPasswordProblem("🔐🔑🗝️🔒🔓🛡", EMAIL)).toBe(m.tooShort);
    // The ligature "ﬃ" is one code point that NFKC makes three: 6 typed, 12 counted.
    expect(newPasswordProblem("ﬃﬃﬃcab", EMAIL)).toBeNull();
    expect(newPasswordProblem("ﬃﬃﬃca", EMAIL)).toBe(m.tooShort);
  });

  it("the browser's schema shows the rules that need no account or list", () => {
    const issueOf = (newPassword: string) => {
      const result = v.safeParse(changePasswordSchema, { currentPassword: CURRENT, newPassword });
      return result.success ? null : result.issues[0].message;
    };
    expect(issueOf("123456789012")).toBe(m.digitsOnly);
    expect(issueOf("e\u0301".repeat(6))).toBe(m.tooShort);
    expect(issueOf(GOOD)).toBeNull();
  });
});

/** A fetch that records each request and answers with `answer`. */
function recordingFetch(answer: () => Promise<Response>) {
  const requests: Request[] = [];
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return answer();
  });
  return { stub: stub as unknown as typeof fetch, requests };
}

async function sha1(text: string) {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("").toUpperCase();
}

describe("the breached-password check", () => {
  it("sends only the 5-character SHA-1 prefix, asks for padding, and finds a listed suffix", async () => {
    const hash = await sha1(GOOD);
    const body = `0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${hash.slice(5)}:42\r\nFFFF0000000000000000000000000000000:0\r\n`;
    const { stub, requests } = recordingFetch(async () => new Response(body));
    expect(await breachedPasswordVerdict(GOOD, { setting: "on", fetch: stub })).toBe("breached");
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe(`${PWNED_RANGE_URL}${hash.slice(0, 5)}`);
    expect(requests[0].method).toBe("GET");
    expect(requests[0].headers.get("Add-Padding")).toBe("true");
    expect(requests[0].url).not.toContain(hash.slice(5));
  });

  it("reads a padding line (count 0) and an absent suffix as not found", async () => {
    const hash = await sha1(GOOD);
    const { stub } = recordingFetch(async () => new Response(`${hash.slice(5)}:0\nABCDEF0123456789ABCDEF0123456789ABC:3\n`));
    expect(await breachedPasswordVerdict(GOOD, { setting: "on", fetch: stub })).toBe("not_found");
  });

  it("makes no request when the setting is off", async () => {
    const { stub, requests } = recordingFetch(async () => new Response(""));
    expect(await breachedPasswordVerdict(GOOD, { setting: "off", fetch: stub })).toBe("off");
    expect(await breachedPasswordVerdict(GOOD, { setting: undefined, fetch: stub })).toBe("off");
    expect(requests).toHaveLength(0);
  });

  it("gives up after the timeout, even when the network ignores the abort, and allows the password", async () => {
    expect(BREACH_CHECK_TIMEOUT_MS).toBe(2000);
    const { stub, requests } = recordingFetch(() => new Promise<Response>(() => {}));
    const started = Date.now();
    expect(await breachedPasswordVerdict(GOOD, { setting: "on", fetch: stub, timeoutMs: 50 })).toBe("unknown");
    expect(Date.now() - started).toBeLessThan(1000);
    // The request was aborted, so a real fetch stops too.
    expect(requests[0].signal.aborted).toBe(true);
    expect(await checkNewPassword(GOOD, EMAIL, { setting: "on", fetch: stub, timeoutMs: 50 })).toBeNull();
  });

  it("never blocks on a failure: a network error or an error status lets the password through", async () => {
    const thrown = recordingFetch(() => Promise.reject(new TypeError("Network connection lost.")));
    expect(await breachedPasswordVerdict(GOOD, { setting: "on", fetch: thrown.stub })).toBe("unknown");
    expect(await checkNewPassword(GOOD, EMAIL, { setting: "on", fetch: thrown.stub })).toBeNull();
    const unavailable = recordingFetch(async () => new Response("busy", { status: 503 }));
    expect(await breachedPasswordVerdict(GOOD, { setting: "on", fetch: unavailable.stub })).toBe("unknown");
  });

  it("refuses a breached password with its own message, and skips the call for a locally weak one", async () => {
    const hash = await sha1(GOOD);
    const listed = recordingFetch(async () => new Response(`${hash.slice(5)}:7`));
    expect(await checkNewPassword(GOOD, EMAIL, { setting: "on", fetch: listed.stub })).toBe(m.breached);
    const weak = recordingFetch(async () => new Response(""));
    expect(await checkNewPassword("123456789012", EMAIL, { setting: "on", fetch: weak.stub })).toBe(m.digitsOnly);
    expect(weak.requests).toHaveLength(0);
  });
});

describe("PUT /api/admin/password applies the rules", () => {
  let cookie: string;
  beforeAll(async () => {
    await seedAdmin(EMAIL, CURRENT);
    cookie = sessionCookieOf(await login(EMAIL, CURRENT, "203.0.113.70"));
  });
  afterEach(() => vi.restoreAllMocks());

  const change = (newPassword: string, session = cookie) =>
    call("/api/admin/password", { method: "PUT", cookie: session, json: { currentPassword: CURRENT, newPassword } });

  it.each(WEAK)("refuses %s with the rule's message under the field", async (_, password, message) => {
    const res = await change(password);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message, fieldErrors: { newPassword: message } });
  });

  it("refuses a breached password when the check is on, asking the range API through fetch", async () => {
    const hash = await sha1(GOOD);
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response(`${hash.slice(5)}:3\n`));
    const { res } = await callInProcess("/api/admin/password", {
      method: "PUT",
      cookie,
      json: { currentPassword: CURRENT, newPassword: GOOD },
      bindings: { BREACHED_PASSWORD_CHECK: "on" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fieldErrors: { newPassword: m.breached } });
    expect(String(spy.mock.calls[0][0])).toBe(PWNED_RANGE_URL + hash.slice(0, 5));
  });

  it("accepts a good passphrase (the check is off in tests: no request is made)", async () => {
    // An account of its own: the change ends the session and the password the other tests use.
    const email = "policy-changer@example.com";
    await seedAdmin(email, CURRENT);
    const own = sessionCookieOf(await login(email, CURRENT, "203.0.113.72"));
    const spy = vi.spyOn(globalThis, "fetch");
    const res = await change(GOOD, own);
    expect(res.status).toBe(200);
    expect(spy).not.toHaveBeenCalled();
    expect((await login(email, GOOD, "203.0.113.71")).status).toBe(200);
  });
});
