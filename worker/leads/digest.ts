import { and, asc, eq, gt, gte, isNotNull, isNull, lte, ne, notInArray, or, type SQL, sql } from "drizzle-orm";
import { formatWorkingMinutes, workingDayMinutes, workingMinutesBetween } from "#core/format/working-minutes";
import type { HoursRow } from "#core/schemas/site-settings";
import { inquiryTypeLabel } from "#core/taxonomies/inquiries";
import { closedStages } from "#core/taxonomies/lead-desk";
import type { Database } from "../db/client";
import { jobs } from "../jobs/tables";
import { inquiries } from "./tables";
import { digestDay } from "../digest/mail";
import type { DigestPart, DigestRun, DigestSection } from "../digest/section";
import { morningDigest } from "../digest/send";
import type { MailField } from "../mail/layout";
import { readSiteSettings } from "../site-settings/data";
import { leadPath } from "./assignment";
import { ownRecordsOf } from "../access/own-records";
import { leadRecords } from "./access";
import { inquirySubject } from "./inquiry-subject";

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

/**
 * The lead desk's section of the morning digest (worker/digest/), for each colleague who handles
 * inquiries: their follow-ups due or overdue, the new leads nobody is assigned to and those waiting
 * more than a working day for a first answer; nothing when all three are empty.
 */
export const leadDigest: DigestSection = {
  permission: "inquiries",
  noun: "leads",
  async open(run) {
    const { settings } = await readSiteSettings(run.db);
    const context: DigestContext = { ...run, hours: settings.hours, waitingSince: workingDayAgo(run.now, settings.hours) };
    return async (colleague) => {
      const lists = await digestLists(context, { id: colleague.id, ownOnly: (await ownRecordsOf(leadRecords, run.db, colleague)) !== null });
      if (lists.followUps.total + lists.unassigned.total + lists.waiting.total === 0) return null;
      return digestPart(context, lists);
    };
  },
};

/**
 * The morning digest of the lead desk's section alone, as the cron sends it while no other feature
 * declares one; this folder's tests run it. The cron's own task is the composition's, every
 * feature's section together (worker/features.ts).
 */
export const sendMorningDigests = morningDigest([leadDigest]);

interface DigestContext extends DigestRun {
  hours: readonly HoursRow[];
  /** Leads created at or before it have waited more than a working day; null when the firm has no working day. */
  waitingSince: string | null;
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

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Meera Shah · Service Enquiry: GST Registration". */
function about(lead: DigestLead): string {
  const topic = lead.service ?? lead.jobTitle ?? lead.subject;
  return `${lead.name} · ${inquiryTypeLabel(lead.type)}${topic ? `: ${topic}` : ""}`;
}

/**
 * The section's words: the subject's ("3 follow-ups due, 2 new leads unassigned"), a count of each
 * list, then one row per lead (what it is, when it is due or how long it has waited) linking to it
 * in the admin when SITE_URL is set. The mail has one table of labelled rows, so each row's label
 * says which list it belongs to.
 */
function digestPart({ now, day, hours, origin }: DigestContext, lists: DigestLists): DigestPart {
  const dayMinutes = workingDayMinutes(hours);
  const href = (path: string) => (origin ? { href: `${origin}${path}` } : {});
  const row = (label: string, lead: DigestLead): MailField => ({ label, value: about(lead), ...href(leadPath(lead.id)) });
  const more = ({ leads, total }: DigestList, what: string): MailField[] =>
    total > leads.length ? [{ label: "More", value: `and ${total - leads.length} more ${what}`, ...href(INBOX_PATH) }] : [];
  const followUpLabel = (lead: DigestLead) => {
    const at = lead.followUpTime ? ` at ${lead.followUpTime} IST` : "";
    return lead.followUpOn === day ? `Follow up today${at}` : `Follow-up overdue (${digestDay(lead.followUpOn ?? day, "short")}${at})`;
  };
  const waitedLabel = (lead: DigestLead) =>
    `Unanswered for ${formatWorkingMinutes(workingMinutesBetween(lead.createdAt, now.toISOString(), hours), dayMinutes)}${lead.assigneeId === null ? ", unassigned" : ""}`;

  const { followUps, unassigned, waiting } = lists;
  // `total && words`: the words, or a 0 left out.
  const nonZero = (parts: (string | number)[]) => parts.filter((part): part is string => typeof part === "string");
  return {
    subject: nonZero([
      followUps.total && counted(followUps.total, "follow-up due", "follow-ups due"),
      unassigned.total && counted(unassigned.total, "new lead unassigned", "new leads unassigned"),
      waiting.total && counted(waiting.total, "lead waiting over a working day", "leads waiting over a working day"),
    ]),
    counts: nonZero([
      followUps.total && `Follow-ups due today or overdue: ${followUps.total}`,
      unassigned.total && `New leads nobody is assigned to: ${unassigned.total}`,
      waiting.total && `Leads waiting more than a working day for a first answer: ${waiting.total}`,
    ]),
    rows: [
      ...followUps.leads.map((lead) => row(followUpLabel(lead), lead)),
      ...more(followUps, "follow-ups"),
      ...unassigned.leads.map((lead) => row("New, unassigned", lead)),
      ...more(unassigned, "unassigned leads"),
      ...waiting.leads.map((lead) => row(waitedLabel(lead), lead)),
      ...more(waiting, "leads waiting"),
    ],
    link: origin ? { text: "Open the inquiries in the admin", href: `${origin}${INBOX_PATH}` } : undefined,
  };
}
