import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { callInProcess } from "../testing/in-process";
import { recordingBulkMail } from "../testing/newsletter-queue";
import { MAIL_CONFIGURED, recordingEmail } from "../testing/recording-email";
import { REMINDERS_PER_RUN, sendRemindersDue } from "./due-reminders";

const ORIGIN = "http://localhost";
const MAILING = { ...env, ...MAIL_CONFIGURED, BULK_MAIL_PROVIDER: "simulated" };

/** Signs up through the JSON API with a recording mail binding: the confirmation's token. */
async function signUp(json: Record<string, unknown>) {
  const mail = recordingEmail();
  const { res, settled } = await callInProcess("/api/compliance/reminders", { method: "POST", json, bindings: { EMAIL: mail.binding, ...MAIL_CONFIGURED } });
  await settled();
  return { status: res.status, sent: mail.sent, token: /\/reminders\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.sent[0]?.text ?? "")?.[1] };
}

const confirm = (token: string) => SELF.fetch(`${ORIGIN}/reminders/confirm?token=${token}`, { method: "POST", headers: { Origin: ORIGIN }, redirect: "manual" });
const reminderRow = (email: string) =>
  env.DB.prepare("select id, status, unsubscribe_token as unsubscribe from compliance_reminders where email = ?").bind(email).first<{ id: number; status: string; unsubscribe: string }>();

/** A UTC instant for India's wall-clock time on a date. */
const india = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

describe("compliance reminders", () => {
  it("need a confirmed address, then mail at the lead time from 9:00 India time, once", async () => {
    const email = "gst-owner@example.in";
    const { status, token } = await signUp({ email, kinds: ["gst"], leadDays: "3" });
    expect(status).toBe(201);
    expect(token).toBeTruthy();
    const bulk = recordingBulkMail();

    // Pending: nothing goes, even on the day.
    await sendRemindersDue(MAILING, india("2026-11-17", "09:00"), bulk.provider);
    expect(bulk.sent).toHaveLength(0);

    // A scanner opening the link confirms nothing; the button's POST does.
    expect((await SELF.fetch(`${ORIGIN}/reminders/confirm?token=${token}`)).status).toBe(200);
    expect((await reminderRow(email))?.status).toBe("pending");
    expect((await confirm(token!)).headers.get("Location")).toBe("/reminders/confirmed");
    expect((await reminderRow(email))?.status).toBe("confirmed");

    // GSTR-3B for October is due 20 November: three days before is the 17th. Not before 9:00…
    await sendRemindersDue(MAILING, india("2026-11-17", "08:55"), bulk.provider);
    expect(bulk.sent).toHaveLength(0);
    // …nor four days before.
    await sendRemindersDue(MAILING, india("2026-11-16", "10:00"), bulk.provider);
    expect(bulk.sent).toHaveLength(0);
    await sendRemindersDue(MAILING, india("2026-11-17", "09:00"), bulk.provider);
    expect(bulk.recipients()).toEqual([email]);
    const [mail] = bulk.sent;
    expect(mail!.text).toContain("GSTR-3B for October 2026: due 20 November 2026 (in 3 days)");
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.headers["List-Unsubscribe"]).toContain("/reminders/stop?token=");
    // Once: the runs that follow, that day and the next, send nothing more for it.
    await sendRemindersDue(MAILING, india("2026-11-17", "09:05"), bulk.provider);
    await sendRemindersDue(MAILING, india("2026-11-18", "09:00"), bulk.provider);
    expect(bulk.sent).toHaveLength(1);
    // Only the kinds chosen: the PF and ESI dates of 15 December never came, the next GST one does.
    await sendRemindersDue(MAILING, india("2026-12-12", "09:00"), bulk.provider);
    expect(bulk.sent.map((m) => m.subject).every((subject) => /GSTR|IFF|PMT|CMP|GST/.test(subject) || /compliance due dates/.test(subject))).toBe(true);

    // One click ends them.
    const stop = await SELF.fetch(`${ORIGIN}/reminders/stop?token=${(await reminderRow(email))!.unsubscribe}`, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    expect(stop.status).toBe(200);
    expect((await reminderRow(email))?.status).toBe("unsubscribed");
    const before = bulk.sent.length;
    await sendRemindersDue(MAILING, india("2026-12-17", "09:00"), bulk.provider);
    expect(bulk.sent).toHaveLength(before);
  });

  it("mail an extended date again at its new date, and try again after the provider was down", async () => {
    const email = "roc-owner@example.in";
    const { token } = await signUp({ email, kinds: ["roc", "llp"], leadDays: "1" });
    await confirm(token!);
    const entries = ((await (await SELF.fetch(`${ORIGIN}/api/compliance`)).json()) as { entries: { id: string; form: string; due: string }[] }).entries;
    const aoc4 = entries.find((e) => e.form === "AOC-4")!;
    const dayBefore = new Date(Date.parse(`${aoc4.due}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

    const down = recordingBulkMail({ outages: 1 });
    await sendRemindersDue(MAILING, india(dayBefore, "09:00"), down.provider);
    expect(down.sent).toHaveLength(0);
    // The claim went back: the next run sends it.
    await sendRemindersDue(MAILING, india(dayBefore, "09:05"), down.provider);
    expect(down.recipients()).toEqual([email]);
    expect(down.sent[0]!.text).toContain("AOC-4");

    // Staff extend it by a week: a new date is a new reminder, a day before it.
    await env.DB.prepare("insert into deadline_extensions (deadline_id, extended_to, source) values (?, date(?, '+7 days'), 'MCA General Circular 9/2026')").bind(aoc4.id, aoc4.due).run();
    const newDayBefore = new Date(Date.parse(`${aoc4.due}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    await sendRemindersDue(MAILING, india(newDayBefore, "09:00"), down.provider);
    expect(down.sent).toHaveLength(2);
    expect(down.sent[1]!.text).toContain("Extended from");
    await env.DB.prepare("delete from deadline_extensions where deadline_id = ?").bind(aoc4.id).run();
  });

  it("mail each of many subscribers once, however the runs overlap, the rest in the next run", async () => {
    const many = REMINDERS_PER_RUN + 20;
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
       insert into compliance_reminders (email, kinds, lead_days, status, unsubscribe_token)
       select 'many' || i || '@example.in', '["pf-esi"]', 1, 'confirmed', substr('many-token-' || i || '-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 1, 43) from n`,
    )
      .bind(many)
      .run();
    const bulk = recordingBulkMail();
    // PF and ESI for November are due 15 December: two runs at once on the day before…
    await Promise.all([sendRemindersDue(MAILING, india("2026-12-14", "09:00"), bulk.provider), sendRemindersDue(MAILING, india("2026-12-14", "09:00"), bulk.provider)]);
    // …and the next run, for whoever the cap left.
    await sendRemindersDue(MAILING, india("2026-12-14", "09:05"), bulk.provider);
    await sendRemindersDue(MAILING, india("2026-12-14", "09:10"), bulk.provider);
    const mailed = bulk.recipients().filter((to) => to.startsWith("many"));
    expect(new Set(mailed).size).toBe(many);
    expect(mailed).toHaveLength(many);
    // One mail each, listing both of the day's dates (PF and ESI).
    expect(bulk.sent.find((m) => m.to[0] === "many1@example.in")!.subject).toBe("2 compliance due dates coming up, the first tomorrow");
  });

  it("send nothing without a bulk mail provider, a sender or SITE_URL", async () => {
    const bulk = recordingBulkMail();
    for (const missing of [{ MAIL_FROM: "" }, { SITE_URL: "" }]) {
      await sendRemindersDue({ ...MAILING, ...missing }, india("2026-11-17", "09:00"), bulk.provider);
    }
    await sendRemindersDue(MAILING, india("2026-11-17", "09:00"), null);
    expect(bulk.sent).toHaveLength(0);
  });

  it("answer a repeated or bad sign-up as the newsletter does", async () => {
    const first = await signUp({ email: "twice@example.in", kinds: ["gst"], leadDays: "7" });
    const again = await signUp({ email: "twice@example.in", kinds: ["tds-tcs"], leadDays: "1" });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.token).not.toBe(first.token);
    const bad = await callInProcess("/api/compliance/reminders", { method: "POST", json: { email: "nope", kinds: [], leadDays: "5" } });
    expect(bad.res.status).toBe(400);
    expect(Object.keys(((await bad.res.json()) as { fieldErrors: object }).fieldErrors).sort()).toEqual(["email", "kinds", "leadDays"]);
  });
  it("are confirmed by the page's button as a browser sends it: Origin null under the page's no-referrer policy, marked same-origin", async () => {
    const email = "button-press@example.in";
    const { token } = await signUp({ email, kinds: ["gst"], leadDays: "3" });
    const page = await SELF.fetch(`${ORIGIN}/reminders/confirm?token=${token}`);
    // The token is in the address, so the page sends no Referer, and its own form post says Origin: null.
    expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
    const press = (fetchSite: string) =>
      SELF.fetch(`${ORIGIN}/reminders/confirm?token=${token}`, {
        method: "POST",
        headers: { Origin: "null", "Sec-Fetch-Site": fetchSite, "Content-Type": "application/x-www-form-urlencoded" },
        redirect: "manual",
      });
    // The same null from a sandboxed frame on another site is still refused.
    expect((await press("cross-site")).status).toBe(403);
    expect((await reminderRow(email))?.status).toBe("pending");
    const pressed = await press("same-origin");
    expect(pressed.headers.get("Location")).toBe("/reminders/confirmed");
    expect((await reminderRow(email))?.status).toBe("confirmed");
  });
});
