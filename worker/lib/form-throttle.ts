import type { Context } from "hono";
import type { Database } from "../db/client";
import { type AppEnv, numberSetting } from "../env";
import { clientIp } from "./client-ip";
import { reserveEvents } from "./throttle";

const SCOPE = "form-ip";
const WINDOW_MS = 60 * 60 * 1000;

export const FORM_LIMIT_MESSAGE =
  "You have sent several messages in a short time. Please wait an hour before trying again, or call or WhatsApp us.";

/**
 * The per-IP limit on public form posts (FORM_RATE_LIMIT per hour). The slot is reserved in one
 * statement before anything is stored, so a parallel burst is limited exactly like a sequence;
 * false when the limit is reached. A reserved attempt counts even if storing it then fails.
 */
export async function reserveFormSlot(c: Context<AppEnv>, db: Database): Promise<boolean> {
  const ip = clientIp(c);
  const limit = numberSetting(c.env.FORM_RATE_LIMIT, 10);
  const key = { scope: SCOPE, key: ip };
  return reserveEvents(db, [key], [{ ...key, limit }], WINDOW_MS);
}
