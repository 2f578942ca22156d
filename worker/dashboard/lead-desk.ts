import { and, count, gte, lte, ne, notInArray, sql } from "drizzle-orm";
import { indiaToday } from "#core/format/india-time";
import { closedStages, type LeadStage, leadStages, type LostReason } from "#core/taxonomies/lead-desk";
import type { Database } from "../db/client";
import { inquiries } from "../db/schema";
import { monthStart, monthsUpTo, OTHER, serviceLine, source, TOP_ROWS } from "./leads";

/*
 * The lead desk's figures on the dashboard, firm-wide. Each widget is one SQL statement narrowed by
 * an index, measured at 100,000 inquiries by npm run bench:inbox. Months are India's, as on the
 * leads tables.
 */

export interface MonthResponseTimes {
  month: string;
  responses: number;
  /** Working minutes (stored first_response_minutes), nearest rank; null in a month without responses. */
  median: number | null;
  p90: number | null;
}

/**
 * Time to first response per month for the last six months, oldest first: the median and the 90th
 * percentile by nearest rank (the smallest value with at least ⌈p·n⌉ responses at or below it).
 * The statement ranges over inquiries_first_response_idx. It counts responses per (month, minutes)
 * first and ranks those few groups, rather than each response, and it places a response in its
 * month by comparing it with the months' first moments: a window over every row and strftime on
 * each took several times as long at 100,000 inquiries. Job applications get no first response
 * (worker/leads/first-response.ts), so the index alone answers.
 */
export async function responseTimes(db: Database, now = new Date()): Promise<MonthResponseTimes[]> {
  const months = monthsUpTo(now);
  const starts = months.map(monthStart);
  const at = inquiries.firstResponseAt;
  const monthIndex = sql.join(
    starts.map((start, i) => sql`when ${at} >= ${start} then ${sql.raw(String(i))}`).reverse(),
    sql` `,
  );
  const rows = await db.all<{ month: number; responses: number; median: number; p90: number }>(sql`
    with counted as (
      select case ${monthIndex} end as month, ${inquiries.firstResponseMinutes} as minutes, count(*) as n
      from ${inquiries}
      where ${at} >= ${starts[0]} and ${inquiries.firstResponseMinutes} is not null
      group by month, minutes
    ),
    running as (
      select month, minutes, sum(n) over (partition by month order by minutes rows unbounded preceding) as upto, sum(n) over (partition by month) as responses
      from counted
    )
    select month, responses,
      min(case when upto >= (responses + 1) / 2 then minutes end) as median,
      min(case when upto >= (9 * responses + 9) / 10 then minutes end) as p90
    from running
    group by month`);
  return months.map((month, i) => {
    const row = rows.find((r) => r.month === i);
    return { month, responses: row?.responses ?? 0, median: row?.median ?? null, p90: row?.p90 ?? null };
  });
}

/**
 * Leads in each stage, all time (job applications are not leads). Counted on the stage index alone,
 * less the job applications in each stage (their own partial index): filtering the type row by row
 * would read the whole table.
 */
export async function leadsByStage(db: Database): Promise<{ stage: LeadStage; count: number }[]> {
  const rows = await db.all<{ stage: LeadStage; n: number }>(sql`
    select totals.stage as stage, totals.n - coalesce(applications.n, 0) as n
    from (select ${inquiries.stage} as stage, count(*) as n from ${inquiries} group by ${inquiries.stage}) as totals
    left join (
      select ${inquiries.stage} as stage, count(*) as n from ${inquiries} where ${inquiries.type} = 'job_application' group by ${inquiries.stage}
    ) as applications on applications.stage = totals.stage`);
  return leadStages.map((stage) => ({ stage, count: rows.find((r) => r.stage === stage)?.n ?? 0 }));
}

export interface Outcomes {
  won: number;
  lost: number;
  /** The fees of the leads won, in whole rupees. */
  wonFees: number;
  /** Lost leads by reason, most first; null for a lead lost without one. */
  lostReasons: { reason: LostReason | null; count: number }[];
}

/** Leads won and lost this month in India (by when they were closed), with the fees won and why the others were lost. */
export async function outcomesThisMonth(db: Database, now = new Date()): Promise<Outcomes> {
  const [thisMonth] = monthsUpTo(now, 1);
  // The closed index finds the month's few closed leads; their rows give the type and the reason.
  const rows = await db
    .select({ stage: inquiries.stage, reason: inquiries.lostReason, n: count(), fees: sql<number>`coalesce(sum(${inquiries.wonFee}), 0)` })
    .from(inquiries)
    .where(and(gte(inquiries.closedAt, monthStart(thisMonth)), ne(inquiries.type, "job_application")))
    .groupBy(inquiries.stage, inquiries.lostReason);
  const lost = rows.filter((r) => r.stage === "lost");
  return {
    won: rows.filter((r) => r.stage === "won").reduce((sum, r) => sum + r.n, 0),
    lost: lost.reduce((sum, r) => sum + r.n, 0),
    wonFees: rows.filter((r) => r.stage === "won").reduce((sum, r) => sum + r.fees, 0),
    lostReasons: lost.map((r) => ({ reason: r.reason, count: r.n })).sort((a, b) => b.count - a.count),
  };
}

export interface ConversionRow {
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
 * line. One statement: the leads are counted once per (source, service line) pair, and both
 * breakdowns are sums over those few pairs.
 */
export async function conversion(db: Database, now = new Date()): Promise<{ bySource: ConversionRow[]; byService: ConversionRow[] }> {
  const [oldest] = monthsUpTo(now);
  const rows = await db.all<{ dimension: "source" | "service"; label: string; leads: number; won: number }>(sql`
    with pairs as (
      select ${source} as source, ${serviceLine} as line, count(*) as leads, sum(${inquiries.stage} = 'won') as won
      from ${inquiries}
      where ${inquiries.createdAt} >= ${monthStart(oldest)} and ${inquiries.type} <> 'job_application'
      group by 1, 2
    )
    select 'source' as dimension, source as label, sum(leads) as leads, sum(won) as won from pairs group by source
    union all
    select 'service', line, sum(leads), sum(won) from pairs group by line`);
  return {
    bySource: conversionRows(rows.filter((r) => r.dimension === "source")),
    byService: conversionRows(rows.filter((r) => r.dimension === "service")),
  };
}

/**
 * Open leads whose follow-up is overdue or due today (India's date): the inbox's follow-up filter
 * (?followUp=overdue, ?followUp=today) counts the same rows, read through the follow-up index.
 */
export async function followUpsDue(db: Database, now = new Date()): Promise<{ overdue: number; today: number }> {
  const today = indiaToday(now);
  const row = await db
    .select({
      overdue: sql<number>`coalesce(sum(${inquiries.followUpOn} < ${today}), 0)`,
      today: sql<number>`coalesce(sum(${inquiries.followUpOn} = ${today}), 0)`,
    })
    .from(inquiries)
    .where(and(lte(inquiries.followUpOn, today), notInArray(inquiries.stage, [...closedStages])))
    .get();
  return { overdue: row?.overdue ?? 0, today: row?.today ?? 0 };
}

/** Every lead-desk figure of the dashboard, each its own statement, run side by side. */
export async function leadDesk(db: Database, now = new Date()) {
  const [responses, stages, outcomes, converted, followUps] = await Promise.all([
    responseTimes(db, now),
    leadsByStage(db),
    outcomesThisMonth(db, now),
    conversion(db, now),
    followUpsDue(db, now),
  ]);
  return { responseTimes: responses, stages, outcomes, conversion: converted, followUps };
}
