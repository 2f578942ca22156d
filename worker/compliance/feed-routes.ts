import { Hono } from "hono";
import { ofKinds } from "#core/compliance/calendar";
import { COMPLIANCE_CALENDAR_PATH, COMPLIANCE_FEED_PATH } from "#core/compliance/paths";
import { deadlineKindLabels, isDeadlineKind } from "#core/compliance/types";
import { site } from "#core/content/site";
import { formatDate } from "#core/format/date";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { siteOrigin } from "../lib/site-origin";
import { CACHE_TAG_HEADER, cacheTags } from "../page-cache/cache-tags";
import { servePublicCached } from "../page-cache/page-cache";
import { currentCalendar } from "./extensions";
import { icsCalendar } from "./ics";

/**
 * The calendar as an iCalendar feed (RFC 5545), for Google or Apple Calendar to subscribe to (the
 * page also links it as webcal:). `?kind=gst` narrows it to one kind; any other kind is not found.
 * Through the pages' edge cache like the blog's feed, tagged, so an extension staff record shows in
 * the next fetch of every subscribed calendar.
 */
export const complianceFeedRoutes = new Hono<AppEnv>().get(COMPLIANCE_FEED_PATH, (c) => {
  const kind = c.req.query("kind");
  if (kind !== undefined && !isDeadlineKind(kind)) return c.text("Unknown kind of due date.", 404);
  // One address per feed (the cache keys it): the bare feed, or one kind; anything else is redirected.
  const canonical = kind ? `${COMPLIANCE_FEED_PATH}?kind=${kind}` : COMPLIANCE_FEED_PATH;
  const url = new URL(c.req.url);
  if (`${url.pathname}${url.search}` !== canonical) return c.redirect(canonical, 301);
  const asked = kind ? [kind] : [];
  return servePublicCached(c, async () => {
    const origin = siteOrigin(c.env, c.req.url);
    const { year, entries } = await currentCalendar(getDb(c.env.DB));
    const named = asked.length > 0 ? ` (${asked.map((kind) => deadlineKindLabels[kind]).join(", ")})` : "";
    const body = icsCalendar({
      name: `${site.shortName} compliance calendar${named}`,
      description: `Statutory due dates for FY ${year.label}, verified on ${formatDate(year.verifiedOn)}, from ${site.name}.`,
      pageUrl: `${origin}${COMPLIANCE_CALENDAR_PATH}`,
      uidDomain: new URL(origin).hostname,
      entries: ofKinds(entries, asked),
      now: new Date(),
    });
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="compliance-calendar.ics"`,
      [CACHE_TAG_HEADER]: cacheTags.complianceCalendar,
    });
  });
});
