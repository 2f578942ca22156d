import type { HindiGaps } from "#core/site/launch-checklist";
import { untranslatedExtensionSources } from "../compliance/extensions";
import type { Database } from "../db/client";
import { untranslatedListingTexts } from "../jobs/figures";
import { untranslatedPersonTexts } from "../people/published";
import { untranslatedFeeTexts } from "../services/fees";

/**
 * The texts staff wrote whose Hindi twin is empty, so a Hindi page shows them in English: every
 * sub-service fee's timeline and note, a published person's role and bio, a published listing's
 * title, description, requirements, place and salary, and a standing extension's source. Each
 * feature counts its own; the four counts go in one round trip.
 */
export async function countHindiGaps(db: Database): Promise<HindiGaps> {
  const [[fees], [team], [listings], [extensions]] = await db.batch([
    untranslatedFeeTexts(db),
    untranslatedPersonTexts(db),
    untranslatedListingTexts(db),
    untranslatedExtensionSources(db),
  ]);
  return { fees: fees?.n ?? 0, people: team?.n ?? 0, jobs: listings?.n ?? 0, extensions: extensions?.n ?? 0 };
}
