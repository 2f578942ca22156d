import * as v from "valibot";
import { cleanReferrer, cleanUtm } from "../format/lead-source";

const cleaned = (clean: (value: string) => string) => v.optional(v.pipe(v.string(), v.transform(clean)), "");

/**
 * The hidden fields of every public form that becomes an inquiry: the referrer and the campaign
 * tags of the visitor's landing page, as the browser recorded them (web/lib/lead-source.ts).
 * Cleaned, never refused (core/format/lead-source.ts).
 */
export const leadSourceFields = {
  referrer: cleaned(cleanReferrer),
  utmSource: cleaned(cleanUtm),
  utmMedium: cleaned(cleanUtm),
  utmCampaign: cleaned(cleanUtm),
};
