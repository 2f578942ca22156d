import { site } from "#core/content/site";
import { log } from "../lib/log";
import { type BulkMailProvider, type BulkMailSettings, BulkMailUnavailable, type BulkOutcome, type DeliveryReport } from "./types";

const BATCH_URL = "https://api.postmarkapp.com/email/batch";
const TIMEOUT_MS = 20_000;
/**
 * Answers by which Postmark refused the whole call, so nothing went: a bad key or request, over its
 * rate, down for maintenance. Any other failure (a timeout, a broken connection, a 500, a reply that
 * cannot be read) leaves the outcome unknown: some mails may have gone, so the batch is not retried.
 */
const REFUSED = new Set([401, 403, 404, 413, 422, 429, 503]);

interface PostmarkResult {
  ErrorCode: number;
  Message: string;
}

/**
 * Postmark's broadcast message stream (https://postmarkapp.com/developer/api/email-api#send-batch-emails):
 * up to 500 mails a call, each with its own List-Unsubscribe headers. BULK_MAIL_STREAM names the
 * stream ("broadcast" unless set). A broadcast stream adds Postmark's own unsubscribe link and
 * headers unless Postmark's support lets the account manage unsubscribes itself (README); either
 * way its Subscription Change webhook reports an unsubscribe made there. Links are not tracked, so
 * every link stays on SITE_URL. Its webhooks post to ./delivery-report-routes.ts.
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
        TrackLinks: "None",
        TrackOpens: false,
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
        throw new Error(`Postmark's answer never came, so the outcome is unknown: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
      }
      if (REFUSED.has(res.status)) throw new BulkMailUnavailable(`Postmark refused the call (${res.status}).`);
      if (!res.ok) throw new Error(`Postmark answered ${res.status}, so the outcome is unknown.`);
      const results = (await res.json()) as PostmarkResult[];
      return mails.map((_, i): BulkOutcome => {
        const result = results[i];
        if (result?.ErrorCode === 0) return "sent";
        // 406, an inactive recipient, is a hard bounce, a complaint or a suppression made at Postmark:
        // which one its Subscription Change webhook says, and the address is marked from that.
        log("warn", "bulk_mail_refused", { provider: "postmark", code: result?.ErrorCode ?? null, message: result?.Message ?? "no result" });
        return "failed";
      });
    },
    reports(body) {
      const event = body as {
        RecordType?: unknown;
        MessageStream?: unknown;
        Type?: unknown;
        Email?: unknown;
        Recipient?: unknown;
        SuppressSending?: unknown;
        SuppressionReason?: unknown;
      } | null;
      if (!event || typeof event.RecordType !== "string") return null;
      // A report from another stream (the transactional one, should its webhook point here) is not the newsletter's.
      if (typeof event.MessageStream === "string" && event.MessageStream !== stream) return [];
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
