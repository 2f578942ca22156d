import { and, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { timingSafeEqual } from "../auth/password";
import { bulkMailProvider } from "../bulk-mail/provider";
import type { DeliveryReport } from "../bulk-mail/types";
import { getDb } from "../db/client";
import { subscribers } from "../db/schema";
import type { AppEnv } from "../env";
import { JSON_BODY_LIMIT, limitBody } from "../http/body-limit";
import { log } from "../lib/log";

const encoder = new TextEncoder();

/**
 * The webhook's credential: HTTP basic auth whose password is BULK_MAIL_WEBHOOK_SECRET (the user
 * name is not checked), as Postmark sends it from a webhook URL written https://hooks:SECRET@…
 * Without a secret configured no report is taken.
 */
async function authorised(header: string | undefined, secret: string | undefined): Promise<boolean> {
  const credentials = /^basic\s+(\S+)\s*$/i.exec(header ?? "")?.[1];
  if (!secret || !credentials) return false;
  let decoded: string;
  try {
    decoded = atob(credentials);
  } catch {
    return false;
  }
  if (!decoded.includes(":")) return false;
  // Compared as digests, so the time taken says nothing about the secret, its length included.
  const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  return timingSafeEqual(await digest(decoded.slice(decoded.indexOf(":") + 1)), await digest(secret));
}

/**
 * A report's addresses come off the list: only from confirmed or pending, so a report sent twice
 * changes nothing the second time. Lower-cased as a sign-up stores them.
 */
function markReported(db: ReturnType<typeof getDb>, outcome: DeliveryReport["outcome"], emails: string[]) {
  return db
    .update(subscribers)
    .set({ status: outcome })
    .where(and(inArray(subscribers.status, ["confirmed", "pending"]), sql`${subscribers.email} in (select value from json_each(${JSON.stringify(emails)}))`))
    .returning({ id: subscribers.id });
}

/**
 * POST /webhooks/bulk-mail: the bulk mail provider's bounce, spam complaint and unsubscribe reports
 * (worker/bulk-mail/). Server to server, so outside the same-origin check; authenticated by the
 * shared secret instead; idempotent, as providers deliver a webhook again when unsure it arrived.
 */
export const deliveryReportRoutes = new Hono<AppEnv>().post("/webhooks/bulk-mail", limitBody(JSON_BODY_LIMIT), async (c) => {
  if (!(await authorised(c.req.header("Authorization"), c.env.BULK_MAIL_WEBHOOK_SECRET))) {
    log("warn", "delivery_report_refused", { reason: c.env.BULK_MAIL_WEBHOOK_SECRET ? "bad_credentials" : "no_secret_configured" });
    return c.json({ error: "Not authorised." }, 401, { "WWW-Authenticate": 'Basic realm="bulk-mail"' });
  }
  const provider = bulkMailProvider(c.env);
  if (!provider) return c.json({ error: "No bulk mail provider is configured." }, 404);
  const body: unknown = await c.req.json().catch(() => null);
  const reports = provider.reports(body);
  if (!reports) return c.json({ error: `Not a report ${provider.name} sends.` }, 400);
  const db = getDb(c.env.DB);
  let marked = 0;
  for (const outcome of ["bounced", "complained", "unsubscribed"] as const) {
    const emails = reports.filter((r) => r.outcome === outcome).map((r) => r.email.trim().toLowerCase());
    if (emails.length === 0) continue;
    const rows = await markReported(db, outcome, emails);
    marked += rows.length;
    for (const { id } of rows) log("info", "subscriber_reported", { provider: provider.name, outcome, subscriberId: id });
  }
  return c.json({ received: reports.length, marked }, 200);
});
