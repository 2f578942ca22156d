import { and, eq, sql } from "drizzle-orm";
import type { AdminRole } from "#core/taxonomies/admin-roles";
import { ownRecordsOf } from "../access/own-records";
import type { Database } from "../db/client";
import type { DashboardCardDeclaration } from "../feature";
import { caseRecords } from "./access";
import { currentStep, waitingOnClient, waitingOnStaff } from "./list";
import { cases } from "./tables";

/**
 * The cases' dashboard card: open cases by the step they are at (the first not done; "null" when
 * every step is), and the documents waiting on the client and on staff, over the open cases the
 * admin may see (an advisor held to their own: theirs).
 */
async function caseFigures(db: Database, admin: { id: number; role: AdminRole }) {
  const own = await ownRecordsOf(caseRecords, db, admin);
  const open = and(eq(cases.status, "open"), own === null ? undefined : eq(cases.assigneeId, own));
  const rows = await db
    .select({ step: currentStep, cases: sql<number>`count(*)`, waitingOnClient: sql<number>`sum(${waitingOnClient})`, waitingOnStaff: sql<number>`sum(${waitingOnStaff})` })
    .from(cases)
    .where(open)
    .groupBy(currentStep)
    .orderBy(sql`${currentStep} is null`, currentStep)
    .all();
  return {
    byStep: rows.map((row) => ({ step: row.step, cases: row.cases })),
    open: rows.reduce((sum, row) => sum + row.cases, 0),
    waitingOnClient: rows.reduce((sum, row) => sum + Number(row.waitingOnClient ?? 0), 0),
    waitingOnStaff: rows.reduce((sum, row) => sum + Number(row.waitingOnStaff ?? 0), 0),
    ownCasesOnly: own !== null,
  };
}

export const caseDashboardCard = { key: "cases", permission: "inquiries", figures: caseFigures } as const satisfies DashboardCardDeclaration<"cases">;
