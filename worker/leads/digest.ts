import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, notExists, notInArray, or, type SQL, sql } from "drizzle-orm";
import { formatWorkingMinutes, workingDayMinutes, workingMinutesBetween } from "#core/format/working-minutes";
import { INDIA_OFFSET_MINUTES, indiaToday } from "#core/format/india-time";
import type { HoursRow } from "#core/schemas/site-settings";
import { permissions } from "#core/taxonomies/admin-roles";
import { inquiryTypeLabel } from "#core/taxonomies/inquiries";
import { closedStages } from "#core/taxonomies/lead-desk";
import { type Database, getDb } from "../db/client";
import { loggableMessage } from "../db/errors";
import { adminUsers } from "../access/tables";
import { jobs } from "../jobs/tables";
import { digestSends, inquiries } from "./tables";
import type { Env } from "../env";
import type { EventScope } from "../events/handlers";
import { keptInIsolate } from "../lib/isolate-memory";
import { log } from "../lib/log";
import { configuredSiteOrigin } from "../lib/site-origin";
import { type MailField, renderMail } from "../mail/layout";
import { MailRefused, sendMail } from "../mail/send";
import { mailSettings } from "../mail/settings";
import { readSiteSettings } from "../site-settings/data";
import { leadPath } from "./assignment";
import { atFirstUse } from "#core/format/at-first-use";
import { ownRecordsOf } from "../access/own-records";
import { leadRecords } from "./access";
import { inquirySubject } from "./inquiry-subject";

/** 9:00 in India, in minutes after its midnight: the digest's hour (03:30 UTC). */
const DIGEST_MINUTE = 9 * 60;
/**
 * How far back the new and waiting lists look: a lead untouched for a month has gone cold, and the
 * inquiries from before the lead desk (all New, none with a recorded answer) stay out of it.
 */
const RECENT_DAYS = 30;
/** Rows shown per list; the rest are counted ("and 4 more"). */
const DIGEST_LIST_CAP = 20;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const INBOX_PATH = "/admin/inquiries";

/** Said once per isolate, not every five minutes all day. */
let saidMailOff = false;
keptInIsolate(() => {
  saidMailOff = false;
});

/**
 * The cron's part (every five minutes): each colleague who handles inquiries and keeps the digest
 * on gets one mail per India date, at the first run from 9:00 IST (03:30 UTC) until India's
 * midnight, listing their follow-ups due or overdue, the new leads nobody is assigned to and those
 * waiting more than a working day for a first answer. A row of digest_sends claims the day before
 * anything is sent, so a retried or overlapping run sends nothing twice; a failed send gives the
 * claim back for the next run. A colleague with nothing to list keeps the claim and gets no mail:
 * a lead arriving at noon does not make a "morning" digest go out then. A run that crashed between
 * its claim and its send loses that day's digest: at most once, never twice.
 */
export async function sendMorningDigests(env: Env, _events: EventScope, now = new Date()): Promise<void> {
  // India's clock, not UTC's: from 18:30 UTC India's next day has begun but its morning has not.
  const minuteOfIndiaDay = Math.floor((now.getTime() + INDIA_OFFSET_MINUTES * MINUTE_MS) / MINUTE_MS) % (24 * 60);
  if (minuteOfIndiaDay < DIGEST_MINUTE) return;
  // A sender is all it needs: it goes to each colleague's own address, not to NOTIFY_TO.
  if (!mailSettings(env).from) {
    if (!saidMailOff) log("info", "morning_digest_skipped", { reason: "mail_not_configured" });
    saidMailOff = true;
    return;
  }
  const db = getDb(env.DB);
  const day = indiaToday(now);
  const recipients = await db
    .select({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name, role: adminUsers.role })
    .from(adminUsers)
    .where(
      and(
        inArray(adminUsers.role, [...permissions.inquiries]),
        eq(adminUsers.morningDigest, true),
        notExists(db.select({ one: sql`1` }).from(digestSends).where(and(eq(digestSends.adminId, adminUsers.id), eq(digestSends.day, day)))),
      ),
    )
    .all();
  if (recipients.length === 0) return;

  const { settings } = await readSiteSettings(db);
  const context: DigestContext = { db, now, day, hours: settings.hours, waitingSince: workingDayAgo(now, settings.hours), origin: configuredSiteOrigin(env) ?? null };
  const failures: unknown[] = [];
  for (const admin of recipients) {
    const claim = await db.insert(digestSends).values({ adminId: admin.id, day }).onConflictDoNothing().returning({ adminId: digestSends.adminId });
    // Another run claimed this colleague's day first (or a moment ago): it sends, not this one.
    if (claim.length === 0) continue;
    try {
      const lists = await digestLists(context, { id: admin.id, ownOnly: (await ownRecordsOf(leadRecords, db, admin)) !== null });
      if (lists.followUps.total + lists.unassigned.total + lists.waiting.total === 0) continue;
      await sendMail(env, { to: [admin.email], ...digestMail(context, admin.name, lists) });
    } catch (err) {
      log("error", "morning_digest_failed", { adminId: admin.id, day, message: loggableMessage(err) });
      // Refused for good (an address the provider will not take): the day stays claimed, not retried every five minutes.
      if (err instanceof MailRefused) continue;
      failures.push(err);
      // The claim given back, so the next run tries again; if even that fails, the day is lost, not the run.
      await db
        .delete(digestSends)
        .where(and(eq(digestSends.adminId, admin.id), eq(digestSends.day, day)))
        .catch((undo: unknown) => log("error", "morning_digest_claim_kept", { adminId: admin.id, day, message: loggableMessage(undo) }));
    }
  }
  // Every colleague was tried; the run is recorded as failed (/api/health) and the next one retries.
  if (failures.length > 0) throw new Error(`${failures.length} of ${recipients.length} morning digests failed`);
}

interface DigestContext {
  db: Database;
  now: Date;
  /** The India date, YYYY-MM-DD. */
  day: string;
  hours: readonly HoursRow[];
  /** Leads created at or before it have waited more than a working day; null when the firm has no working day. */
  waitingSince: string | null;
  origin: string | null;
}

/**
 * The latest instant from which more than a working day (Settings → Site's hours) has passed by
 * `now`, to the minute. Working time only grows with age, so the leads waiting that long are
 * exactly those created at or before it, which one indexed query can find and count. Searched
 * between a day of wall-clock time ago (no more working time than that can have passed) and a
 * fortnight ago (which holds two of any week's open days).
 */
export function workingDayAgo(now: Date, hours: readonly HoursRow[]): string | null {
  const dayMinutes = workingDayMinutes(hours);
  const end = now.toISOString();
  const passed = (at: number) => workingMinutesBetween(new Date(at).toISOString(), end, hours) > dayMinutes;
  let early = now.getTime() - 15 * DAY_MS;
  let late = now.getTime() - dayMinutes * MINUTE_MS;
  if (dayMinutes === 0 || !passed(early)) return null;
  while (late - early > MINUTE_MS) {
    const mid = Math.floor((early + late) / 2);
    if (passed(mid)) early = mid;
    else late = mid;
  }
  return new Date(early).toISOString();
}

const leadColumns = {
  id: inquiries.id,
  name: inquiries.name,
  type: inquiries.type,
  service: inquiries.service,
  subject: inquirySubject,
  jobTitle: jobs.title,
  createdAt: inquiries.createdAt,
  assigneeId: inquiries.assigneeId,
  followUpOn: inquiries.followUpOn,
  followUpTime: inquiries.followUpTime,
  // Every matching row, counted before LIMIT: the "and 4 more".
  total: sql<number>`count(*) over ()`,
};

type DigestLead = Omit<Awaited<ReturnType<typeof leadsWhere>>[number], "total">;
interface DigestList {
  leads: DigestLead[];
  total: number;
}

async function leadsWhere(db: Database, where: SQL | undefined, orderBy: SQL[]) {
  return db.select(leadColumns).from(inquiries).leftJoin(jobs, eq(jobs.id, inquiries.jobId)).where(where).orderBy(...orderBy).limit(DIGEST_LIST_CAP).all();
}

async function list(query: Promise<Awaited<ReturnType<typeof leadsWhere>>>): Promise<DigestList> {
  const rows = await query;
  return { leads: rows.map(({ total: _total, ...lead }) => lead), total: rows[0]?.total ?? 0 };
}

/**
 * The digest's three lists for one colleague, each oldest first. A lead is in one list at most: a
 * new unassigned lead waiting more than a working day is among the waiting, marked unassigned.
 * Under "advisors see only their own leads", an advisor's lists leave the unassigned out.
 */
async function digestLists({ db, now, day, waitingSince }: DigestContext, admin: { id: number; ownOnly: boolean }) {
  const recentSince = new Date(now.getTime() - RECENT_DAYS * DAY_MS).toISOString();
  // New leads of the last RECENT_DAYS: job applications are no leads, and an inquiry marked replied
  // before first responses were recorded (or by hand, from elsewhere) has had its answer.
  const unanswered = and(
    eq(inquiries.stage, "new"),
    isNull(inquiries.firstResponseAt),
    ne(inquiries.type, "job_application"),
    ne(inquiries.status, "replied"),
    gte(inquiries.createdAt, recentSince),
  );
  const [followUps, unassigned, waiting] = await Promise.all([
    list(
      leadsWhere(
        db,
        and(eq(inquiries.assigneeId, admin.id), isNotNull(inquiries.followUpOn), lte(inquiries.followUpOn, day), notInArray(inquiries.stage, [...closedStages])),
        [asc(inquiries.followUpOn), asc(inquiries.followUpTime), asc(inquiries.id)],
      ),
    ),
    admin.ownOnly
      ? { leads: [], total: 0 }
      : list(
          leadsWhere(
            db,
            and(
              isNull(inquiries.assigneeId),
              eq(inquiries.stage, "new"),
              ne(inquiries.type, "job_application"),
              ne(inquiries.status, "replied"),
              gte(inquiries.createdAt, recentSince),
              waitingSince ? or(gt(inquiries.createdAt, waitingSince), isNotNull(inquiries.firstResponseAt)) : undefined,
            ),
            [asc(inquiries.createdAt), asc(inquiries.id)],
          ),
        ),
    waitingSince
      ? list(
          leadsWhere(
            db,
            and(
              unanswered,
              lte(inquiries.createdAt, waitingSince),
              admin.ownOnly ? eq(inquiries.assigneeId, admin.id) : or(eq(inquiries.assigneeId, admin.id), isNull(inquiries.assigneeId)),
            ),
            [asc(inquiries.createdAt), asc(inquiries.id)],
          ),
        )
      : { leads: [], total: 0 },
  ]);
  return { followUps, unassigned, waiting };
}

type DigestLists = Awaited<ReturnType<typeof digestLists>>;

const longDay = atFirstUse(() => new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }));
const shortDay = atFirstUse(() => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" }));
/** A YYYY-MM-DD India date as written: "Friday, 27 November" or "25 Nov". */
const dayLabel = (day: string, format = longDay) => format().format(new Date(`${day}T00:00:00Z`));

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Meera Shah · Service Enquiry: GST Registration". */
function about(lead: DigestLead): string {
  const topic = lead.service ?? lead.jobTitle ?? lead.subject;
  return `${lead.name} · ${inquiryTypeLabel(lead.type)}${topic ? `: ${topic}` : ""}`;
}

/** The subject: "Your leads for Friday, 27 November: 3 follow-ups due, 2 new leads unassigned". */
function digestSubject(day: string, { followUps, unassigned, waiting }: DigestLists): string {
  const parts = [
    followUps.total && counted(followUps.total, "follow-up due", "follow-ups due"),
    unassigned.total && counted(unassigned.total, "new lead unassigned", "new leads unassigned"),
    waiting.total && counted(waiting.total, "lead waiting over a working day", "leads waiting over a working day"),
  ].filter(Boolean);
  return `Your leads for ${dayLabel(day)}: ${parts.join(", ")}`;
}

/**
 * The mail: a count of each list, then one row per lead (what it is, when it is due or how long
 * it has waited) linking to it in the admin when SITE_URL is set. The layout has one table of
 * labelled rows, so each row's label says which list it belongs to.
 */
function digestMail({ now, day, hours, origin }: DigestContext, name: string, lists: DigestLists) {
  const dayMinutes = workingDayMinutes(hours);
  const href = (path: string) => (origin ? { href: `${origin}${path}` } : {});
  const row = (label: string, lead: DigestLead): MailField => ({ label, value: about(lead), ...href(leadPath(lead.id)) });
  const more = ({ leads, total }: DigestList, what: string): MailField[] =>
    total > leads.length ? [{ label: "More", value: `and ${total - leads.length} more ${what}`, ...href(INBOX_PATH) }] : [];
  const followUpLabel = (lead: DigestLead) => {
    const at = lead.followUpTime ? ` at ${lead.followUpTime} IST` : "";
    return lead.followUpOn === day ? `Follow up today${at}` : `Follow-up overdue (${dayLabel(lead.followUpOn ?? day, shortDay)}${at})`;
  };
  const waitedLabel = (lead: DigestLead) =>
    `Unanswered for ${formatWorkingMinutes(workingMinutesBetween(lead.createdAt, now.toISOString(), hours), dayMinutes)}${lead.assigneeId === null ? ", unassigned" : ""}`;

  const { followUps, unassigned, waiting } = lists;
  const subject = digestSubject(day, lists);
  const content = renderMail({
    heading: name ? `Good morning, ${name}` : "Good morning",
    paragraphs: [
      `Here is where your leads stand on ${dayLabel(day)}.`,
      [
        followUps.total && `Follow-ups due today or overdue: ${followUps.total}`,
        unassigned.total && `New leads nobody is assigned to: ${unassigned.total}`,
        waiting.total && `Leads waiting more than a working day for a first answer: ${waiting.total}`,
      ]
        .filter(Boolean)
        .join("\n"),
    ],
    fields: [
      ...followUps.leads.map((lead) => row(followUpLabel(lead), lead)),
      ...more(followUps, "follow-ups"),
      ...unassigned.leads.map((lead) => row("New, unassigned", lead)),
      ...more(unassigned, "unassigned leads"),
      ...waiting.leads.map((lead) => row(waitedLabel(lead), lead)),
      ...more(waiting, "leads waiting"),
    ],
    link: origin ? { text: "Open the inquiries in the admin", href: `${origin}${INBOX_PATH}` } : undefined,
    footer: "You get this mail every morning at 9:00 IST. To stop it, switch off “Morning digest” under Settings in the admin.",
  });
  return { subject, ...content };
}
