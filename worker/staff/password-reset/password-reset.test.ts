import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, login, seedAdmin, sessionCookieOf } from "../../testing/admin-helpers";
import { captureLogs } from "../../testing/capture-logs";
import { callInProcess } from "../../testing/in-process";
import { checkReset, completeReset, requestReset, tokenInMail } from "../../testing/password-reset";
import { passwordMessages } from "#core/schemas/password-policy";
import { RESET_REQUESTED, RESET_UNAVAILABLE } from "./routes";

let ipCounter = 0;
const freshIp = () => `198.18.7.${++ipCounter}`;
const NEW_PASSWORD = "copper kettle on a quiet morning";

/** An admin of the test's own, signed in once. */
async function newAdmin() {
  const account = { email: `reset-${crypto.randomUUID().slice(0, 8)}@example.com`, password: "a-long-enough-password" };
  await seedAdmin(account.email, account.password);
  const res = await login(account.email, account.password, freshIp());
  expect(res.status).toBe(200);
  const id = (await env.DB.prepare("select id from admin_users where email = ?").bind(account.email).first<{ id: number }>())!.id;
  return { ...account, id, cookie: sessionCookieOf(res) };
}

const auditOf = (adminId: number) =>
  env.DB.prepare("select action, admin_id, actor, record_type, record_id, detail, ip from audit_log where record_id = ? and action like 'admin.password_reset%' order by id")
    .bind(adminId)
    .all<Record<string, unknown>>()
    .then((r) => r.results);

describe("asking for a reset link", () => {
  it("mails the account one link to /admin/reset-password with the token in the fragment, through the site's mail layout", async () => {
    const admin = await newAdmin();
    const { res, sent } = await requestReset(`  ${admin.email.toUpperCase()} `, freshIp());
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: RESET_REQUESTED });
    expect(sent).toHaveLength(1);
    const [mail] = sent as unknown as { to: string[]; subject: string; text: string; html: string }[];
    expect(mail.to).toEqual([admin.email]);
    expect(mail.subject).toBe("Choose a new password for the Vriddhi Business Solutions admin");
    expect(mail.text).toMatch(/^Choose a new password\n\n/);
    expect(mail.text).toContain("works once, for 30 minutes");
    expect(mail.text).toMatch(/Choose a new password: http:\/\/localhost\/admin\/reset-password#token=[A-Za-z0-9_-]{43}\n/);
    expect(mail.html).toContain(`href="http://localhost/admin/reset-password#token=${tokenInMail(mail.text)}"`);
  });

  it("records the request for the account in the audit trail, and nothing for an address without one", async () => {
    const admin = await newAdmin();
    const before = (await env.DB.prepare("select count(*) as n from audit_log").first<{ n: number }>())!.n;
    await requestReset("not-staff@example.com", freshIp());
    expect((await env.DB.prepare("select count(*) as n from audit_log").first<{ n: number }>())!.n).toBe(before);
    const ip = freshIp();
    await requestReset(admin.email, ip);
    expect(await auditOf(admin.id)).toEqual([
      { action: "admin.password_reset_requested", admin_id: null, actor: null, record_type: "admin", record_id: admin.id, detail: null, ip },
    ]);
  });

  it("is not offered where the site sends no mail: the sign-in page is told, and a request is refused the same for every address", async () => {
    const admin = await newAdmin();
    const off = { MAIL_FROM: "", NOTIFY_TO: "" };
    const offered = await callInProcess("/api/admin/password-reset", { bindings: off });
    expect(await offered.res.json()).toEqual({ available: false });
    for (const email of [admin.email, "nobody@example.com"]) {
      const { res } = await callInProcess("/api/admin/password-reset", { method: "POST", json: { email }, bindings: off });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: RESET_UNAVAILABLE });
    }
    const on = await callInProcess("/api/admin/password-reset", { bindings: { MAIL_FROM: "website@vriddhi.test" } });
    expect(await on.res.json()).toEqual({ available: true });
  });
});

describe("choosing a new password from the link", () => {
  it("shows whose password it is, sets the new one, ends every session and signs nobody in", async () => {
    const admin = await newAdmin();
    const second = sessionCookieOf(await login(admin.email, admin.password, freshIp()));
    const token = tokenInMail(String((await requestReset(admin.email, freshIp())).sent[0].text));
    const check = await checkReset(token);
    expect(check.res.status).toBe(200);
    expect(await check.res.json()).toMatchObject({ email: admin.email });

    const { res } = await completeReset(token, NEW_PASSWORD);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("Set-Cookie")).toBeNull();
    for (const cookie of [admin.cookie, second]) expect((await call("/api/admin/me", { cookie })).status).toBe(401);
    expect((await login(admin.email, admin.password, freshIp())).status).toBe(401);
    expect((await login(admin.email, NEW_PASSWORD, freshIp())).status).toBe(200);
    expect((await auditOf(admin.id)).map((row) => [row.action, row.admin_id])).toEqual([
      ["admin.password_reset_requested", null],
      ["admin.password_reset", admin.id],
    ]);
  });

  it("lets an admin locked out at their address sign in there with the new password at once; a guesser's address stays locked", async () => {
    const admin = await newAdmin();
    const [own, guesser] = [freshIp(), freshIp()];
    for (const ip of [own, guesser]) {
      for (let i = 0; i < 5; i++) expect((await login(admin.email, `wrong guess ${i}`, ip)).status).toBe(401);
      expect((await login(admin.email, admin.password, ip)).status).toBe(429);
    }
    const token = tokenInMail(String((await requestReset(admin.email, own)).sent[0].text));
    expect((await completeReset(token, NEW_PASSWORD, own)).res.status).toBe(200);
    expect((await login(admin.email, NEW_PASSWORD, own)).status).toBe(200);
    expect((await login(admin.email, NEW_PASSWORD, guesser)).status).toBe(429);
  });

  it("leaves a second factor in place: an admin with a passkey still has to give their code after the reset", async () => {
    const admin = await newAdmin();
    await env.DB.prepare("insert into admin_passkeys (id, admin_id, name, public_key) values (?, ?, 'Office laptop', 'AAAA')").bind(`cred-${admin.id}`, admin.id).run();
    // A sign-in begun with the old password and waiting for its code ends with the reset.
    const pending = (await (await login(admin.email, admin.password, freshIp())).json()) as { token: string };
    const token = tokenInMail(String((await requestReset(admin.email, freshIp())).sent[0].text));
    expect((await completeReset(token, NEW_PASSWORD)).res.status).toBe(200);
    const stale = await call("/api/admin/login/code", { method: "POST", json: { token: pending.token, code: "123456" }, headers: { "CF-Connecting-IP": freshIp() } });
    expect(stale.status).toBe(400);
    const after = await login(admin.email, NEW_PASSWORD, freshIp());
    expect(after.status).toBe(202);
    expect(await after.json()).toMatchObject({ codeRequired: true });
    expect(after.headers.get("Set-Cookie")).toBeNull();
  });

  it("applies the rules of every new password, and a refused one leaves the link usable", async () => {
    const admin = await newAdmin();
    const token = tokenInMail(String((await requestReset(admin.email, freshIp())).sent[0].text));
    const short = await completeReset(token, "short");
    expect(short.res.status).toBe(400);
    expect(await short.res.json()).toMatchObject({ fieldErrors: { password: passwordMessages.tooShort } });
    const own = await completeReset(token, `${admin.email} forever`);
    expect(own.res.status).toBe(400);
    expect(await own.res.json()).toMatchObject({ fieldErrors: { password: passwordMessages.email } });
    expect((await completeReset(token, NEW_PASSWORD)).res.status).toBe(200);
  });

  it("uses up every outstanding link of the admin", async () => {
    const admin = await newAdmin();
    const first = tokenInMail(String((await requestReset(admin.email, freshIp())).sent[0].text));
    const second = tokenInMail(String((await requestReset(admin.email, freshIp())).sent[0].text));
    expect((await completeReset(second, NEW_PASSWORD)).res.status).toBe(200);
    expect((await checkReset(first)).res.status).toBe(404);
    expect((await completeReset(first, "another quiet morning walk")).res.status).toBe(404);
    expect((await login(admin.email, NEW_PASSWORD, freshIp())).status).toBe(200);
  });

  it("writes neither the token nor a password to a log line or the audit trail", async () => {
    const admin = await newAdmin();
    let token = "";
    const lines = await captureLogs(async () => {
      token = tokenInMail(String((await requestReset(admin.email, freshIp())).sent[0].text));
      await completeReset(token, "short");
      await completeReset(token, NEW_PASSWORD);
    });
    const written = lines.map((line) => line.raw).join("\n");
    expect(lines.map((line) => line.entry.event)).toEqual(expect.arrayContaining(["password_reset_requested", "password_reset_mailed", "password_reset_completed"]));
    const audit = JSON.stringify((await env.DB.prepare("select * from audit_log").all()).results);
    for (const secret of [token, NEW_PASSWORD, "short"]) {
      expect(written).not.toContain(secret);
      expect(audit).not.toContain(secret);
    }
  });
});
