import type { Context } from "hono";
import { cleanReferrer, cleanUtm, type LeadSource, utmOf } from "#core/schemas/lead-source";
import { type Locale, localeOfPath } from "#core/i18n/locale";
import type { AppEnv } from "../env";
import { siteOrigin } from "../lib/site-origin";

/** Where a lead came from, as stored on its inquiry (columns of the same names; null when unknown). */
export interface StoredLeadSource {
  /** The path of the page the form was on. */
  pagePath: string;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/** The request's Referer when it is a page of this site: a form posted without script names its page there. */
function ownReferer(c: Context<AppEnv>): URL | null {
  const header = c.req.header("Referer");
  if (!header) return null;
  try {
    const url = new URL(header);
    const own = new Set([new URL(c.req.url).origin, siteOrigin(c.env, c.req.url)]);
    return own.has(url.origin) ? url : null;
  } catch {
    return null;
  }
}

/**
 * A lead's source from the form's hidden fields (the browser records the referrer and campaign
 * tags of the visitor's landing page), else from the request: a form posted without JavaScript
 * comes with its page, query included, in the Referer (the site's policy sends it same-origin).
 * A referrer on this site is no source and is dropped; every value is cleaned and capped again here.
 */
export function leadSourceOf(c: Context<AppEnv>, fields: Partial<LeadSource> & { sourcePage?: string }): StoredLeadSource {
  const referer = ownReferer(c);
  const fromFields = {
    utmSource: cleanUtm(fields.utmSource),
    utmMedium: cleanUtm(fields.utmMedium),
    utmCampaign: cleanUtm(fields.utmCampaign),
  };
  const tags = Object.values(fromFields).some(Boolean) || !referer ? fromFields : utmOf(referer.searchParams);
  const utm = (key: keyof typeof tags) => tags[key] || null;
  const referrer = cleanReferrer(fields.referrer);
  const external = referrer && !referrer.startsWith(`${new URL(c.req.url).origin}/`) && !referrer.startsWith(`${siteOrigin(c.env, c.req.url)}/`);
  return {
    pagePath: fields.sourcePage || (referer ? referer.pathname.slice(0, 500) : ""),
    referrer: external ? referrer : null,
    utmSource: utm("utmSource"),
    utmMedium: utm("utmMedium"),
    utmCampaign: utm("utmCampaign"),
  };
}

/**
 * The language of an inquiry: that of the page its form was on, from the page's path ("/hi/contact" →
 * "hi"). The path is the one the form sent, the page a form was posted to without JavaScript, or the
 * Referer's: never a field of its own a visitor could set apart from the page.
 */
export const inquiryLanguage = ({ pagePath }: Pick<StoredLeadSource, "pagePath">): Locale => localeOfPath(pagePath);

/** The inquiry columns of a lead source, with the language of its page. */
export const leadSourceColumns = (source: StoredLeadSource) => {
  const { referrer, utmSource, utmMedium, utmCampaign } = source;
  return { referrer, utmSource, utmMedium, utmCampaign, language: inquiryLanguage(source) };
};
