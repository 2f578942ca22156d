import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Permission } from "#core/taxonomies/admin-roles";
import { eventHandlers } from "../features";
import { sqlRun } from "../testing/admin-helpers";
import { captureLogs } from "../testing/capture-logs";
import { MAIL_CONFIGURED, recordingEmail } from "../testing/recording-email";
import { emailOf, signInAs } from "../testing/roles";
import type { DigestPart, DigestSection } from "./section";
import { morningDigest } from "./send";

/*
 * The kit on two made-up sections, naming no feature: "meetings" for those who keep the firm's
 * settings (owners and managers), "drafts" for those who write content (owners, managers, editors).
 * Advisors hold neither. Friday 27 November 2026, 9:30 IST.
 */
const FRIDAY_0930_IST = new Date("2026-11-27T04:00:00Z");
const TODAY = "2026-11-27";

let ids: Record<"owner" | "manager" | "editor" | "advisor", number>;

/** What each section lists, by colleague id: set by each test. */
let listed: { meetings: Map<number, string[]>; drafts: Map<number, string[]> };
/** How many times each section was opened, and for whom it was asked. */
let opened: { meetings: number; drafts: number };
let askedFor: string[];
/** A colleague for whom the drafts section fails, as a query would. */
let failingFor: number | null;

const section = (noun: "meetings" | "drafts", permission: Permission, one: string, many: string): DigestSection => ({
  permission,
  noun,
  async open(run) {
    opened[noun]++;
    return async (colleague): Promise<DigestPart | null> => {
      askedFor.push(`${noun}:${colleague.role}`);
      if (noun === "drafts" && colleague.id === failingFor) throw new Error("the drafts could not be read");
      const items = listed[noun].get(colleague.id) ?? [];
      if (items.length === 0) return null;
      const count = `${items.length} ${items.length === 1 ? one : many}`;
      return {
        subject: [count],
        counts: [`${noun[0]!.toUpperCase()}${noun.slice(1)} for today: ${items.length}`],
        rows: items.map((item) => ({ label: noun === "meetings" ? "Meeting" : "Draft", value: item, ...(run.origin ? { href: `${run.origin}/admin/${noun}` } : {}) })),
        link: run.origin ? { text: `Open the ${noun} in the admin`, href: `${run.origin}/admin/${noun}` } : undefined,
      };
    };
  },
});

const meetings = section("meetings", "settings", "meeting today", "meetings today");
const drafts = section("drafts", "content", "draft to review", "drafts to review");
const sendBoth = morningDigest([meetings, drafts]);

beforeAll(async () => {
  // The owner first: the first account of a database is its owner.
  for (const role of ["owner", "manager", "editor", "advisor"] as const) await signInAs(role);
  const id = async (email: string) => (await env.DB.prepare("select id from admin_users where email = ?").bind(email).first<{ id: number }>())!.id;
  ids = { owner: await id(emailOf("owner")), manager: await id(emailOf("manager")), editor: await id(emailOf("editor")), advisor: await id(emailOf("advisor")) };
  for (const [role, name] of [["owner", "Asha"], ["manager", "Vikram"], ["editor", "Priya"], ["advisor", "Ravi"]] as const) {
    await sqlRun("update admin_users set name = ?, morning_digest = 1 where id = ?", name, ids[role]);
  }
});

beforeEach(async () => {
  await env.DB.prepare("delete from digest_sends").run();
  listed = { meetings: new Map(), drafts: new Map() };
  opened = { meetings: 0, drafts: 0 };
  askedFor = [];
  failingFor = null;
});

async function run(task = sendBoth, now = FRIDAY_0930_IST, mail = recordingEmail()) {
  const runEnv = { ...env, EMAIL: mail.binding, ...MAIL_CONFIGURED };
  await task(runEnv, { env: runEnv, handlers: eventHandlers, ip: null }, now);
  return mail.sent;
}

const mailTo = (sent: EmailMessageBuilder[], role: keyof typeof ids) => sent.filter((m) => JSON.stringify(m.to).includes(emailOf(role)));
const claimed = async () => (await env.DB.prepare("select admin_id as adminId from digest_sends where day = ? order by admin_id").bind(TODAY).all<{ adminId: number }>()).results.map((row) => row.adminId);

describe("the morning digest kit", () => {
  it("reads one section as that section alone: its noun, subject words, count lines, rows and link in the kit's frame", async () => {
    listed.drafts.set(ids.editor, ["Budget 2027 and the small trader", "GST on rent, explained"]);
    const [editor] = mailTo(await run(), "editor");
    expect(editor.subject).toBe("Your drafts for Friday, 27 November: 2 drafts to review");
    expect(editor.text).toBe(
      [
        "Good morning, Priya",
        "Here is where your drafts stand on Friday, 27 November.",
        "Drafts for today: 2",
        "Draft: Budget 2027 and the small trader\nDraft: GST on rent, explained",
        "Open the drafts in the admin: http://localhost/admin/drafts",
        "--\nYou get this mail every morning at 9:00 IST. To stop it, switch off “Morning digest” under Settings in the admin.",
      ].join("\n\n") + "\n",
    );
  });

  it("reads two sections in the order given: both nouns in the subject and greeting, the subject's words apart by a semicolon, a paragraph of counts each, the rows in turn and a link each", async () => {
    listed.meetings.set(ids.owner, ["11:00 Sharma Traders, GST notice"]);
    listed.drafts.set(ids.owner, ["Budget 2027 and the small trader", "GST on rent, explained"]);
    const [owner] = mailTo(await run(), "owner");
    expect(owner.subject).toBe("Your meetings and drafts for Friday, 27 November: 1 meeting today; 2 drafts to review");
    expect(owner.text).toBe(
      [
        "Good morning, Asha",
        "Here is where your meetings and drafts stand on Friday, 27 November.",
        "Meetings for today: 1",
        "Drafts for today: 2",
        "Meeting: 11:00 Sharma Traders, GST notice\nDraft: Budget 2027 and the small trader\nDraft: GST on rent, explained",
        "Open the meetings in the admin: http://localhost/admin/meetings\nOpen the drafts in the admin: http://localhost/admin/drafts",
        "--\nYou get this mail every morning at 9:00 IST. To stop it, switch off “Morning digest” under Settings in the admin.",
      ].join("\n\n") + "\n",
    );
    // The HTML part has a link of each section, in the same order.
    const html = owner.html ?? "";
    expect(html.indexOf('<a href="http://localhost/admin/meetings">Open the meetings in the admin</a>')).toBeGreaterThan(0);
    expect(html.indexOf('<a href="http://localhost/admin/drafts">Open the drafts in the admin</a>')).toBeGreaterThan(html.indexOf("Open the meetings"));
  });

  it("names only the sections that have something for the colleague", async () => {
    listed.drafts.set(ids.owner, ["GST on rent, explained"]);
    const [owner] = mailTo(await run(), "owner");
    expect(owner.subject).toBe("Your drafts for Friday, 27 November: 1 draft to review");
    expect(owner.text).not.toContain("meetings");
  });

  it("gives a colleague no section their role lacks, and mails no colleague whose role holds none", async () => {
    // What a section would list for them is never asked: an editor keeps no settings, an advisor neither.
    listed.meetings.set(ids.editor, ["10:00 Editor's meeting"]);
    listed.meetings.set(ids.advisor, ["10:00 Advisor's meeting"]);
    listed.drafts.set(ids.advisor, ["Advisor's draft"]);
    listed.drafts.set(ids.editor, ["GST on rent, explained"]);
    const sent = await run();
    const [editor] = mailTo(sent, "editor");
    expect(editor.subject).toBe("Your drafts for Friday, 27 November: 1 draft to review");
    expect(editor.text).not.toContain("Editor's meeting");
    expect(mailTo(sent, "advisor")).toEqual([]);
    expect(askedFor).not.toContain("meetings:editor");
    expect(askedFor.some((asked) => asked.endsWith(":advisor"))).toBe(false);
    // Not a recipient at all: the advisor's day is not claimed.
    expect(await claimed()).not.toContain(ids.advisor);
  });

  it("sends nothing to a colleague with nothing in any section, and keeps the day claimed so nothing goes out late", async () => {
    listed.drafts.set(ids.editor, ["GST on rent, explained"]);
    const sent = await run();
    expect(mailTo(sent, "manager")).toEqual([]);
    expect(mailTo(sent, "owner")).toEqual([]);
    expect(await claimed()).toEqual([ids.owner, ids.manager, ids.editor].sort((a, b) => a - b));
    // Something for the manager at noon: the day is theirs already, no late digest.
    listed.meetings.set(ids.manager, ["14:00 Verma & Sons, audit"]);
    expect(await run(sendBoth, new Date("2026-11-27T06:35:00Z"))).toEqual([]);
  });

  it("opens each section once per run, and not at all when no recipient's role holds it", async () => {
    listed.drafts.set(ids.editor, ["GST on rent, explained"]);
    await run();
    expect(opened).toEqual({ meetings: 1, drafts: 1 });
    // Only the owner and the manager read meetings: with both switched off, it is not opened.
    await env.DB.prepare("delete from digest_sends").run();
    await sqlRun("update admin_users set morning_digest = 0 where id in (?, ?)", ids.owner, ids.manager);
    try {
      await run();
      expect(opened).toEqual({ meetings: 1, drafts: 2 });
    } finally {
      await sqlRun("update admin_users set morning_digest = 1");
    }
  });

  it("gives a colleague's claim back when a section fails for them, still mails the others, and fails the run", async () => {
    listed.meetings.set(ids.owner, ["11:00 Sharma Traders, GST notice"]);
    listed.drafts.set(ids.editor, ["GST on rent, explained"]);
    failingFor = ids.owner;
    const mail = recordingEmail();
    const logs = await captureLogs(() => expect(run(sendBoth, FRIDAY_0930_IST, mail)).rejects.toThrow("1 of 3 morning digests failed"));
    expect(logs.filter((l) => l.entry.event === "morning_digest_failed")).toHaveLength(1);
    expect(mailTo(mail.sent, "editor")).toHaveLength(1);
    expect(await claimed()).not.toContain(ids.owner);
    // The next run tries the owner again.
    failingFor = null;
    expect(mailTo(await run(sendBoth, new Date("2026-11-27T04:05:00Z")), "owner")).toHaveLength(1);
  });

  it("does nothing without a section", async () => {
    expect(await run(morningDigest([]))).toEqual([]);
    expect(await claimed()).toEqual([]);
  });
});
