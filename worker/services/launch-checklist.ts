import { subServiceKeys } from "#core/taxonomies/services";
import type { Database } from "../db/client";
import { listFees } from "./fees";

/** The launch checklist's fees: the sub-services whose page shows no fee yet (a timeline or note alone is no fee), of all of them. */
export async function unpricedSubServices(db: Database) {
  const priced = new Set((await listFees(db)).filter((fee) => fee.feeFrom !== null).map((fee) => `${fee.serviceId}/${fee.subServiceId}`));
  return { fees: { missing: subServiceKeys.filter((key) => !priced.has(key)).length, total: subServiceKeys.length } };
}
