import type { Context } from "hono";
import type { Database } from "../db/client";
import { type AppEnv, numberSetting } from "../env";
import { clientIp, recentEvents, recordEvent } from "./throttle";

const SCOPE = "form-ip";
const WINDOW_MS = 60 * 60 * 1000;

export const FORM_LIMIT_MESSAGE =
  "You have sent several messages in a short time. Please wait an hour before trying again, or call or WhatsApp us.";

/**
 * The per-IP limit on public form posts (FORM_RATE_LIMIT per hour). Returns the event insert to
 * batch with the submission (wrapped: a drizzle query is a thenable, and returning it bare from an
 * async function would run it), or null when the limit is reached.
 */
export async function takeFormSlot(c: Context<AppEnv>, db: Database) {
  const ip = clientIp(c);
  const limit = numberSetting(c.env.FORM_RATE_LIMIT, 10);
  if ((await recentEvents(db, SCOPE, ip, WINDOW_MS)) >= limit) return null;
  return { record: recordEvent(db, SCOPE, ip) };
}
