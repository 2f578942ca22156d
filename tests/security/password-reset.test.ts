/**
 * The forgotten-password link, as an attacker sees it: a request tells nothing about whether an
 * address has an account (answer, headers, time), always answers 202 and caps the mails (per
 * address and client, per address, per client), not the answers, and
 * the link is single use, expires after 30 minutes, is stored only as its hash, never travels in a
 * URL path, and ends every session of the account. [ASVS 6.4.1, 6.4.2, 6.3.8, 2.4.1]
 */
import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RESET_MAIL_CAPS, RESET_MAIL_WINDOW_MINUTES, RESET_REQUESTED } from "../../worker/staff/password-reset/routes";
import { RESET_MINUTES } from "../../worker/staff/password-reset/store";
import { hashToken } from "../../worker/access/session";
import { call, login, seedAdmin, sessionCookieOf } from "../../worker/testing/admin-helpers";
import { callInProcess } from "../../worker/testing/in-process";
import { MAIL_CONFIGURED, recordingEmail } from "../../worker/testing/recording-email";
import { checkReset, completeReset, requestReset, tokenInMail } from "../../worker/testing/password-reset";

const ACCOUNT = { email: "reset-target@example.com", password: "a-long-enough-password" };
const NEW_PASSWORD = "saffron lamp by the window";
let ipCounter = 0;
const nextIp = () => `100.65.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A reset link for the account, as its owner would find it in the mail. */
async function mailedToken(email = ACCOUNT.email) {
  const { sent } = await requestReset(email, nextIp());
  expect(sent).toHaveLength(1);
  return tokenInMail(String(sent[0].text));
}

/** Every header but the date, which differs by the clock alone. */
const headersOf = (res: Response) => [...res.headers].filter(([name]) => name !== "date");

beforeAll(() => seedAdmin(ACCOUNT.email, ACCOUNT.password));
// Each test asks for the account's links afresh: the per-address limit is the throttle tests' business.
beforeEach(() => env.DB.prepare("delete from throttle_events").run());

describe("a reset request", () => {
  it("answers an address without an account exactly like the account's own: status, body and headers", async () => {
    const known = await requestReset(ACCOUNT.email, nextIp());
    const unknown = await requestReset("no-such-staff@example.com", nextIp());
    expect(known.sent).toHaveLength(1);
    expect(unknown.sent).toHaveLength(0);
    expect(unknown.res.status).toBe(known.res.status);
    expect(known.res.status).toBe(202);
    const body = await known.res.text();
    expect(JSON.parse(body)).toEqual({ message: RESET_REQUESTED });
    expect(await unknown.res.text()).toBe(body);
    expect(headersOf(unknown.res)).toEqual(headersOf(known.res));
  });

  it("takes similar time for an address without an account and the account's own (medians of 30 within 25 %)", async () => {
    const timed = async (email: string) => {
      await env.DB.prepare("delete from throttle_events").run();
      const start = performance.now();
      const { res, settled } = await callInProcess("/api/admin/password-reset", {
        method: "POST",
        json: { email },
        headers: { "CF-Connecting-IP": nextIp() },
        bindings: { EMAIL: recordingEmail().binding, ...MAIL_CONFIGURED },
      });
      // Until the answer: the mail is sent after it, which the client does not wait for.
      const elapsed = performance.now() - start;
      await settled();
      expect(res.status).toBe(202);
      return elapsed;
    };
    await timed("warm-up@example.com");
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 30; i++) {
      known.push(await timed(ACCOUNT.email));
      unknown.push(await timed(`nobody-${i}@example.com`));
    }
    const [a, b] = [median(known), median(unknown)];
    expect(Math.abs(a - b) / Math.max(a, b), `medians ${a.toFixed(1)} ms and ${b.toFixed(1)} ms`).toBeLessThanOrEqual(0.25);
  }, 30_000);

  it("answers 202 with the same body to every request for an address, any number of times from many clients, and mails within the cap", async () => {
    for (const email of [ACCOUNT.email, "also-nobody@example.com"]) {
      const answers = await Promise.all(Array.from({ length: 40 }, () => requestReset(email, nextIp())));
      for (const { res } of answers) {
        expect(res.status).toBe(202);
        expect(res.headers.get("Retry-After")).toBeNull();
        expect(res.headers.get("Cache-Control")).toContain("no-store");
        expect(await res.json()).toEqual({ message: RESET_REQUESTED });
      }
      const mails = answers.reduce((n, { sent }) => n + sent.length, 0);
      if (email === ACCOUNT.email) {
        expect(mails).toBeGreaterThanOrEqual(1);
        expect(mails).toBeLessThanOrEqual(RESET_MAIL_CAPS.perAddress);
      } else expect(mails).toBe(0);
    }
  });

  it("caps the mails one client causes for an address, so a stranger hammering from one address leaves the owner's own request its mail", async () => {
    const stranger = nextIp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => requestReset(ACCOUNT.email, stranger)));
    expect(answers.map(({ res }) => res.status)).toEqual(Array(20).fill(202));
    expect(answers.reduce((n, { sent }) => n + sent.length, 0)).toBe(RESET_MAIL_CAPS.perAddressAndClient);
    const owner = await requestReset(ACCOUNT.email, nextIp());
    expect(owner.res.status).toBe(202);
    expect(owner.sent).toHaveLength(1);
  });

  it("counts an IPv6 /64 as one client: rotating through the prefix gets no more mails", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => requestReset(ACCOUNT.email, `2001:db8:77:1:${(i + 1).toString(16)}::${i + 5}`)));
    expect(answers.map(({ res }) => res.status)).toEqual(Array(10).fill(202));
    expect(answers.reduce((n, { sent }) => n + sent.length, 0)).toBe(RESET_MAIL_CAPS.perAddressAndClient);
    expect((await requestReset(ACCOUNT.email, "2001:db8:77:2::1")).sent).toHaveLength(1);
  });

  it("cannot keep the owner from a working link by spraying from many addresses: every capped mail went to the owner, its link outlives the cap's window", async () => {
    const spray = await Promise.all(Array.from({ length: 40 }, () => requestReset(ACCOUNT.email, nextIp())));
    expect(spray.every(({ res }) => res.status === 202)).toBe(true);
    const mailed = spray.flatMap(({ sent }) => sent);
    expect(mailed.length).toBeLessThanOrEqual(RESET_MAIL_CAPS.perAddress);
    // The cap counts over no longer than a link works: while it holds, the owner's mailbox has a live link.
    expect(RESET_MAIL_WINDOW_MINUTES).toBeLessThanOrEqual(RESET_MINUTES);
    for (const mail of mailed) expect((await checkReset(tokenInMail(String(mail.text)))).res.status).toBe(200);
    // Once the window has passed, the owner's request from a fresh address is mailed again.
    await env.DB.prepare("update throttle_events set created_at = ?").bind(new Date(Date.now() - RESET_MAIL_WINDOW_MINUTES * 60_000 - 1000).toISOString()).run();
    const owner = await requestReset(ACCOUNT.email, nextIp());
    expect(owner.res.status).toBe(202);
    expect(owner.sent).toHaveLength(1);
  });

  it("mails at most the per-client cap from one client across addresses, all answered 202, and other clients are unaffected", async () => {
    const accounts = Array.from({ length: 15 }, (_, i) => `spray-${i}@example.com`);
    for (const email of accounts) await seedAdmin(email, ACCOUNT.password);
    const ip = nextIp();
    const answers = await Promise.all(accounts.map((email) => requestReset(email, ip)));
    expect(answers.map(({ res }) => res.status)).toEqual(Array(accounts.length).fill(202));
    expect(answers.reduce((n, { sent }) => n + sent.length, 0)).toBe(RESET_MAIL_CAPS.perClient);
    const other = await requestReset(accounts[0], nextIp());
    expect(other.sent).toHaveLength(1);
  });
});

describe("a reset link", () => {
  it("carries its token in the fragment only, and the database keeps only the token's SHA-256", async () => {
    const { sent } = await requestReset(ACCOUNT.email, nextIp());
    const text = String(sent[0].text);
    const token = tokenInMail(text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    const link = new URL(/http:\/\/\S+/.exec(text)![0]);
    expect(link.pathname).toBe("/admin/reset-password");
    expect(link.search).toBe("");
    expect(link.hash).toBe(`#token=${token}`);
    const rows = (await env.DB.prepare("select * from password_resets").all()).results;
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.map((row) => row.token_hash)).toContain(await hashToken(token));
  });

  it("works once: a second use, and all but one of five parallel uses, are refused", async () => {
    // Other tests here reset the account's password too: the audit trail counted below is this test's own.
    await env.DB.prepare("delete from audit_log where action = 'admin.password_reset'").run();
    const token = await mailedToken();
    expect((await completeReset(token, NEW_PASSWORD)).res.status).toBe(200);
    expect((await completeReset(token, "another saffron lamp")).res.status).toBe(404);
    expect((await login(ACCOUNT.email, NEW_PASSWORD, nextIp())).status).toBe(200);

    const raced = await mailedToken();
    const answers = await Promise.all(["one", "two", "three", "four", "five"].map((n) => completeReset(raced, `${n} lanterns by the river`)));
    expect(answers.map((a) => a.res.status).sort()).toEqual([200, 404, 404, 404, 404]);
    expect((await env.DB.prepare("select count(*) as n from audit_log where action = 'admin.password_reset'").first<{ n: number }>())!.n).toBe(2);
  });

  it("expires after 30 minutes", async () => {
    const token = await mailedToken();
    const row = await env.DB.prepare("select created_at, expires_at from password_resets where token_hash = ?").bind(await hashToken(token)).first<{ created_at: string; expires_at: string }>();
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBeGreaterThan(29 * 60_000);
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBeLessThanOrEqual(30 * 60_000 + 1000);
    await env.DB.prepare("update password_resets set expires_at = ? where token_hash = ?").bind(new Date(Date.now() - 1000).toISOString(), await hashToken(token)).run();
    expect((await checkReset(token)).res.status).toBe(404);
    expect((await completeReset(token, "a password nobody sets")).res.status).toBe(404);
  });

  it("ends every session of the account, and signs no one in", async () => {
    // A password this test knows, whatever an earlier test set.
    const password = "tea garden in the hills";
    expect((await completeReset(await mailedToken(), password)).res.status).toBe(200);
    const sessions = await Promise.all([0, 1, 2].map(async () => sessionCookieOf(await login(ACCOUNT.email, password, nextIp()))));
    const { res } = await completeReset(await mailedToken(), "monsoon clouds over bhopal");
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    for (const cookie of sessions) expect((await call("/api/admin/me", { cookie })).status).toBe(401);
    const live = await env.DB.prepare("select count(*) as n from sessions where admin_id = (select id from admin_users where email = ?) and revoked_at is null")
      .bind(ACCOUNT.email)
      .first<{ n: number }>();
    expect(live?.n).toBe(0);
  });

  it("gives nothing away for a token nobody was sent", async () => {
    for (const token of ["A".repeat(43), "x", "../../etc/passwd"]) {
      const check = await checkReset(token);
      const complete = await completeReset(token, "a fine long password");
      expect(check.res.status).toBe(404);
      expect(complete.res.status).toBe(404);
      expect(await complete.res.json()).toEqual(await check.res.json());
    }
  });
});
