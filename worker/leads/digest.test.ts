import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultSiteSettings } from "#core/content/site-defaults";
import { getDb } from "../db/client";
import { eventHandlers } from "../features";
import { call, sqlRun } from "../testing/admin-helpers";
import { captureLogs } from "../testing/capture-logs";
import { MAIL_CONFIGURED, recordingEmail } from "../testing/recording-email";
import { emailOf, signInAs } from "../testing/roles";
import { sendMorningDigests, workingDayAgo } from "./digest";
import { saveLeadDeskSettings } from "./settings";

/*
 * Friday 27 November 2026. The firm's hours are the defaults: Monday to Saturday, 9:00 to 18:00 IST,
 * so a working day is 540 minutes. At 9:00 IST on Friday (03:30 UTC) a lead from Wednesday 17:30 IST
 * has waited 30 + 540 working minutes (more than a working day), one from Thursday 10:00 IST 480
 * (at 9:30 IST, 600 and 510).
 */
const FRIDAY_0930_IST = new Date("2026-11-27T04:00:00Z");
const TODAY = "2026-11-27";

let ids: Record<"owner" | "manager" | "advisor" | "off" | "editor", number>;
let advisorCookie: string;

beforeAll(async () => {
  // The owner first: the first account of a database is its owner.
  await signInAs("owner");
  await signInAs("manager");
  advisorCookie = await signInAs("advisor");
  await signInAs("editor");
  await sqlRun("insert into admin_users (email, name, password_hash, role, morning_digest) values ('neha@example.com', 'Neha', 'x', 'advisor', 0)");
  const id = async (email: string) => (await env.DB.prepare("select id from admin_users where email = ?").bind(email).first<{ id: number }>())!.id;
  ids = { owner: await id(emailOf("owner")), manager: await id(emailOf("manager")), advisor: await id(emailOf("advisor")), off: await id("neha@example.com"), editor: await id(emailOf("editor")) };
  for (const [role, name] of [["owner", "Asha"], ["manager", "Vikram"], ["advisor", "Ravi"], ["editor", "Priya"]] as const) {
    await sqlRun("update admin_users set name = ? where id = ?", name, ids[role]);
  }
});

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("delete from inquiries"),
    env.DB.prepare("delete from digest_sends"),
    env.DB.prepare("delete from lead_desk_settings"),
    env.DB.prepare("update admin_users set morning_digest = (email != 'neha@example.com')"),
  ]);
});

interface Lead {
  name: string;
  createdAt: string;
  type?: string;
  service?: string;
  subject?: string;
  assigneeId?: number | null;
  stage?: string;
  followUpOn?: string;
  followUpTime?: string;
  firstResponseAt?: string;
  status?: string;
}

async function lead(l: Lead): Promise<number> {
  const row = await env.DB.prepare(
    `insert into inquiries (name, email, type, service, subject, message, created_at, assignee_id, stage, follow_up_on, follow_up_time, first_response_at, status)
     values (?, 'lead@example.in', ?, ?, ?, 'M', ?, ?, ?, ?, ?, ?, ?) returning id`,
  )
    .bind(l.name, l.type ?? "contact", l.service ?? null, l.subject ?? null, l.createdAt, l.assigneeId ?? null, l.stage ?? "new", l.followUpOn ?? null, l.followUpTime ?? null, l.firstResponseAt ?? null, l.status ?? "new")
    .first<{ id: number }>();
  return row!.id;
}

/** One cron run of the digest at `now`, mail configured and recorded. */
async function run(now = FRIDAY_0930_IST, mail = recordingEmail(), bindings: Record<string, string> = MAIL_CONFIGURED) {
  const runEnv = { ...env, EMAIL: mail.binding, ...bindings };
  await sendMorningDigests(runEnv, { env: runEnv, handlers: eventHandlers, ip: null }, now);
  return mail.sent;
}

const mailTo = (sent: EmailMessageBuilder[], role: keyof typeof ids) => sent.filter((m) => JSON.stringify(m.to).includes(role === "off" ? "neha@example.com" : emailOf(role)));
const claims = async () => (await env.DB.prepare("select admin_id as adminId, day from digest_sends order by admin_id").all<{ adminId: number; day: string }>()).results;

/** The desk as the main test sees it: each list, and the leads that belong in none. */
async function deskOfFriday() {
  const old = "2026-11-20T05:00:00Z";
  return {
    overdue: await lead({ name: "Kiran Overdue", createdAt: old, assigneeId: ids.owner, stage: "contacted", followUpOn: "2026-11-25", firstResponseAt: old }),
    today: await lead({ name: "Meera Today", createdAt: old, assigneeId: ids.owner, stage: "qualified", followUpOn: TODAY, followUpTime: "11:30", type: "service_enquiry", service: "GST Registration", firstResponseAt: old }),
    tomorrow: await lead({ name: "Tarun Tomorrow", createdAt: old, assigneeId: ids.owner, stage: "contacted", followUpOn: "2026-11-28", firstResponseAt: old }),
    wonFollowUp: await lead({ name: "Wasim Won", createdAt: old, assigneeId: ids.owner, stage: "won", followUpOn: "2026-11-20", firstResponseAt: old }),
    colleagues: await lead({ name: "Chitra Colleague", createdAt: old, assigneeId: ids.manager, stage: "contacted", followUpOn: "2026-11-26", firstResponseAt: old }),
    // Thursday 10:00 IST: not yet a working day ago.
    fresh: await lead({ name: "Farhan Fresh", createdAt: "2026-11-26T04:30:00Z", type: "quote", service: "Trademark Filing" }),
    // Wednesday 17:30 IST: more than a working day ago.
    waitingUnassigned: await lead({ name: "Uma Waiting", createdAt: "2026-11-25T12:00:00Z", subject: "Audit for FY 2025-26" }),
    waitingAdvisor: await lead({ name: "Arjun Waiting", createdAt: "2026-11-25T10:00:00Z", assigneeId: ids.advisor }),
    answered: await lead({ name: "Anil Answered", createdAt: old, assigneeId: ids.owner, firstResponseAt: "2026-11-20T06:00:00Z" }),
    lost: await lead({ name: "Lata Lost", createdAt: old, stage: "lost" }),
    // Not a lead, marked replied (answered, as those from before the desk are), or a month cold: in no list.
    application: await lead({ name: "Ayesha Applicant", createdAt: "2026-11-25T05:00:00Z", type: "job_application" }),
    markedReplied: await lead({ name: "Rohit Replied", createdAt: "2026-11-24T05:00:00Z", status: "replied" }),
    cold: await lead({ name: "Gopal Cold", createdAt: "2026-09-01T05:00:00Z" }),
  };
}

describe("the morning digest", () => {
  it("is not sent before 9:00 IST (03:30 UTC), nor in India's night after UTC midnight's day turns", async () => {
    await deskOfFriday();
    expect(await run(new Date("2026-11-27T03:25:00Z"))).toEqual([]);
    // 20:00 UTC on the 26th is 1:30 IST on the 27th: India's day has begun, its morning has not.
    expect(await run(new Date("2026-11-26T20:00:00Z"))).toEqual([]);
    expect(await claims()).toEqual([]);
  });

  it("mails each colleague handling inquiries, from 03:30 UTC, their follow-ups, the unassigned and the waiting leads", async () => {
    const desk = await deskOfFriday();
    const sent = await run(new Date("2026-11-27T03:30:00Z"));
    expect(sent).toHaveLength(3);

    const [owner] = mailTo(sent, "owner");
    expect(owner.subject).toBe("Your leads for Friday, 27 November: 2 follow-ups due, 1 new lead unassigned, 1 lead waiting over a working day");
    const text = owner.text ?? "";
    expect(text).toContain("Good morning, Asha");
    expect(text).toContain("Follow-up overdue (25 Nov): Kiran Overdue · Contact Form");
    expect(text).toContain("Follow up today at 11:30 IST: Meera Today · Service Enquiry: GST Registration");
    expect(text).toContain("New, unassigned: Farhan Fresh · Quote: Trademark Filing");
    expect(text).toMatch(/Unanswered for 1 working d.*, unassigned: Uma Waiting · Contact Form: Audit for FY 2025-26/);
    for (const name of ["Tarun Tomorrow", "Wasim Won", "Chitra Colleague", "Arjun Waiting", "Anil Answered", "Lata Lost", "Ayesha Applicant", "Rohit Replied", "Gopal Cold"]) {
      expect(text).not.toContain(name);
    }
    expect(text).toContain("Settings");
    // Each lead links into the admin on SITE_URL.
    expect(owner.html).toContain(`href="http://localhost/admin/inquiries?inquiry=${desk.today}"`);

    const [manager] = mailTo(sent, "manager");
    expect(manager.subject).toBe("Your leads for Friday, 27 November: 1 follow-up due, 1 new lead unassigned, 1 lead waiting over a working day");
    expect(manager.text).toContain("Chitra Colleague");
    expect(manager.text).not.toContain("Kiran Overdue");

    const [advisor] = mailTo(sent, "advisor");
    expect(advisor.subject).toBe("Your leads for Friday, 27 November: 1 new lead unassigned, 2 leads waiting over a working day");
    // Oldest first: Arjun (Wednesday 15:30 IST) before Uma (Wednesday 17:30 IST).
    expect((advisor.text ?? "").indexOf("Arjun Waiting")).toBeLessThan((advisor.text ?? "").indexOf("Uma Waiting"));

    expect(mailTo(sent, "off")).toEqual([]);
    expect(mailTo(sent, "editor")).toEqual([]);
    expect(await claims()).toEqual([ids.owner, ids.manager, ids.advisor].sort((a, b) => a - b).map((adminId) => ({ adminId, day: TODAY })));
  });

  it("is sent once per colleague and India date: a later run, and two overlapping runs, send nothing more", async () => {
    await deskOfFriday();
    const overlapping = recordingEmail();
    await Promise.all([run(FRIDAY_0930_IST, overlapping), run(FRIDAY_0930_IST, overlapping)]);
    expect(overlapping.sent).toHaveLength(3);
    expect(await run(new Date("2026-11-27T09:00:00Z"))).toEqual([]);
    // The next India date has its own digest.
    expect(await run(new Date("2026-11-28T03:35:00Z"))).toHaveLength(3);
  });

  it("is retried by the next run when its send failed", async () => {
    await deskOfFriday();
    const logs = await captureLogs(() => expect(run(FRIDAY_0930_IST, recordingEmail("throw"))).rejects.toThrow("3 of 3 morning digests failed"));
    expect(logs.filter((l) => l.entry.event === "morning_digest_failed")).toHaveLength(3);
    expect(await claims()).toEqual([]);
    expect(await run(new Date("2026-11-27T04:05:00Z"))).toHaveLength(3);
  });

  it("leaves the unassigned out of an advisor's digest when advisors see only their own leads", async () => {
    await deskOfFriday();
    await saveLeadDeskSettings(getDb(env.DB), { rule: "none", serviceOwners: {}, advisorsOwnOnly: true });
    const sent = await run();
    const [advisor] = mailTo(sent, "advisor");
    expect(advisor.subject).toBe("Your leads for Friday, 27 November: 1 lead waiting over a working day");
    expect(advisor.text).toContain("Arjun Waiting");
    expect(advisor.text).not.toContain("Uma Waiting");
    expect(advisor.text).not.toContain("Farhan Fresh");
    // Managers still see them.
    expect(mailTo(sent, "manager")[0].text).toContain("Farhan Fresh");
  });

  it("sends nothing to a colleague with nothing to list, and claims the day so a lead arriving at noon sends no late digest", async () => {
    const sent = await run();
    expect(sent).toEqual([]);
    expect(await claims()).toHaveLength(3);
    await lead({ name: "Noon Lead", createdAt: "2026-11-27T06:30:00Z" });
    expect(await run(new Date("2026-11-27T06:35:00Z"))).toEqual([]);
  });

  it("counts what it leaves out of a long list", async () => {
    for (let i = 1; i <= 23; i++) {
      await lead({ name: `Lead ${i}`, createdAt: "2026-11-20T05:00:00Z", assigneeId: ids.advisor, stage: "contacted", followUpOn: TODAY, firstResponseAt: "2026-11-20T06:00:00Z" });
    }
    const [advisor] = mailTo(await run(), "advisor");
    expect(advisor.subject).toBe("Your leads for Friday, 27 November: 23 follow-ups due");
    expect(advisor.text).toContain("More: and 3 more follow-ups");
    expect((advisor.text?.match(/Follow up today/g) ?? []).length).toBe(20);
  });

  it("is not sent, and said once, while mail is not configured", async () => {
    await deskOfFriday();
    const logs = await captureLogs(async () => {
      expect(await run(FRIDAY_0930_IST, recordingEmail(), { MAIL_FROM: "" })).toEqual([]);
      expect(await run(FRIDAY_0930_IST, recordingEmail(), { MAIL_FROM: "" })).toEqual([]);
    });
    expect(logs.filter((l) => l.entry.event === "morning_digest_skipped")).toHaveLength(1);
    expect(await claims()).toEqual([]);
  });
});

describe("a working day ago", () => {
  it("counts the firm's hours, not the clock: on Monday at 9:30 IST it is Saturday at 9:30 IST", () => {
    const at = (now: string) => Date.parse(workingDayAgo(new Date(now), defaultSiteSettings.hours) ?? "");
    // Friday 9:30 IST → Thursday 9:30 IST (04:00 UTC), to the minute.
    expect(at("2026-11-27T04:00:00Z")).toBeGreaterThanOrEqual(Date.parse("2026-11-26T03:58:00Z"));
    expect(at("2026-11-27T04:00:00Z")).toBeLessThan(Date.parse("2026-11-26T04:00:00Z"));
    // Monday 9:30 IST → Saturday 9:30 IST: a lead of Saturday evening has waited an hour, not a day.
    expect(at("2026-11-30T04:00:00Z")).toBeGreaterThanOrEqual(Date.parse("2026-11-28T03:58:00Z"));
    expect(at("2026-11-30T04:00:00Z")).toBeLessThan(Date.parse("2026-11-28T04:00:00Z"));
    const closed = defaultSiteSettings.hours.map((row) => ({ ...row, closed: true }));
    expect(workingDayAgo(new Date("2026-11-30T04:00:00Z"), closed)).toBeNull();
  });
});

describe("the digest preference", () => {
  it("is read and switched by the signed-in colleague", async () => {
    expect(await (await call("/api/admin/lead-desk/digest", { cookie: advisorCookie })).json()).toEqual({ digest: true });
    const off = await call("/api/admin/lead-desk/digest", { method: "PUT", cookie: advisorCookie, json: { digest: false } });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ digest: false });
    expect(await (await call("/api/admin/lead-desk/digest", { cookie: advisorCookie })).json()).toEqual({ digest: false });
    expect(await env.DB.prepare("select morning_digest as on_ from admin_users where id = ?").bind(ids.advisor).first("on_")).toBe(0);
    // Switched off, the colleague gets no digest.
    await deskOfFriday();
    expect(mailTo(await run(), "advisor")).toEqual([]);
  });

  it("refuses a body that is not a yes or no", async () => {
    const res = await call("/api/admin/lead-desk/digest", { method: "PUT", cookie: advisorCookie, json: { digest: "no" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.any(String), fieldErrors: expect.any(Object) });
  });

  it("needs a session", async () => {
    expect((await call("/api/admin/lead-desk/digest")).status).toBe(401);
  });
});
