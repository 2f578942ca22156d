import { Hono } from "hono";
import { aboutYear } from "#core/compliance/calendar";
import { COMPLIANCE_FEED_PATH } from "#core/compliance/paths";
import { reminderSchema } from "#core/schemas/compliance";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { requireJson, validate } from "../http/validate";
import { siteOrigin } from "../lib/site-origin";
import { CACHE_TAG_HEADER, cacheTags } from "../page-cache/cache-tags";
import { submit } from "../submissions/pipeline";
import { currentCalendar } from "./extensions";
import { reminderSubmission } from "./reminder-submission";

/**
 * /api/compliance: the current year's due dates as the calendar page shows them (its loader reads
 * this in-process, so the page carries its cache tag and an extension purges it), and the
 * reminder sign-up of the page's form.
 */
export const complianceRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { year, entries } = await currentCalendar(getDb(c.env.DB));
    // Absolute, on SITE_URL: the page offers it to calendar apps (https:, and webcal: for a subscription).
    const feedUrl = `${siteOrigin(c.env, c.req.url)}${COMPLIANCE_FEED_PATH}`;
    return c.json({ year: aboutYear(year), entries, feedUrl }, 200, { [CACHE_TAG_HEADER]: cacheTags.complianceCalendar });
  })
  .post("/reminders", requireJson, validate("json", reminderSchema), (c) => submit(c, reminderSubmission, c.req.valid("json")));
