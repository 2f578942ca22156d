import { hindiGaps, type LaunchChecklist, placeholdersOf } from "#core/site/launch-checklist";
import { subServiceKeys } from "#core/taxonomies/services";
import type { Database } from "../db/client";
import { listFees } from "../services/fees";
import { readSiteSettings } from "../site-settings/data";
import { countHindiGaps } from "./hindi-gaps";

/** The dashboard's launch checklist: sub-services without a fee, the placeholders still live, and the Hindi twins still to write. */
export async function launchChecklist(db: Database): Promise<LaunchChecklist> {
  const [fees, { settings }, gaps] = await Promise.all([listFees(db), readSiteSettings(db), countHindiGaps(db)]);
  const priced = new Set(fees.filter((fee) => fee.feeFrom !== null).map((fee) => `${fee.serviceId}/${fee.subServiceId}`));
  return {
    fees: { missing: subServiceKeys.filter((key) => !priced.has(key)).length, total: subServiceKeys.length },
    ...placeholdersOf(settings),
    hindi: hindiGaps(gaps),
  };
}
