import { Hono } from "hono";
import { timingSafeEqual } from "../access/password";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { JSON_BODY_LIMIT, limitBody } from "../http/body-limit";
import { log } from "../lib/log";
import { bulkMailProvider } from "./provider";
import type { BulkMailAudience } from "./types";

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
 * POST /webhooks/bulk-mail: the bulk mail provider's bounce, spam complaint and unsubscribe reports.
 * Server to server, so outside the same-origin check; authenticated by the shared secret instead;
 * idempotent, as providers deliver a webhook again when unsure it arrived. Each report goes to every
 * audience the features declared (the newsletter's subscribers, the compliance reminders): one
 * address may be on several lists, and a bounce is a bounce for all of them.
 */
export const deliveryReportRoutes = (audiences: readonly BulkMailAudience[]) =>
  new Hono<AppEnv>().post("/webhooks/bulk-mail", limitBody(JSON_BODY_LIMIT), async (c) => {
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
      for (const audience of audiences) {
        const rows = await audience.markReported(db, outcome, emails);
        marked += rows.length;
        for (const { id } of rows) log("info", "subscriber_reported", { provider: provider.name, outcome, audience: audience.name, subscriberId: id });
      }
    }
    return c.json({ received: reports.length, marked }, 200);
  });
