import { eq } from "drizzle-orm";
import { assigneeLeadMonthCounts, assigneeLeadOutcomeCounts, assigneeResponseMinuteCounts, leadMonthCounts, leadOutcomeCounts, responseMinuteCounts } from "./tables";

/*
 * The count tables a lead figure reads: the firm's (migrations 0031, 0032) or, for `own` (a
 * colleague held to their own leads, worker/leads/access.ts), that colleague's rows of the same
 * counts kept per assignee (migration 0040). `mine` keeps a query to them; the firm's need none.
 */

export const monthCountsOf = (own: number | null) =>
  own === null ? { counts: leadMonthCounts, mine: undefined } : { counts: assigneeLeadMonthCounts, mine: eq(assigneeLeadMonthCounts.assigneeId, own) };

export const responseCountsOf = (own: number | null) =>
  own === null ? { counts: responseMinuteCounts, mine: undefined } : { counts: assigneeResponseMinuteCounts, mine: eq(assigneeResponseMinuteCounts.assigneeId, own) };

export const outcomeCountsOf = (own: number | null) =>
  own === null ? { counts: leadOutcomeCounts, mine: undefined } : { counts: assigneeLeadOutcomeCounts, mine: eq(assigneeLeadOutcomeCounts.assigneeId, own) };
