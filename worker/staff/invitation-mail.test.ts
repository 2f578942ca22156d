import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "#core/format/date";
import { ROLE_FORBIDDEN_CODE } from "#core/taxonomies/admin-roles";
import { call, sqlRun } from "../testing/admin-helpers";
import { callInProcess } from "../testing/in-process";
import { MAIL_CONFIGURED, recordingEmail } from "../testing/recording-email";
import { emailOf, signInAs } from "../testing/roles";
import { INVITE_MAIL_OFF } from "./invitation-mail";

const OWNER_NAME = "Priya Sharma";
let owner = "";

beforeAll(async () => {
  owner = await signInAs("owner");
  await sqlRun("update admin_users set name = ? where email = ?", OWNER_NAME, emailOf("owner"));
});

interface Issued {
  id: number;
  email: string;
  role: string;
  expiresAt: string;
  link: string;
  emailed: boolean;
  error?: string;
}
interface SentMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const newAddress = () => `colleague.${crypto.randomUUID().slice(0, 8)}@example.in`;

/** Calls the staff API as `cookie` on a site that mails (a recording EMAIL binding), or with `mail` for a failing one. */
async function asStaff(path: string, cookie: string, json?: unknown, mail = recordingEmail()) {
  const { res, settled } = await callInProcess(path, { method: "POST", cookie, json, bindings: { EMAIL: mail.binding, ...MAIL_CONFIGURED } });
  await settled();
  return { res, body: (await res.json()) as Issued, sent: mail.sent as unknown as SentMail[] };
}

const invite = (email: string, role: string, sendEmail: boolean, mail?: ReturnType<typeof recordingEmail>) =>
  asStaff("/api/admin/staff/invites", owner, { email, role, sendEmail }, mail);

const tokenIn = (text: string) => {
  const match = /\/admin\/invite#token=([A-Za-z0-9_-]{43})\b/.exec(text);
  if (!match) throw new Error(`no invitation link in: ${text}`);
  return match[1];
};
const tokenOf = (link: string) => link.slice(link.lastIndexOf("#token=") + "#token=".length);
const open = (token: string) => call("/api/admin/invitations/open", { method: "POST", json: { token } });
const accept = (token: string) =>
  call("/api/admin/invitations/accept", { method: "POST", json: { token, name: "Ritu Sharma", password: "a colleague's own passphrase" } });

describe("an emailed invitation", () => {
  it("mails the colleague who invited them, to which role, until when the link works, and a link that lets them join", async () => {
    const email = newAddress();
    const { res, body, sent } = await invite(email, "editor", true);
    expect(res.status).toBe(201);
    expect(body).toMatchObject({ email, role: "editor", emailed: true });
    // The owner can still copy the very link that was mailed.
    expect(body.link).toMatch(/^http:\/\/localhost\/admin\/invite#token=[A-Za-z0-9_-]{43}$/);

    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toBe(`${OWNER_NAME} invited you to the Vriddhi Business Solutions admin`);
    expect(mail.text).toContain(`${OWNER_NAME} has invited you to the staff admin of the Vriddhi Business Solutions website as an Editor.`);
    expect(mail.text).toContain(`Invited by: ${OWNER_NAME}\n`);
    expect(mail.text).toContain("Your role: Editor: Blog posts, job listings");
    expect(mail.text).toContain(`Your sign-in: ${email}\n`);
    expect(mail.text).toContain(`Link valid until: ${formatDateTime(body.expiresAt)} IST\n`);
    expect(mail.text).toContain(`Accept the invitation: ${body.link}\n`);
    expect(mail.text).toContain("If you were not expecting this invitation, ignore this email");
    expect(mail.html).toContain(`href="${body.link}"`);

    const token = tokenIn(mail.text);
    expect(await (await open(token)).json()).toMatchObject({ email, role: "editor" });
    const joined = await accept(token);
    expect(joined.status).toBe(201);
    expect(await joined.json()).toMatchObject({ email, role: "editor" });
  });

  it("is recorded in the activity log as emailed; a copied link is recorded as created", async () => {
    const before = (await env.DB.prepare("select coalesce(max(id), 0) as id from audit_log").first<{ id: number }>())!.id;
    const emailed = await invite(newAddress(), "manager", true);
    const copied = await invite(newAddress(), "manager", false);
    expect(copied.sent).toEqual([]);
    expect(copied.body.emailed).toBe(false);
    const details = await env.DB.prepare("select detail from audit_log where action = 'staff.invited' and id > ? order by id").bind(before).all<{ detail: string | null }>();
    expect(details.results.map((row) => row.detail)).toEqual([JSON.stringify({ emailed: true }), null]);
    expect(emailed.res.status).toBe(201);
  });

  it("emailed again makes a new link and withdraws the earlier one, which is then refused", async () => {
    const email = newAddress();
    const first = await invite(email, "advisor", false);
    const earlier = tokenOf(first.body.link);
    const again = await asStaff(`/api/admin/staff/invites/${first.body.id}/email`, owner);
    expect(again.res.status).toBe(201);
    expect(again.body).toMatchObject({ email, role: "advisor", emailed: true });
    expect(again.body.id).not.toBe(first.body.id);
    expect(again.sent.map((mail) => mail.to)).toEqual([[email]]);
    expect(again.sent[0].text).toContain("as an Advisor.");
    const mailed = tokenIn(again.sent[0].text);
    expect(mailed).not.toBe(earlier);

    expect((await open(earlier)).status).toBe(404);
    expect((await accept(earlier)).status).toBe(404);
    // The withdrawn invitation cannot be emailed again either.
    expect((await asStaff(`/api/admin/staff/invites/${first.body.id}/email`, owner)).res.status).toBe(404);
    expect((await accept(mailed)).status).toBe(201);
    const audit = await env.DB.prepare("select detail from audit_log where action = 'staff.invited' order by id desc limit 1").first<{ detail: string }>();
    expect(JSON.parse(audit!.detail)).toEqual({ emailed: true, replaces: first.body.id });
  });

  it("that fails to send stores no new link, says why, and leaves the earlier link working", async () => {
    const email = newAddress();
    const first = await invite(email, "manager", false);
    const failing = recordingEmail("throw");
    const fresh = await invite(newAddress(), "manager", true, failing);
    expect(fresh.res.status).toBe(502);
    expect(fresh.body.error).toMatch(/^The invitation email could not be sent, so no new link was made\./);
    const again = await asStaff(`/api/admin/staff/invites/${first.body.id}/email`, owner, undefined, failing);
    expect(again.res.status).toBe(502);
    expect((await open(tokenOf(first.body.link))).status).toBe(200);
    const pending = await env.DB.prepare("select count(*) as n from staff_invites where email = ? and revoked_at is null").bind(email).first<{ n: number }>();
    expect(pending?.n).toBe(1);
  });
});

describe("emailing invitations", () => {
  it("is refused to every role but the owner's, and nothing is mailed", async () => {
    const { body: pending } = await invite(newAddress(), "editor", false);
    for (const role of ["manager", "editor", "advisor"] as const) {
      const cookie = await signInAs(role);
      const fresh = await asStaff("/api/admin/staff/invites", cookie, { email: newAddress(), role: "editor", sendEmail: true });
      const again = await asStaff(`/api/admin/staff/invites/${pending.id}/email`, cookie);
      for (const { res, body, sent } of [fresh, again]) {
        expect(res.status).toBe(403);
        expect(body).toMatchObject({ code: ROLE_FORBIDDEN_CODE });
        expect(sent).toEqual([]);
      }
    }
    expect((await open(tokenOf(pending.link))).status).toBe(200);
  });

  it("says plainly where the site sends no mail that the link must be copied, and makes no link; copying still works", async () => {
    const email = newAddress();
    const off = { MAIL_FROM: "" };
    const refused = await callInProcess("/api/admin/staff/invites", { method: "POST", cookie: owner, json: { email, role: "editor", sendEmail: true }, bindings: off });
    expect(refused.res.status).toBe(409);
    expect(await refused.res.json()).toEqual({ error: INVITE_MAIL_OFF });
    expect(INVITE_MAIL_OFF).toContain("copy it to your colleague instead");
    const stored = await env.DB.prepare("select count(*) as n from staff_invites where email = ?").bind(email).first<{ n: number }>();
    expect(stored?.n).toBe(0);

    const copied = await callInProcess("/api/admin/staff/invites", { method: "POST", cookie: owner, json: { email, role: "editor" }, bindings: off });
    expect(copied.res.status).toBe(201);
    const { id } = (await copied.res.json()) as Issued;
    const again = await callInProcess(`/api/admin/staff/invites/${id}/email`, { method: "POST", cookie: owner, bindings: off });
    expect(again.res.status).toBe(409);
    expect(await again.res.json()).toEqual({ error: INVITE_MAIL_OFF });
  });
});
