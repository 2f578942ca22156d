import { Hono } from "hono";
import * as v from "valibot";
import { aboutYear, inLanguage } from "#core/compliance/calendar";
import { COMPLIANCE_FEED_PATH } from "#core/compliance/paths";
import { locales, pathIn } from "#core/i18n/locale";
import { reminderSchema } from "#core/schemas/compliance";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { requireJson, validate } from "../http/validate";
import { siteOrigin } from "../lib/site-origin";
import { CACHE_TAG_HEADER } from "../page-cache/cache-tags";
import { COMPLIANCE_CALENDAR_TAG } from "./cache-tags";
import { submit } from "../submissions/pipeline";
import { currentCalendar } from "./extensions";
import { reminderSubmission } from "./reminder-submission";

/** `lang`: the language of the page asking, whose words (and feed) the entries come in; English when absent. */
const calendarQuery = v.object({ lang: v.optional(v.picklist(locales), "en") });

/**
 * /api/compliance: the current year's due dates as the calendar page shows them (its loader reads
 * this in-process, so the page carries its cache tag and an extension purges it), in the page's
 * language, and the reminder sign-up of the page's form.
 */
export const complianceRoutes = new Hono<AppEnv>()
  .get("/", validate("query", calendarQuery), async (c) => {
    const { lang } = c.req.valid("query");
    const { year, entries } = await currentCalendar(getDb(c.env.DB));
    // Absolute, on SITE_URL: the page offers it to calendar apps (https:, and webcal: for a subscription).
    const feedUrl = `${siteOrigin(c.env, c.req.url)}${pathIn(lang, COMPLIANCE_FEED_PATH)}`;
    return c.json({ year: aboutYear(year), entries: entries.map((entry) => inLanguage(entry, lang)), feedUrl }, 200, {
      [CACHE_TAG_HEADER]: COMPLIANCE_CALENDAR_TAG,
    });
  })
  .post("/reminders", requireJson, validate("json", reminderSchema), (c) => submit(c, reminderSubmission, c.req.valid("json")));
