import * as v from "valibot";

/** The longest campaign tag kept; real ones are a word or two. */
export const UTM_MAX = 100;
/** The longest referrer kept (origin and path). */
export const REFERRER_MAX = 300;

/** The campaign parameters a lead records, by their query names. */
export const UTM_PARAMETERS = { utmSource: "utm_source", utmMedium: "utm_medium", utmCampaign: "utm_campaign" } as const;

/** Where a lead came from, as the browser sends it with a form (each empty when unknown). */
export interface LeadSource {
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

/**
 * A campaign tag as a marketer writes it ("google", "cpc", "gst-week 2026"): letters, digits,
 * spaces and `._+-/:`, trimmed and cut to UTM_MAX. Anything else is dropped (empty), not refused:
 * the visitor did not type it and cannot fix it.
 */
export function cleanUtm(value: string | null | undefined): string {
  const text = (value ?? "").trim().slice(0, UTM_MAX).trim();
  return /^[\p{L}\p{N} ._+\-/:]+$/u.test(text) ? text : "";
}

/**
 * Where a visitor came from, reduced to an http(s) origin and path: the query and fragment often
 * carry a search term, a session or an address, and are never kept. Empty for anything else.
 */
export function cleanReferrer(value: string | null | undefined): string {
  if (!value) return "";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "";
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password) return "";
  return `${url.origin}${url.pathname}`.slice(0, REFERRER_MAX);
}

/** The campaign tags of a landing address's query, cleaned. */
export function utmOf(search: URLSearchParams): Omit<LeadSource, "referrer"> {
  return {
    utmSource: cleanUtm(search.get(UTM_PARAMETERS.utmSource)),
    utmMedium: cleanUtm(search.get(UTM_PARAMETERS.utmMedium)),
    utmCampaign: cleanUtm(search.get(UTM_PARAMETERS.utmCampaign)),
  };
}

const cleaned = (clean: (value: string) => string) => v.optional(v.pipe(v.string(), v.transform(clean)), "");

/**
 * The hidden fields of every public form that becomes an inquiry: the referrer and the campaign
 * tags of the visitor's landing page, as the browser recorded them (web/lib/lead-source.ts).
 * Cleaned, never refused (cleanReferrer, cleanUtm).
 */
export const leadSourceFields = {
  referrer: cleaned(cleanReferrer),
  utmSource: cleaned(cleanUtm),
  utmMedium: cleaned(cleanUtm),
  utmCampaign: cleaned(cleanUtm),
};
