import { Hono } from "hono";
import { idParamSchema } from "#core/schemas/common";
import type { AdminEnv } from "../auth/require-admin";
import { getDb } from "../db/client";
import { commit } from "../events/commit";
import { validate } from "../http/validate";
import { siteOrigin } from "../lib/site-origin";
import { mailSettings } from "../mail/settings";
import { confirmedAudience, findPostToSend, insertSend, sendsOfPost } from "./newsletter-send";

/** What the admin is told while no mail can be sent: the one step that turns it on. */
export const MAIL_OFF_MESSAGE =
  "Email is not set up yet: set MAIL_FROM (the address mail is sent from) and NOTIFY_TO in the worker's settings and deploy again. The README's deploy steps explain the Cloudflare Email setup.";

/** /api/admin/newsletter: "Email to subscribers" of a published post, and the record of its sends. */
export const newsletterRoutes = new Hono<AdminEnv>()
  .get("/posts/:id", validate("param", idParamSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const [audience, sends] = await Promise.all([confirmedAudience(db), sendsOfPost(db, id)]);
    return c.json({ mailConfigured: mailSettings(c.env).from !== null, confirmed: audience.total, sends }, 200);
  })
  .post("/posts/:id", validate("param", idParamSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    if (!mailSettings(c.env).from) return c.json({ error: MAIL_OFF_MESSAGE }, 409);
    const post = await findPostToSend(db, id);
    if (!post) return c.json({ error: "Post not found" }, 404);
    if (!post.published) return c.json({ error: "Publish the post first: subscribers get a link to it." }, 409);
    const audience = await confirmedAudience(db);
    if (audience.total === 0) return c.json({ error: "No subscriber has confirmed their address yet, so there is nobody to email." }, 409);
    const adminId = c.get("session").admin.id;
    const [send] = await commit(c, db, {
      write: insertSend(db, {
        postId: post.id,
        postTitle: post.title,
        adminId,
        recipients: audience.total,
        lastSubscriberId: audience.lastId,
        siteOrigin: siteOrigin(c.env, c.req.url),
      }),
      intent: { type: "post.emailed", adminId, id: post.id, detail: { recipients: audience.total } },
      event: ([row]) => (row ? { type: "post.emailed", adminId, id: post.id, sendId: row.id, recipients: audience.total } : null),
    });
    return c.json({ id: send!.id, recipients: audience.total }, 202);
  });
