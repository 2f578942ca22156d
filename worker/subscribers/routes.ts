import { Hono } from "hono";
import { getDb } from "../db/client";
import { insertSubscriber } from "../inquiries/submissions";
import type { AppEnv } from "../env";
import { FORM_LIMIT_MESSAGE, takeFormSlot } from "../lib/form-throttle";
import { log } from "../lib/log";
import { requireJson, validate } from "../http/validate";
import { newsletterSchema } from "#core/schemas/newsletter";

/** The newsletter box. Subscribing twice is a success, not a second row. */
export const subscriberRoutes = new Hono<AppEnv>().post("/", requireJson, validate("json", newsletterSchema), async (c) => {
  const { email, website } = c.req.valid("json");
  if (website) {
    log("info", "spam_honeypot", { type: "newsletter" });
    return c.json({ subscribed: true }, 201);
  }
  const db = getDb(c.env.DB);
  const slot = await takeFormSlot(c, db);
  if (!slot) return c.json({ error: FORM_LIMIT_MESSAGE }, 429);
  const [inserted] = await db.batch([insertSubscriber(db, email), slot.record]);
  return c.json({ subscribed: true }, inserted.length > 0 ? 201 : 200);
});
