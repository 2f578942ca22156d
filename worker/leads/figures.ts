import { and, eq, gt, gte, lte, notInArray, sql } from "drizzle-orm";
import { indiaToday } from "#core/format/india-time";
import { closedStages, type LeadStage, leadStages, type LostReason } from "#core/taxonomies/lead-desk";
import type { Database } from "../db/client";
import { inquiries } from "./tables";
import { monthCountsOf, outcomeCountsOf, responseCountsOf } from "./count-tables";
import { monthsUpTo, OTHER, TOP_ROWS } from "./by-month";

/*
 * The lead desk's figures on the dashboard, firm-wide or one colleague's (`own`: an advisor held
 * to their own leads, worker/leads/access.ts; the counts per assignee of migration 0040). Each
 * widget is one SQL statement narrowed by an index, measured at 100,000 inquiries by npm run
 * bench:inbox. Months are India's, as on the leads tables.
 */

interface MonthResponseTimes {
  month: string;
  responses: number;
  /** Working minutes (stored first_response_minutes), nearest rank; null in a month without responses. */
  median: number | null;
  p90: number | null;
}

/**
 * Time to first response per month for the last six months, oldest first: the median and the 90th
 * percentile by nearest rank (the smallest value with at least ⌈p·n⌉ responses at or below it),
 * over `response_minute_counts` (migration 0031: responses per month and working minutes, kept by
 * triggers), so the statement reads a few hundred rows, not every answered lead.
 */
function responseTimesQuery(db: Database, months: string[], own: number | null) {
  const { counts, mine } = responseCountsOf(own);
  const running = db.$with("running").as(
    db
      .select({
        month: counts.month,
        minutes: counts.minutes,
        upto: sql<number>`sum(${counts.responses}) over (partition by ${counts.month} order by ${counts.minutes} rows unbounded preceding)`.as("upto"),
        responses: sql<number>`sum(${counts.responses}) over (partition by ${counts.month})`.as("responses"),
      })
      .from(counts)
      .where(and(mine, gte(counts.month, months[0]), gt(counts.responses, 0))),
  );
  return db
    .with(running)
    .select({
      month: running.month,
      responses: running.responses,
      median: sql<number>`min(case when ${running.upto} >= (${running.responses} + 1) / 2 then ${running.minutes} end)`,
      p90: sql<number>`min(case when ${running.upto} >= (9 * ${running.responses} + 9) / 10 then ${running.minutes} end)`,
    })
    .from(running)
    .groupBy(running.month);
}

function readResponseTimes(rows: { month: string; responses: number; median: number; p90: number }[], months: string[]): MonthResponseTimes[] {
  return months.map((month) => {
    const row = rows.find((r) => r.month === month);
    return { month, responses: row?.responses ?? 0, median: row?.median ?? null, p90: row?.p90 ?? null };
  });
}

export async function responseTimes(db: Database, now = new Date(), own: number | null = null): Promise<MonthResponseTimes[]> {
  const months = monthsUpTo(now);
  return readResponseTimes(await responseTimesQuery(db, months, own), months);
}

/** Leads in each stage, all time (job applications are not leads), from the month counts (migrations 0031, 0040). */
function stagesQuery(db: Database, own: number | null) {
  const { counts, mine } = monthCountsOf(own);
  return db.select({ stage: counts.stage, n: sql<number>`sum(${counts.leads})` }).from(counts).where(mine).groupBy(counts.stage);
}

const readStages = (rows: { stage: LeadStage; n: number }[]) => leadStages.map((stage) => ({ stage, count: rows.find((r) => r.stage === stage)?.n ?? 0 }));

interface Outcomes {
  won: number;
  lost: number;
  /** The fees of the leads won, in whole rupees. */
  wonFees: number;
  /** Lost leads by reason, most first; null for a lead lost without one. */
  lostReasons: { reason: LostReason | null; count: number }[];
}

/**
 * Leads won and lost this month in India (by when they were closed), with the fees won and why the
 * others were lost: the month's few rows of the outcome counts (migrations 0032, 0040).
 */
function outcomesQuery(db: Database, thisMonth: string, own: number | null) {
  const { counts, mine } = outcomeCountsOf(own);
  return db.select({ stage: counts.stage, reason: counts.lostReason, n: counts.leads, fees: counts.fees }).from(counts).where(and(mine, eq(counts.month, thisMonth)));
}

function readOutcomes(rows: { stage: "won" | "lost"; reason: LostReason | ""; n: number; fees: number }[]): Outcomes {
  const won = rows.filter((r) => r.stage === "won");
  const lost = rows.filter((r) => r.stage === "lost");
  return {
    won: won.reduce((sum, r) => sum + r.n, 0),
    lost: lost.reduce((sum, r) => sum + r.n, 0),
    wonFees: won.reduce((sum, r) => sum + r.fees, 0),
    lostReasons: lost.map((r) => ({ reason: r.reason || null, count: r.n })).sort((a, b) => b.count - a.count),
  };
}

interface ConversionRow {
  label: string;
  leads: number;
  won: number;
  /** Won as a percentage of the leads, to one decimal. */
  rate: number;
}

const rate = (won: number, leads: number) => (leads ? Math.round((won * 1000) / leads) / 10 : 0);

/** Rows by leads, most first, those beyond TOP_ROWS summed as "Other" (as on the leads tables). */
function conversionRows(counted: { label: string; leads: number; won: number }[]): ConversionRow[] {
  const rows = [...counted].sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label));
  const kept = rows.length <= TOP_ROWS ? rows : rows.slice(0, TOP_ROWS - 1);
  const rest = rows.slice(kept.length);
  if (rest.length > 0) kept.push({ label: OTHER, leads: rest.reduce((s, r) => s + r.leads, 0), won: rest.reduce((s, r) => s + r.won, 0) });
  return kept.map(({ label, leads, won }) => ({ label, leads, won, rate: rate(won, leads) }));
}

/**
 * Of the leads that came in over the last six months, how many were won, by source and by service
 * line: one statement over the month counts (migrations 0031, 0040), both breakdowns at once.
 */
type ConversionCount = { dimension: "source" | "service"; label: string; leads: number; won: number };

function conversionQuery(db: Database, oldest: string, own: number | null) {
  const { counts, mine } = monthCountsOf(own);
  const leads = sql<number>`sum(${counts.leads})`;
  const won = sql<number>`sum(case when ${counts.stage} = 'won' then ${counts.leads} else 0 end)`;
  const since = and(mine, gte(counts.month, oldest));
  return db
    .select({ dimension: sql<ConversionCount["dimension"]>`'source'`, label: counts.source, leads, won })
    .from(counts)
    .where(since)
    .groupBy(counts.source)
    .unionAll(db.select({ dimension: sql<ConversionCount["dimension"]>`'service'`, label: counts.serviceLine, leads, won }).from(counts).where(since).groupBy(counts.serviceLine));
}

function readConversion(rows: ConversionCount[]): { bySource: ConversionRow[]; byService: ConversionRow[] } {
  const counted = (dimension: "source" | "service") => rows.filter((r) => r.dimension === dimension && r.leads > 0);
  return { bySource: conversionRows(counted("source")), byService: conversionRows(counted("service")) };
}

export const conversion = async (db: Database, now = new Date(), own: number | null = null) => readConversion(await conversionQuery(db, monthsUpTo(now)[0], own));

/**
 * Open leads whose follow-up is overdue or due today (India's date), the firm's or `own`
 * colleague's: the inbox's follow-up filter (?followUp=overdue, ?followUp=today) counts the same
 * rows, read through the follow-up index.
 */
export function followUpsQuery(db: Database, today: string, own: number | null) {
  return db
    .select({
      overdue: sql<number>`coalesce(sum(${inquiries.followUpOn} < ${today}), 0)`,
      today: sql<number>`coalesce(sum(${inquiries.followUpOn} = ${today}), 0)`,
    })
    .from(inquiries)
    // `+assignee_id`: the unary plus keeps SQLite off the assignee indexes, whose equality it would
    // otherwise prefer, reading all of a colleague's leads (80 ms at 100,000) instead of the few
    // due through the follow-up index (9 ms).
    .where(and(lte(inquiries.followUpOn, today), notInArray(inquiries.stage, [...closedStages]), own === null ? undefined : sql`+${inquiries.assigneeId} = ${own}`));
}

const readFollowUps = ([row]: { overdue: number; today: number }[]) => ({ overdue: row?.overdue ?? 0, today: row?.today ?? 0 });

/** Every lead-desk figure of the dashboard, the firm's or `own` colleague's, each its own statement, all five in one round trip. */
export async function leadDesk(db: Database, now = new Date(), own: number | null = null) {
  const months = monthsUpTo(now);
  const [responses, stages, outcomes, converted, followUps] = await db.batch([
    responseTimesQuery(db, months, own),
    stagesQuery(db, own),
    outcomesQuery(db, months[months.length - 1], own),
    conversionQuery(db, months[0], own),
    followUpsQuery(db, indiaToday(now), own),
  ]);
  const byStage = readStages(stages);
  return {
    responseTimes: readResponseTimes(responses, months),
    stages: byStage,
    /**
     * Leads nobody has contacted yet: those at the New stage (job applications are no leads). Read
     * by stage, never by the spec's Status, so opening a lead leaves it here until someone calls,
     * writes or moves it on; the inbox's ?stage=new lists the same leads.
     */
    notContacted: byStage.find((s) => s.stage === "new")?.count ?? 0,
    outcomes: readOutcomes(outcomes),
    conversion: readConversion(converted),
    followUps: readFollowUps(followUps),
  };
}
