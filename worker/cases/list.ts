import { and, count, eq, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import { getSubService } from "#core/content/sub-services";
import type { CaseListQuery } from "#core/schemas/list-query";
import { adminUsers } from "../access/tables";
import type { Database } from "../db/client";
import { staffNameOf } from "../db/staff-name";
import { anyContaining, offsetOf, orderOf } from "../lib/list-page";
import { caseItems, cases, caseSteps } from "./tables";

/** The list's filters as the data layer takes them: `assignee` resolved to an id or "none" by the route, and India's date for "overdue". */
export type CaseFilters = Omit<CaseListQuery, "page" | "size" | "sort" | "assignee"> & { assignee?: number | "none"; today: string };

/** The first step not yet done (its position, 1-based), or null when every step is. */
export const currentStep = sql<number | null>`(select min(${caseSteps.position}) from ${caseSteps} where ${caseSteps.caseId} = ${cases.id} and ${caseSteps.doneOn} is null)`;
const itemsIn = (states: string[]) =>
  sql<number>`(select count(*) from ${caseItems} where ${caseItems.caseId} = ${cases.id} and ${caseItems.state} in (${sql.join(
    states.map((state) => sql`${state}`),
    sql`, `,
  )}))`;
/** Asked for and not sent yet, or sent back: the client's turn. */
export const waitingOnClient = itemsIn(["requested", "returned"]);
/** Sent and not yet looked at: the firm's turn. */
export const waitingOnStaff = itemsIn(["received"]);

export function caseWhere(filters: CaseFilters): SQL | undefined {
  return and(
    filters.status ? eq(cases.status, filters.status) : undefined,
    filters.assignee === "none" ? isNull(cases.assigneeId) : filters.assignee !== undefined ? eq(cases.assigneeId, filters.assignee) : undefined,
    filters.step === "done" ? sql`${currentStep} is null` : filters.step ? sql`${currentStep} = ${Number(filters.step)}` : undefined,
    filters.overdue ? and(eq(cases.status, "open"), lt(cases.dueOn, filters.today)) : undefined,
    anyContaining([cases.clientName, cases.clientEmail, cases.clientPhone, cases.period], filters.q),
  );
}

/** One page of the cases, each with its current step, its items' counts and whether it is overdue. */
export async function listCases(db: Database, query: Pick<CaseListQuery, "page" | "size" | "sort"> & CaseFilters) {
  const where = caseWhere(query);
  const order = orderOf(query.sort, { date: cases.createdAt, due: cases.dueOn, name: cases.clientName }, cases.id);
  const pageIds = db.select({ id: cases.id }).from(cases).where(where).orderBy(...order).limit(query.size).offset(offsetOf(query));
  const [[counted], rows] = await db.batch([
    db.select({ total: count() }).from(cases).where(where),
    db
      .select({
        id: cases.id,
        clientName: cases.clientName,
        language: cases.language,
        serviceId: cases.serviceId,
        subServiceId: cases.subServiceId,
        period: cases.period,
        assigneeId: cases.assigneeId,
        assigneeName: staffNameOf<string | null>(adminUsers),
        dueOn: cases.dueOn,
        status: cases.status,
        createdAt: cases.createdAt,
        step: currentStep,
        stepLabel: sql<string | null>`(select ${caseSteps.label} from ${caseSteps} where ${caseSteps.caseId} = ${cases.id} and ${caseSteps.position} = ${currentStep})`,
        steps: sql<number>`(select count(*) from ${caseSteps} where ${caseSteps.caseId} = ${cases.id})`,
        waitingOnClient,
        waitingOnStaff,
      })
      .from(cases)
      .leftJoin(adminUsers, eq(adminUsers.id, cases.assigneeId))
      .where(inArray(cases.id, pageIds))
      .orderBy(...order),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      subServiceTitle: getSubService(row.serviceId, row.subServiceId)?.title ?? row.subServiceId,
      overdue: row.status === "open" && row.dueOn !== null && row.dueOn < query.today,
    })),
    total: counted?.total ?? 0,
    page: query.page,
    size: query.size,
  };
}
