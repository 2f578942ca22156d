import { type Context, Hono } from "hono";
import { inLanguage, ofKinds } from "#core/compliance/calendar";
import { COMPLIANCE_CALENDAR_PATH, COMPLIANCE_FEED_PATH } from "#core/compliance/paths";
import { isDeadlineKind } from "#core/taxonomies/compliance";
import * as calendarEn from "#core/content/compliance-calendar";
import * as calendarHi from "#core/content/hi/compliance-calendar";
import { longDateIn } from "#core/format/hindi-date";
import { type Locale, pathIn } from "#core/i18n/locale";
import { inLocale } from "#core/i18n/translated";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { siteOrigin } from "../lib/site-origin";
import { CACHE_TAG_HEADER } from "../page-cache/cache-tags";
import { COMPLIANCE_CALENDAR_TAG } from "./cache-tags";
import { servePublicCached } from "../page-cache/page-cache";
import { currentCalendar } from "./extensions";
import { icsCalendar } from "./ics";

/**
 * One language's feed: the bare feed, or `?kind=gst` narrowed to one kind (any other kind is not
 * found, any other query redirected, so the cache keys one address per feed). Its events link to
 * the calendar page in the same language.
 */
function serveFeed(c: Context<AppEnv>, locale: Locale) {
  const feedPath = pathIn(locale, COMPLIANCE_FEED_PATH);
  const kind = c.req.query("kind");
  if (kind !== undefined && !isDeadlineKind(kind)) return c.text("Unknown kind of due date.", 404);
  const canonical = kind ? `${feedPath}?kind=${kind}` : feedPath;
  const url = new URL(c.req.url);
  if (`${url.pathname}${url.search}` !== canonical) return c.redirect(canonical, 301);
  return servePublicCached(c, async () => {
    const origin = siteOrigin(c.env, c.req.url);
    const { year, entries } = await currentCalendar(getDb(c.env.DB));
    const words = inLocale({ en: calendarEn, hi: calendarHi }, locale).complianceCalendarCopy;
    const body = icsCalendar({
      locale,
      name: words.feedFile.name(kind ? words.kindLabels[kind] : null),
      description: words.feedFile.description(year.label, longDateIn(locale)(year.verifiedOn)),
      pageUrl: `${origin}${pathIn(locale, COMPLIANCE_CALENDAR_PATH)}`,
      uidDomain: new URL(origin).hostname,
      entries: ofKinds(entries, kind ? [kind] : []).map((entry) => inLanguage(entry, locale)),
      now: new Date(),
    });
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="compliance-calendar.ics"`,
      [CACHE_TAG_HEADER]: COMPLIANCE_CALENDAR_TAG,
    });
  });
}

/**
 * The calendar as an iCalendar feed (RFC 5545), for Google or Apple Calendar to subscribe to (the
 * page also links it as webcal:), in English and, under /hi/, in Hindi. Through the pages' edge
 * cache like the blog's feed, tagged, so an extension staff record shows in the next fetch of every
 * subscribed calendar.
 */
export const complianceFeedRoutes = new Hono<AppEnv>()
  .get(COMPLIANCE_FEED_PATH, (c) => serveFeed(c, "en"))
  .get(pathIn("hi", COMPLIANCE_FEED_PATH), (c) => serveFeed(c, "hi"));
