import { env, SELF } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ALREADY_EMAILED_MESSAGE, DAILY_SENDS_MESSAGE, NEWSLETTER_SENDS_PER_DAY } from "#core/schemas/newsletter";
import { signIn, sqlRun, tokenHashOf } from "../testing/admin-helpers";
import { callInProcess } from "../testing/in-process";
import { deliver, recordingBulkMail, recordingQueue } from "../testing/newsletter-queue";
import { MAIL_CONFIGURED, recordingEmail } from "../testing/recording-email";

const ORIGIN = "http://localhost";
const NO_MAIL = { MAIL_FROM: "", NOTIFY_TO: "" };

const confirmedAddresses = async () =>
  (await env.DB.prepare("select email from subscribers where status = 'confirmed' order by email").all<{ email: string }>()).results.map((r) => r.email);

/** Signs up through the JSON API with a recording mail binding; the answer and what was mailed. */
async function signUp(email: string, mail = recordingEmail()) {
  const { res, settled } = await callInProcess("/api/subscribers", { method: "POST", json: { email }, bindings: { EMAIL: mail.binding, ...MAIL_CONFIGURED } });
  await settled();
  return { status: res.status, body: await res.text(), sent: mail.sent };
}

const tokenIn = (text: string) => /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
const subscriber = (email: string) =>
  env.DB.prepare("select status, confirm_token_hash as hash, unsubscribe_token as unsubscribe from subscribers where email = ?")
    .bind(email)
    .first<{ status: string; hash: string | null; unsubscribe: string }>();

function confirm(token: string) {
  return SELF.fetch(`${ORIGIN}/newsletter/confirm?token=${token}`, { method: "POST", headers: { Origin: ORIGIN }, redirect: "manual" });
}

describe("newsletter double opt-in", () => {
  it("stores a sign-up pending, mails a link whose token only the mail holds, and the link confirms", async () => {
    const { status, sent } = await signUp("optin@example.in");
    expect(status).toBe(201);
    expect(sent).toHaveLength(1);
    const token = tokenIn(sent[0].text!)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const pending = await subscriber("optin@example.in");
    expect(pending?.status).toBe("pending");
    expect(pending?.hash).not.toContain(token);
    // The link is a page with a button: opening it (as a mail scanner does) confirms nothing.
    const page = await SELF.fetch(`${ORIGIN}/newsletter/confirm?token=${token}`);
    expect(page.status).toBe(200);
    expect((await subscriber("optin@example.in"))?.status).toBe("pending");
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toBe("/newsletter/confirmed");
    expect((await subscriber("optin@example.in"))?.status).toBe("confirmed");
    // Used once: the same link now says it no longer works.
    expect((await confirm(token)).headers.get("Location")).toBe("/newsletter/link-expired");
  });

  it("answers a repeated sign-up exactly like a first one, pending or confirmed", async () => {
    const fresh = await signUp("first-time@example.in");
    const again = await signUp("first-time@example.in");
    expect(again.status).toBe(fresh.status);
    expect(again.body).toBe(fresh.body);
    // A pending address gets a fresh link; the earlier one stops working.
    const [first, second] = [tokenIn(fresh.sent[0].text!)!, tokenIn(again.sent[0].text!)!];
    expect(second).not.toBe(first);
    expect((await confirm(first)).headers.get("Location")).toBe("/newsletter/link-expired");
    expect((await confirm(second)).headers.get("Location")).toBe("/newsletter/confirmed");
    // A confirmed address is answered the same, and mailed nothing.
    const confirmedAgain = await signUp("first-time@example.in");
    expect([confirmedAgain.status, confirmedAgain.body]).toEqual([fresh.status, fresh.body]);
    expect(confirmedAgain.sent).toEqual([]);
    expect((await subscriber("first-time@example.in"))?.status).toBe("confirmed");
  });

  it("refuses an expired link", async () => {
    const { sent } = await signUp("late@example.in");
    await env.DB.prepare("update subscribers set confirm_expires_at = '2020-01-01T00:00:00.000Z' where email = 'late@example.in'").run();
    expect((await confirm(tokenIn(sent[0].text!)!)).headers.get("Location")).toBe("/newsletter/link-expired");
    expect((await subscriber("late@example.in"))?.status).toBe("pending");
  });
});

describe("Email to subscribers", () => {
  let cookie = "";
  let postId = 0;

  beforeAll(async () => {
    cookie = await signIn();
    const { res } = await callInProcess("/api/admin/blogs", {
      method: "POST",
      cookie,
      json: { title: "GST for new shops", slug: "gst-for-new-shops", excerpt: "What a new shop in Bhopal needs before its first sale.", content: "<p>Body</p>", category: "Finance", author: "A", published: true },
    });
    postId = ((await res.json()) as { id: number }).id;
    const insert = "insert into subscribers (email, status, unsubscribe_token) values (?, ?, ?)";
    const rows: [string, string][] = [
      ["confirmed-a@example.in", "confirmed"],
      ["confirmed-b@example.in", "confirmed"],
      ["pending-c@example.in", "pending"],
      ["gone-d@example.in", "unsubscribed"],
    ];
    for (const [email, status] of rows) await env.DB.prepare(insert).bind(email, status, `tok_${email.split("@")[0].replace(/\W/g, "_")}`.padEnd(43, "x")).run();
  });

  // Each test starts with the post not yet emailed, no send in the last 24 hours, and both confirmed
  // subscribers still subscribed (two tests unsubscribe one).
  beforeEach(() =>
    env.DB.batch([
      env.DB.prepare("delete from newsletter_sends"),
      env.DB.prepare("update subscribers set status = 'confirmed' where email in ('confirmed-a@example.in', 'confirmed-b@example.in')"),
    ]),
  );

  /** "Email to subscribers", then the queue delivered to the end: the answer and what the bulk provider was given. */
  async function emailPost(bindings: Record<string, unknown>, json: { resend?: boolean } = {}) {
    const queue = recordingQueue();
    const bulk = recordingBulkMail();
    const { res, settled } = await callInProcess(`/api/admin/newsletter/posts/${postId}`, { method: "POST", cookie, bindings: { ...bindings, NEWSLETTER_QUEUE: queue.binding }, json });
    await settled();
    await deliver(queue, bulk.provider, { bindings });
    return Object.assign(res, { bulk });
  }

  it("says how to turn mail on while it is off, and sends nothing", async () => {
    const res = await emailPost(NO_MAIL);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toContain("MAIL_FROM");
  });

  it("says so while no bulk mail provider is configured, and sends nothing", async () => {
    const res = await emailPost({ ...MAIL_CONFIGURED, BULK_MAIL_PROVIDER: "" });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toContain("BULK_MAIL_PROVIDER");
    expect(res.bulk.sent).toEqual([]);
  });

  it("mails the post through the bulk provider only to confirmed subscribers, each with one-click unsubscribe, and records the send", async () => {
    const mail = recordingEmail();
    const res = await emailPost({ EMAIL: mail.binding, ...MAIL_CONFIGURED });
    expect(res.status).toBe(202);
    // Transactional mail keeps the EMAIL binding; the newsletter never touches it.
    expect(mail.sent).toEqual([]);
    const sentMails = res.bulk.sent;
    const recipients = sentMails.map((m) => m.to).flat().sort();
    expect(recipients).toEqual(await confirmedAddresses());
    expect(recipients).toEqual(expect.arrayContaining(["confirmed-a@example.in", "confirmed-b@example.in"]));
    expect(recipients).not.toContain("pending-c@example.in");
    expect(recipients).not.toContain("gone-d@example.in");
    for (const sent of sentMails) {
      const { unsubscribe } = (await subscriber(sent.to[0]))!;
      const link = `${ORIGIN}/unsubscribe?token=${unsubscribe}`;
      expect(sent.subject).toBe("GST for new shops");
      expect(sent.text).toContain(`${ORIGIN}/blog/gst-for-new-shops`);
      expect(sent.text).toContain(link);
      expect(sent.headers).toEqual({
        "List-Unsubscribe": `<${link}>, <mailto:${MAIL_CONFIGURED.MAIL_FROM}?subject=unsubscribe>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
    }
    const send = await env.DB.prepare("select post_id as post, recipients, sent, failed, finished_at as finished from newsletter_sends where post_id = ?").bind(postId).first();
    expect(send).toMatchObject({ post: postId, recipients: recipients.length, sent: recipients.length, failed: 0 });
    expect(send?.finished).toEqual(expect.any(String));
    // This post's row: the limited sends below email posts of their own.
    const audit = await env.DB.prepare("select action, record_type as type, record_id as id from audit_log where action = 'post.emailed' and record_id = ?").bind(postId).first();
    expect(audit).toEqual({ action: "post.emailed", type: "post", id: postId });
  });

  it("unsubscribes with one click: a POST from the mail provider, with no cookie and no Origin", async () => {
    const { unsubscribe } = (await subscriber("confirmed-a@example.in"))!;
    const body = new FormData();
    body.set("List-Unsubscribe", "One-Click");
    const res = await SELF.fetch(`${ORIGIN}/unsubscribe?token=${unsubscribe}`, { method: "POST", body });
    expect(res.status).toBe(200);
    expect((await subscriber("confirmed-a@example.in"))?.status).toBe("unsubscribed");
    // The next send (a re-send, confirmed) skips the address.
    const again = await emailPost(MAIL_CONFIGURED, { resend: true });
    expect(again.status).toBe(202);
    const next = again.bulk.recipients();
    expect(next).not.toContain("confirmed-a@example.in");
    expect(next.sort()).toEqual(await confirmedAddresses());
  });

  it("opened in a browser, the unsubscribe link is a page whose button unsubscribes", async () => {
    const { unsubscribe } = (await subscriber("confirmed-b@example.in"))!;
    const opened = await SELF.fetch(`${ORIGIN}/unsubscribe?token=${unsubscribe}`, { redirect: "manual" });
    expect(opened.status).toBe(302);
    const page = opened.headers.get("Location")!;
    expect(page).toBe(`/newsletter/unsubscribe?token=${unsubscribe}`);
    const html = await (await SELF.fetch(`${ORIGIN}${page}`)).text();
    expect(html).toContain("Unsubscribe</button>");
    expect((await subscriber("confirmed-b@example.in"))?.status).toBe("confirmed");
    const pressed = await SELF.fetch(`${ORIGIN}${page}`, { method: "POST", headers: { Origin: ORIGIN }, body: new URLSearchParams(), redirect: "manual" });
    expect(pressed.headers.get("Location")).toBe("/newsletter/unsubscribed");
    expect((await subscriber("confirmed-b@example.in"))?.status).toBe("unsubscribed");
    await env.DB.prepare("update subscribers set status = 'confirmed' where email = 'confirmed-b@example.in'").run();
  });

  it("answers a one-click POST with an unknown token alike, and changes nothing", async () => {
    const res = await SELF.fetch(`${ORIGIN}/unsubscribe?token=${"x".repeat(43)}`, { method: "POST", body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }) });
    expect(res.status).toBe(200);
    expect((await subscriber("confirmed-b@example.in"))?.status).toBe("confirmed");
  });
});

describe("Email to subscribers, limited", () => {
  let cookie = "";
  const posts: number[] = [];
  /** The queue and the bulk provider of one test: what its sends enqueue, and, once delivered, what they mailed. */
  const MAIL = () => {
    const queue = recordingQueue();
    const bulk = recordingBulkMail();
    const mail = {
      get sent() {
        return bulk.sent;
      },
      deliver: () => deliver(queue, bulk.provider, { bindings: MAIL_CONFIGURED }),
    };
    return { mail, bindings: { ...MAIL_CONFIGURED, NEWSLETTER_QUEUE: queue.binding } };
  };
  async function send(postId: number, bindings: Record<string, unknown>, json: { resend?: boolean } = {}, as = cookie) {
    const { res, settled } = await callInProcess(`/api/admin/newsletter/posts/${postId}`, { method: "POST", cookie: as, bindings, json });
    await settled();
    return { status: res.status, body: (await res.json()) as { error?: string; code?: string }, retryAfter: res.headers.get("Retry-After") };
  }

  beforeAll(async () => {
    cookie = await signIn();
    for (const slug of ["limit-a", "limit-b", "limit-c", "limit-d"]) {
      const { res } = await callInProcess("/api/admin/blogs", {
        method: "POST",
        cookie,
        json: { title: `Limits ${slug}`, slug, excerpt: "A post for the send limits.", content: "<p>Body</p>", category: "Finance", author: "A", published: true },
      });
      posts.push(((await res.json()) as { id: number }).id);
    }
    await env.DB.prepare("insert into subscribers (email, status, unsubscribe_token) values ('limits@example.in', 'confirmed', ?)").bind("tok_limits".padEnd(43, "x")).run();
  });

  it("sends a post once: five clicks at once mail each subscriber once, and a second send without resend is refused with 409", async () => {
    await sqlRun("delete from newsletter_sends");
    const { mail, bindings } = MAIL();
    const clicks = await Promise.all(Array.from({ length: 5 }, () => send(posts[0], bindings)));
    await mail.deliver();
    expect(clicks.map((click) => click.status).sort()).toEqual([202, 409, 409, 409, 409]);
    for (const refused of clicks.filter((click) => click.status === 409)) expect(refused.body).toEqual({ error: ALREADY_EMAILED_MESSAGE, code: "already_emailed" });
    const recipients = mail.sent.map((m) => m.to).flat();
    expect(recipients.length).toBe(new Set(recipients).size);
    expect(recipients.sort()).toEqual(await confirmedAddresses());
    const again = await send(posts[0], bindings);
    expect(again).toMatchObject({ status: 409, body: { error: ALREADY_EMAILED_MESSAGE } });
    expect(mail.sent.length).toBe(recipients.length);
    // Confirmed as a re-send, it goes out again.
    expect((await send(posts[0], bindings, { resend: true })).status).toBe(202);
    await mail.deliver();
    expect(mail.sent.length).toBe(recipients.length * 2);
  });

  it(`sends at most ${NEWSLETTER_SENDS_PER_DAY} times in 24 hours site-wide, then answers 429 with a clear message and Retry-After`, async () => {
    await sqlRun("delete from newsletter_sends");
    const { mail, bindings } = MAIL();
    for (const postId of posts.slice(0, NEWSLETTER_SENDS_PER_DAY)) expect((await send(postId, bindings)).status).toBe(202);
    await mail.deliver();
    const before = mail.sent.length;
    const capped = await send(posts[NEWSLETTER_SENDS_PER_DAY], bindings);
    expect(capped).toMatchObject({ status: 429, body: { error: DAILY_SENDS_MESSAGE } });
    expect(Number(capped.retryAfter)).toBeGreaterThan(0);
    expect((await send(posts[0], bindings, { resend: true })).status).toBe(429);
    await mail.deliver();
    expect(mail.sent.length).toBe(before);
    // A day later the window has moved on.
    await sqlRun("update newsletter_sends set created_at = ?", new Date(Date.now() - 25 * 3600_000).toISOString());
    expect((await send(posts[NEWSLETTER_SENDS_PER_DAY], bindings)).status).toBe(202);
  });

  it("needs the password confirmed within 12 hours: an older session gets 403 reverification_required and mails nobody", async () => {
    await sqlRun("delete from newsletter_sends");
    const stale = await signIn();
    await sqlRun("update sessions set created_at = ? where token_hash = ?", new Date(Date.now() - 13 * 3600_000).toISOString(), await tokenHashOf(stale));
    const { mail, bindings } = MAIL();
    const res = await send(posts[1], bindings, {}, stale);
    await mail.deliver();
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("reverification_required");
    expect(mail.sent).toHaveLength(0);
    expect((await env.DB.prepare("select count(*) as n from newsletter_sends").first<{ n: number }>())?.n).toBe(0);
  });

  it("is refused without SITE_URL, whose links every mail carries", async () => {
    const { mail, bindings } = MAIL();
    const res = await send(posts[2], { ...bindings, SITE_URL: "" });
    await mail.deliver();
    expect(res.status).toBe(409);
    expect(res.body.error).toContain("SITE_URL");
    expect(mail.sent).toHaveLength(0);
  });
});
