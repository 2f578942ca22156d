import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { idParamSchema } from "#core/schemas/common";
import {
  ALREADY_EMAILED_MESSAGE,
  DAILY_SENDS_MESSAGE,
  NEWSLETTER_NEEDS_SITE_URL_MESSAGE,
  NEWSLETTER_SENDS_PER_DAY,
  newsletterSendSchema,
  SCHEDULED_SENDS_MESSAGE,
} from "#core/schemas/newsletter";
import { type AdminEnv, requireRecentVerification } from "../access/require-admin";
import { getDb } from "../db/client";
import { blogs } from "../blog/tables";
import { commit } from "../events/commit";
import { requireJson, validate } from "../http/validate";
import { log } from "../lib/log";
import { configuredSiteOrigin } from "../lib/site-origin";
import { bulkMailProvider } from "../bulk-mail/provider";
import { mailSettings } from "../mail/settings";
import { confirmedAudience, findPostToSend, insertSendIfAllowed, sendsOfPost, sendsSince, SEND_WINDOW_MS } from "./newsletter-send";
import { deleteScheduledSend, findScheduledSend, insertScheduledSend } from "./scheduled-sends";
import { allow } from "../access/permissions";

/** What the admin is told while no mail can be sent: the one step that turns it on. */
const MAIL_OFF_MESSAGE =
  "Email is not set up yet: set MAIL_FROM (the address mail is sent from) and NOTIFY_TO in the worker's settings and deploy again. The README's deploy steps explain the Cloudflare Email setup.";

/** While no bulk mail provider is configured: the newsletter never goes through the EMAIL binding. */
const BULK_MAIL_OFF_MESSAGE =
  "Newsletter mail is not set up yet: set BULK_MAIL_PROVIDER (the bulk mail service, such as postmark) in the worker's settings and its key BULK_MAIL_API_KEY as a secret, and deploy again. docs/operations.md explains the setup.";

/** Why the newsletter cannot be sent now, or null when it can. */
const newsletterMailOff = (env: AdminEnv["Bindings"]) => (!mailSettings(env).from ? MAIL_OFF_MESSAGE : !bulkMailProvider(env) ? BULK_MAIL_OFF_MESSAGE : null);

const NOBODY_TO_EMAIL_MESSAGE = "No subscriber has confirmed their address yet, so there is nobody to email.";
/** Subscribers signed up on the English blog, for its articles: a Hindi post is not mailed to them. */
const ENGLISH_POSTS_ONLY_MESSAGE = "The newsletter sends the English blog's articles. A Hindi post is not emailed to subscribers.";
const SCHEDULE_FIRST_MESSAGE = "Schedule the post first: it is emailed to subscribers when it is published as scheduled.";

/** /api/admin/newsletter: "Email to subscribers" of a published post, and the record of its sends. */
export const newsletterRoutes = new Hono<AdminEnv>()
  .get("/posts/:id", allow("newsletter"), validate("param", idParamSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const [audience, sends, scheduled] = await Promise.all([confirmedAudience(db), sendsOfPost(db, id), findScheduledSend(db, id)]);
    const scheduledSend = scheduled ? { createdAt: scheduled.createdAt } : null;
    const mailOff = newsletterMailOff(c.env);
    return c.json({ mailConfigured: mailOff === null, mailOff, confirmed: audience.total, sends, scheduledSend }, 200);
  })
  /**
   * "Also email it to subscribers" for a scheduled draft: recorded now, with the password confirmed
   * recently and the daily cap checked now (the sends of the last 24 hours and those already
   * scheduled), and carried out by the cron once it has published the post (scheduled-sends.ts).
   */
  .put("/posts/:id/scheduled", allow("newsletter"), requireRecentVerification, validate("param", idParamSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const mailOff = newsletterMailOff(c.env);
    if (mailOff) return c.json({ error: mailOff }, 409);
    if (!configuredSiteOrigin(c.env)) return c.json({ error: NEWSLETTER_NEEDS_SITE_URL_MESSAGE }, 409);
    const post = await db.select({ published: blogs.published, publishAt: blogs.publishAt, language: blogs.language }).from(blogs).where(eq(blogs.id, id)).get();
    if (!post) return c.json({ error: "Post not found" }, 404);
    if (post.language !== "en") return c.json({ error: ENGLISH_POSTS_ONLY_MESSAGE }, 409);
    if (post.published || !post.publishAt) return c.json({ error: SCHEDULE_FIRST_MESSAGE }, 409);
    if ((await confirmedAudience(db)).total === 0) return c.json({ error: NOBODY_TO_EMAIL_MESSAGE }, 409);
    if (await findScheduledSend(db, id)) return c.json({ id, scheduled: true }, 200);
    const adminId = c.get("session").admin.id;
    const [row] = await commit(c, db, {
      write: insertScheduledSend(db, id, adminId),
      intent: { type: "post.email_scheduled", adminId, id, onlyIfWritten: true },
      event: ([written]) => (written ? { type: "post.email_scheduled", adminId, id } : null),
    });
    if (!row) {
      // Chosen by a colleague at the same moment, or the cap is reached.
      if (await findScheduledSend(db, id)) return c.json({ id, scheduled: true }, 200);
      log("warn", "newsletter_send_capped", { adminId, postId: id, scheduled: true });
      return c.json({ error: SCHEDULED_SENDS_MESSAGE }, 429);
    }
    return c.json({ id, scheduled: true }, 200);
  })
  /** Drops the choice: the post is still published as scheduled, and nobody is emailed. */
  .delete("/posts/:id/scheduled", allow("newsletter"), validate("param", idParamSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const adminId = c.get("session").admin.id;
    await commit(c, db, {
      write: deleteScheduledSend(db, id),
      intent: { type: "post.email_unscheduled", adminId, id, onlyIfWritten: true },
      event: ([written]) => (written ? { type: "post.email_unscheduled", adminId, id } : null),
    });
    return c.json({ id, scheduled: false }, 200);
  })
  /**
   * Emails a post to every confirmed subscriber. A post goes out once: a second send needs
   * `{ resend: true }` (the admin asks first), else 409. At most NEWSLETTER_SENDS_PER_DAY sends in
   * 24 hours site-wide (429), and only with the password confirmed recently (a stolen session
   * cannot mail every subscriber). Both limits are checked again in the INSERT itself, so parallel
   * clicks cannot pass them together.
   */
  .post("/posts/:id", allow("newsletter"), requireRecentVerification, requireJson, validate("param", idParamSchema), validate("json", newsletterSendSchema), async (c) => {
    // Roles: when staff roles exist, only those allowed to email subscribers pass here.
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const { resend } = c.req.valid("json");
    const mailOff = newsletterMailOff(c.env);
    if (mailOff) return c.json({ error: mailOff }, 409);
    const origin = configuredSiteOrigin(c.env);
    if (!origin) return c.json({ error: NEWSLETTER_NEEDS_SITE_URL_MESSAGE }, 409);
    const post = await findPostToSend(db, id);
    if (!post) return c.json({ error: "Post not found" }, 404);
    if (post.language !== "en") return c.json({ error: ENGLISH_POSTS_ONLY_MESSAGE }, 409);
    if (!post.published) return c.json({ error: "Publish the post first: subscribers get a link to it." }, 409);
    const audience = await confirmedAudience(db);
    if (audience.total === 0) return c.json({ error: NOBODY_TO_EMAIL_MESSAGE }, 409);
    const adminId = c.get("session").admin.id;
    const refused = async () => {
      const recent = await sendsSince(db, Date.now() - SEND_WINDOW_MS);
      if (recent.count >= NEWSLETTER_SENDS_PER_DAY) {
        const retryAfter = recent.oldest ? Math.max(1, Math.ceil((Date.parse(recent.oldest) + SEND_WINDOW_MS - Date.now()) / 1000)) : 3600;
        log("warn", "newsletter_send_capped", { adminId, postId: id });
        c.header("Retry-After", String(retryAfter));
        return c.json({ error: DAILY_SENDS_MESSAGE }, 429);
      }
      return c.json({ error: ALREADY_EMAILED_MESSAGE, code: "already_emailed" as const }, 409);
    };
    if (!resend && (await sendsOfPost(db, id)).length > 0) return refused();
    const [send] = await commit(c, db, {
      write: insertSendIfAllowed(db, {
        values: { postId: post.id, postTitle: post.title, adminId, recipients: audience.total, lastSubscriberId: audience.lastId, siteOrigin: origin },
        resend,
        perDay: NEWSLETTER_SENDS_PER_DAY,
      }),
      intent: { type: "post.emailed", adminId, id: post.id, detail: { recipients: audience.total, resend } },
      event: ([row]) => (row ? { type: "post.emailed", adminId, id: post.id, sendId: row.id, recipients: audience.total } : null),
    });
    if (!send) return refused();
    return c.json({ id: send.id, recipients: audience.total }, 202);
  });
