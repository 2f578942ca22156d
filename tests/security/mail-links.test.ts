/**
 * Finding 4 of the second attack: with SITE_URL empty (as wrangler.toml ships it), a reset mail
 * linked to whatever Host the request named, token included. No mail may carry a link unless
 * SITE_URL is a valid origin, and then only links on it.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { RESET_REQUESTED } from "../../worker/staff/password-reset/routes";
import { sendMail } from "../../worker/mail/send";
import { seedAdmin } from "../../worker/testing/admin-helpers";
import { captureLogs } from "../../worker/testing/capture-logs";
import { MAIL_CONFIGURED, recordingEmail } from "../../worker/testing/recording-email";

const ACCOUNT = { email: "host-reset@example.com", password: "a-long-enough-password" };
const EVIL = "https://evil.example";
const SITE = "https://www.example.in";
let ip = 10;

/** A POST sent to the app under another Host (its own Origin, as a forged request would carry). */
async function postAs(host: string, path: string, json: unknown, siteUrl: string) {
  const mail = recordingEmail();
  const ctx = createExecutionContext();
  const headers = { Origin: host, "Content-Type": "application/json", "CF-Connecting-IP": `198.51.100.${ip++}` };
  const bindings = { ...env, ...MAIL_CONFIGURED, SITE_URL: siteUrl, EMAIL: mail.binding };
  const res = await app.request(`${host}${path}`, { method: "POST", headers, body: JSON.stringify(json) }, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return { res, body: await res.text(), sent: mail.sent };
}

beforeAll(() => seedAdmin(ACCOUNT.email, ACCOUNT.password));

describe("links in mails", () => {
  it("a reset asked for under a forged Host, with SITE_URL empty, mails nothing and logs a warning; the answer is unchanged", async () => {
    let outcome!: Awaited<ReturnType<typeof postAs>>;
    const lines = await captureLogs(async () => {
      outcome = await postAs(EVIL, "/api/admin/password-reset", { email: ACCOUNT.email }, "");
    });
    expect(outcome.res.status).toBe(202);
    expect(JSON.parse(outcome.body)).toEqual({ message: RESET_REQUESTED });
    expect(outcome.sent).toHaveLength(0);
    const warning = lines.find((line) => line.entry.event === "mail_link_refused");
    expect(warning?.entry).toMatchObject({ level: "warn", reason: "site_url_unset" });
    expect(lines.map((line) => line.raw).join("\n")).not.toContain("evil.example/admin");
  });

  it("a reset asked for under a forged Host links to SITE_URL only", async () => {
    const { res, body, sent } = await postAs(EVIL, "/api/admin/password-reset", { email: ACCOUNT.email }, SITE);
    expect(res.status).toBe(202);
    expect(JSON.parse(body)).toEqual({ message: RESET_REQUESTED });
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain(`${SITE}/admin/reset-password#token=`);
    expect(`${sent[0].text}${sent[0].html}`).not.toContain("evil.example");
  });

  it("a newsletter sign-up under a forged Host, with SITE_URL empty, answers as always and mails no confirmation link", async () => {
    const unset = await postAs(EVIL, "/api/subscribers", { email: "host-signup@example.in" }, "");
    const set = await postAs(SITE, "/api/subscribers", { email: "site-signup@example.in" }, SITE);
    expect(unset.res.status).toBe(set.res.status);
    expect(unset.body).toBe(set.body);
    expect(unset.sent).toHaveLength(0);
    expect(set.sent).toHaveLength(1);
    expect(set.sent[0].text).toContain(`${SITE}/newsletter/confirm?token=`);
  });

  it("a staff notification, with SITE_URL empty, is sent without any link, not even to the page under the forged Host", async () => {
    const form = { type: "contact", name: "Meera", email: "meera@example.in", subject: "GST", message: "Hello", sourcePage: "/contact" };
    const { res, sent } = await postAs(EVIL, "/api/inquiries", form, "");
    expect(res.status).toBe(201);
    const notification = sent.find((m) => String(m.subject).startsWith("New"));
    expect(notification, JSON.stringify(sent.map((m) => m.subject))).toBeDefined();
    expect(`${notification!.text}${notification!.html}`).not.toMatch(/https?:\/\//);
  });

  it("sendMail refuses a link on any origin but SITE_URL's, and any link without SITE_URL", async () => {
    const mail = recordingEmail();
    const base = { EMAIL: mail.binding, MAIL_FROM: "website@vriddhi.test", NOTIFY_TO: "" };
    const linking = (href: string) => ({ to: ["a@example.in"], subject: "x", text: href, html: `<a href="${href}">x</a>` });
    await expect(sendMail({ ...base, SITE_URL: "" }, linking(`${SITE}/x`))).rejects.toThrow(/SITE_URL is not set/);
    await expect(sendMail({ ...base, SITE_URL: SITE }, linking(`${EVIL}/x`))).rejects.toThrow(/another origin/);
    await expect(sendMail({ ...base, SITE_URL: SITE }, { ...linking(`${SITE}/x`), headers: { "List-Unsubscribe": `<${EVIL}/u>` } })).rejects.toThrow(/another origin/);
    await expect(sendMail({ ...base, SITE_URL: SITE }, linking(`${SITE}/x`))).resolves.toBeTruthy();
    await expect(sendMail({ ...base, SITE_URL: "" }, { to: ["a@example.in"], subject: "x", text: "no link", html: `<a href="tel:+911234567890">call</a>` })).resolves.toBeTruthy();
    expect(mail.sent).toHaveLength(2);
  });
});
