import { and, eq, sql } from "drizzle-orm";
import type { SubServiceFeeInput } from "#core/schemas/sub-service-fee";
import type { ServiceId } from "#core/taxonomies/services";
import type { Database } from "../db/client";
import { gapCount, hindiGap } from "../lib/hindi-gaps";
import { subServiceFees } from "./tables";

/** The firm's fee, timeline and note of a sub-service as the page and the admin show them. */
interface SubServiceFee {
  feeFrom: number | null;
  timeline: string | null;
  note: string | null;
  /** Their Hindi twins: a Hindi page shows the English, marked, where one is null. */
  timelineHi: string | null;
  noteHi: string | null;
}

const feeColumns = {
  feeFrom: subServiceFees.feeFrom,
  timeline: subServiceFees.timeline,
  note: subServiceFees.note,
  timelineHi: subServiceFees.timelineHi,
  noteHi: subServiceFees.noteHi,
};

/** The row of one sub-service's fee. */
const ofSubService = (serviceId: ServiceId, subServiceId: string) => and(eq(subServiceFees.serviceId, serviceId), eq(subServiceFees.subServiceId, subServiceId));

const isSet = (fee: SubServiceFeeInput) => Object.values(fee).some((value) => value !== null);

/** The fee of one sub-service, or null when staff have set none. */
export async function findFee(db: Database, serviceId: ServiceId, subServiceId: string): Promise<SubServiceFee | null> {
  const row = await db
    .select(feeColumns)
    .from(subServiceFees)
    .where(ofSubService(serviceId, subServiceId))
    .get();
  return row ?? null;
}

/** A fee with when it was last saved, or undefined when none is set. */
export function findFeeWithDate(db: Database, serviceId: ServiceId, subServiceId: string) {
  return db
    .select({ ...feeColumns, updatedAt: subServiceFees.updatedAt })
    .from(subServiceFees)
    .where(ofSubService(serviceId, subServiceId))
    .get();
}

/** Every fee staff have set, with when and by whom, for the admin's Services screen. */
export function listFees(db: Database) {
  return db
    .select({ serviceId: subServiceFees.serviceId, subServiceId: subServiceFees.subServiceId, ...feeColumns, updatedAt: subServiceFees.updatedAt })
    .from(subServiceFees)
    .all();
}

/**
 * The statement that stores a sub-service's fee: an upsert, or a delete when every field is empty,
 * so "nothing set" has one form (no row) and the page hides the box. Returns the row it touched.
 */
export function saveFee(db: Database, serviceId: ServiceId, subServiceId: string, fee: SubServiceFeeInput, adminId: number) {
  const where = ofSubService(serviceId, subServiceId);
  if (!isSet(fee)) return db.delete(subServiceFees).where(where).returning(feeColumns);
  const values = { ...fee, updatedBy: adminId, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` };
  return db
    .insert(subServiceFees)
    .values({ serviceId, subServiceId, ...values })
    .onConflictDoUpdate({ target: [subServiceFees.serviceId, subServiceFees.subServiceId], set: values })
    .returning(feeColumns);
}

/** Every fee's timeline and note written without their Hindi: the dashboard's launch checklist, a statement for its batch. */
export function untranslatedFeeTexts(db: Database) {
  return db.select({ n: gapCount([hindiGap(subServiceFees.timeline, subServiceFees.timelineHi), hindiGap(subServiceFees.note, subServiceFees.noteHi)]) }).from(subServiceFees);
}
