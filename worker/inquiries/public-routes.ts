import { Hono } from "hono";
import { getSubService } from "#core/content/sub-services";
import { getDb } from "../db/client";
import { allowedOptions, inquiryIdForKey, insertInquiry } from "./submissions";
import type { AppEnv } from "../env";
import { FORM_LIMIT_MESSAGE, takeFormSlot } from "../lib/form-throttle";
import { idempotencyKey } from "../lib/idempotency-key";
import { log } from "../lib/log";
import { requireJson, validate } from "../http/validate";
import { inquirySchema } from "#core/schemas/inquiry";


/** Public forms (contact, service enquiry, quote) that arrive in the admin's inquiries. */
export const inquiryRoutes = new Hono<AppEnv>().post("/", requireJson, validate("json", inquirySchema), async (c) => {
  const input = c.req.valid("json");
  const db = getDb(c.env.DB);

  if (input.website) {
    log("info", "spam_honeypot", { type: input.type });
    return c.json({ id: null }, 201);
  }
  if (input.type === "quote" && input.subService && !getSubService(input.service, input.subService)) {
    return c.json({ error: "Choose one of our services", fieldErrors: { subService: "Unknown sub-service" } }, 400);
  }
  const allowed = allowedOptions(input);
  if (input.type !== "contact" && input.selectedOptions.some((o) => !allowed.includes(o))) {
    const message = "Choose options from the list";
    return c.json({ error: message, fieldErrors: { selectedOptions: message } }, 400);
  }

  const key = idempotencyKey(c);
  if (key) {
    const existing = await inquiryIdForKey(db, key);
    if (existing !== undefined) return c.json({ id: existing }, 200);
  }

  const slot = await takeFormSlot(c, db);
  if (!slot) return c.json({ error: FORM_LIMIT_MESSAGE }, 429);

  const [inserted] = await db.batch([insertInquiry(db, input, key), slot.record]);
  // A concurrent retry with the same key may have stored the row first.
  const id = inserted[0]?.id ?? (key ? await inquiryIdForKey(db, key) : undefined);
  return c.json({ id: id ?? null }, inserted[0] ? 201 : 200);
});
