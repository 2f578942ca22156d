import { log } from "../lib/log";
import { type BulkMailProvider, type BulkMailSettings, BulkMailUnavailable, type DeliveryReport } from "./types";

/** Addresses at this domain bounce, as a provider's test addresses do: the simulated bounce. */
export const SIMULATED_BOUNCE_DOMAIN = "bounce.test";

const OUTCOMES = new Set(["bounced", "complained", "unsubscribed"]);

/**
 * The provider of `npm start`, the tests and the benchmarks: nothing leaves the machine. Each call
 * is logged, one line a batch (a line a mail would be 50,000 for a large list, which `wrangler dev`
 * cannot keep up with); an address at SIMULATED_BOUNCE_DOMAIN bounces. BULK_MAIL_SIMULATED_OUTAGES (a fraction, 0 unless set) makes that share of calls fail as
 * a provider outage does, for the retries. Its webhook takes `{ reports: [{ email, outcome }] }`.
 */
export function simulated(settings: BulkMailSettings): BulkMailProvider {
  const outages = Math.min(Math.max(Number(settings.BULK_MAIL_SIMULATED_OUTAGES) || 0, 0), 1);
  return {
    name: "simulated",
    async send(from, mails) {
      if (Math.random() < outages) throw new BulkMailUnavailable("Simulated outage of the bulk mail provider.");
      const outcomes = mails.map((mail) => (mail.to[0].toLowerCase().endsWith(`@${SIMULATED_BOUNCE_DOMAIN}`) ? "bounced" : "sent"));
      log("info", "bulk_mail_simulated", { from, subject: mails[0]?.subject, mails: mails.length, bounced: outcomes.filter((o) => o === "bounced").length });
      return outcomes;
    },
    reports(body) {
      const reports = (body as { reports?: unknown } | null)?.reports;
      if (!Array.isArray(reports)) return null;
      return reports.filter(
        (r): r is DeliveryReport => typeof r === "object" && r !== null && typeof r.email === "string" && OUTCOMES.has(r.outcome),
      );
    },
  };
}
