import { site } from "#core/content/site";
import { log } from "../lib/log";
import { type BulkMailProvider, type BulkMailSettings, BulkMailUnavailable, type BulkOutcome, type DeliveryReport } from "./types";

const BATCH_URL = "https://api.postmarkapp.com/email/batch";
/** Postmark's error code for a recipient it has suppressed after a hard bounce or a spam complaint. */
const INACTIVE_RECIPIENT = 406;
const TIMEOUT_MS = 20_000;

interface PostmarkResult {
  ErrorCode: number;
  Message: string;
}

/**
 * Postmark's broadcast message stream (https://postmarkapp.com/developer/api/email-api#send-batch-emails):
 * up to 500 mails a call, each with its own List-Unsubscribe headers. BULK_MAIL_STREAM names the
 * stream ("broadcast" unless set); set its unsubscribe handling to "None" in Postmark, since every
 * mail already carries the site's own one-click link. Its bounce, spam complaint and subscription
 * change webhooks post here (worker/subscribers/delivery-report-routes.ts).
 */
export function postmark(settings: BulkMailSettings, fetcher: typeof fetch = fetch): BulkMailProvider | null {
  const token = settings.BULK_MAIL_API_KEY?.trim();
  if (!token) return null;
  const stream = settings.BULK_MAIL_STREAM?.trim() || "broadcast";
  return {
    name: "postmark",
    async send(from, mails) {
      const body = mails.map((mail) => ({
        From: `"${site.shortName.replaceAll('"', "")}" <${from}>`,
        To: mail.to[0],
        Subject: mail.subject,
        TextBody: mail.text,
        HtmlBody: mail.html,
        MessageStream: stream,
        Headers: Object.entries(mail.headers).map(([Name, Value]) => ({ Name, Value })),
      }));
      let res: Response;
      try {
        res = await fetcher(BATCH_URL, {
          method: "POST",
          headers: { Accept: "application/json", "Content-Type": "application/json", "X-Postmark-Server-Token": token },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new BulkMailUnavailable(`Postmark could not be reached: ${err instanceof Error ? err.message : String(err)}`);
      }
      // A refused call (a wrong key, a rate limit, an outage) sent nothing: all of it is retried.
      if (!res.ok) throw new BulkMailUnavailable(`Postmark answered ${res.status}.`);
      const results = (await res.json()) as PostmarkResult[];
      return mails.map((_, i): BulkOutcome => {
        const result = results[i];
        if (result?.ErrorCode === 0) return "sent";
        if (result?.ErrorCode === INACTIVE_RECIPIENT) return "bounced";
        log("warn", "bulk_mail_refused", { provider: "postmark", code: result?.ErrorCode ?? null, message: result?.Message ?? "no result" });
        return "failed";
      });
    },
    reports(body) {
      const event = body as { RecordType?: unknown; Type?: unknown; Email?: unknown; Recipient?: unknown; SuppressSending?: unknown; SuppressionReason?: unknown } | null;
      if (!event || typeof event.RecordType !== "string") return null;
      const report = (email: unknown, outcome: DeliveryReport["outcome"]): DeliveryReport[] => (typeof email === "string" ? [{ email, outcome }] : []);
      switch (event.RecordType) {
        // Only a hard bounce ends a subscription: a full mailbox or a greylisting server may take the next one.
        case "Bounce":
          return event.Type === "HardBounce" ? report(event.Email, "bounced") : [];
        case "SpamComplaint":
          return report(event.Email, "complained");
        case "SubscriptionChange":
          if (event.SuppressSending !== true) return [];
          if (event.SuppressionReason === "HardBounce") return report(event.Recipient, "bounced");
          if (event.SuppressionReason === "SpamComplaint") return report(event.Recipient, "complained");
          return report(event.Recipient, "unsubscribed");
        default:
          return [];
      }
    },
  };
}
