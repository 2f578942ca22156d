import { type LaunchChecklist, placeholdersOf } from "#core/schemas/launch-checklist";
import { subServiceKeys } from "#core/taxonomies/services";
import type { Database } from "../db/client";
import { listFees } from "../services/fees";
import { readSiteSettings } from "../site-settings/data";

/** The dashboard's launch checklist: sub-services without a fee, and the placeholders still live. */
export async function launchChecklist(db: Database): Promise<LaunchChecklist> {
  const [fees, { settings }] = await Promise.all([listFees(db), readSiteSettings(db)]);
  const priced = new Set(fees.filter((fee) => fee.feeFrom !== null).map((fee) => `${fee.serviceId}/${fee.subServiceId}`));
  return { fees: { missing: subServiceKeys.filter((key) => !priced.has(key)).length, total: subServiceKeys.length }, ...placeholdersOf(settings) };
}
