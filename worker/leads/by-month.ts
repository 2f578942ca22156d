import { and, gte, sql } from "drizzle-orm";
import { INDIA_OFFSET_MINUTES } from "#core/format/india-time";
import type { Database } from "../db/client";
import { monthCountsOf } from "./count-tables";

/** The months the dashboard's lead tables cover, this one included. */
const LEAD_MONTHS = 6;
/** Rows a table shows before the rest are summed as "Other". */
export const TOP_ROWS = 8;

/**
 * The row the rows past TOP_ROWS are summed into. (A lead without a service line, or without a known
 * source, is counted by migration 0031's triggers as "General (contact form)", or "Direct or unknown".)
 */
export const OTHER = "Other";

/** "2026-11" for each of the last `months` months in India, oldest first. */
export function monthsUpTo(now: Date, months = LEAD_MONTHS): string[] {
  const india = new Date(now.getTime() + INDIA_OFFSET_MINUTES * 60_000);
  return Array.from({ length: months }, (_, i) => {
    const date = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - (months - 1 - i), 1));
    return date.toISOString().slice(0, 7);
  });
}

export interface LeadTable {
  months: string[];
  rows: { label: string; counts: number[]; total: number }[];
}

/** Counts by (month, label) into rows per label, biggest first, the smallest beyond TOP_ROWS as "Other". */
function tabulate(months: string[], counted: { month: string; label: string; n: number }[]): LeadTable {
  const byLabel = new Map<string, number[]>();
  for (const { month: m, label, n } of counted) {
    const index = months.indexOf(m);
    if (index < 0) continue;
    const counts = byLabel.get(label) ?? months.map(() => 0);
    counts[index] += n;
    byLabel.set(label, counts);
  }
  const rows = [...byLabel]
    .map(([label, counts]) => ({ label, counts, total: counts.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
  if (rows.length <= TOP_ROWS) return { months, rows };
  const rest = rows.slice(TOP_ROWS - 1);
  const other = { label: OTHER, counts: months.map((_, i) => rest.reduce((sum, row) => sum + row.counts[i], 0)), total: rest.reduce((sum, row) => sum + row.total, 0) };
  return { months, rows: [...rows.slice(0, TOP_ROWS - 1), other] };
}

/**
 * Leads (contact, enquiries and quotes; job applications are not leads) per month for the last
 * LEAD_MONTHS months, by service line and by source, the firm's or `own` colleague's, read from
 * the month counts (kept by triggers as inquiries come, change and go: migrations 0031, 0040) in
 * one round trip. No script or service outside the site sees a visitor.
 */
export async function leadsByMonth(db: Database, now = new Date(), own: number | null = null) {
  const months = monthsUpTo(now);
  const { counts, mine } = monthCountsOf(own);
  const since = and(mine, gte(counts.month, months[0]));
  // A count a deletion brought to nought stays as a row of 0 (the triggers never delete): left out.
  const n = sql<number>`sum(${counts.leads})`;
  const [byService, bySource] = await db.batch([
    db.select({ month: counts.month, label: counts.serviceLine, n }).from(counts).where(since).groupBy(counts.month, counts.serviceLine).having(sql`${n} > 0`),
    db.select({ month: counts.month, label: counts.source, n }).from(counts).where(since).groupBy(counts.month, counts.source).having(sql`${n} > 0`),
  ]);
  return { byService: tabulate(months, byService), bySource: tabulate(months, bySource) };
}
