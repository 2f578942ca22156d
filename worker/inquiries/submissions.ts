import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import * as servicesHi from "#core/content/hi/services";
import * as subServicesHi from "#core/content/hi/sub-services";
import { getService, services } from "#core/content/services";
import { getSubService, subServices } from "#core/content/sub-services";
import type { SubService } from "#core/content/types";
import type { Locale } from "#core/i18n/locale";
import type { InquiryInput } from "#core/schemas/inquiry";
import type { Database } from "../db/client";
import type { AppEnv } from "../env";
import { inquiries } from "../leads/tables";
import { siteOrigin } from "../lib/site-origin";
import { leadSourceColumns, type StoredLeadSource } from "./lead-source";
import { visitorKeys } from "../leads/visitor-keys";
import type { SubmissionKey } from "../submissions/submission-key";

/** How an inquiry names its service: "<sub-service> — <service line>", or the service line alone. */
const labelOf = (service: string, sub: string | undefined) => (sub ? `${sub} — ${service}` : service);

/** The service an enquiry or quote is about, as the admin reads it ("GST Registration — Legal & Tax Consultancy"). */
export function serviceLabel(input: InquiryInput): string | null {
  if (input.type === "contact" || !input.service) return null;
  const service = getService(input.service)!;
  const sub = input.type !== "service_enquiry" && input.subService ? getSubService(input.service, input.subService) : undefined;
  return labelOf(service.title, sub?.title);
}

/**
 * A stored service label (English, as serviceLabel wrote it) in `locale`, for the visitor's
 * acknowledgement: "जीएसटी पंजीकरण — …" in Hindi. A label that names none of the site's services
 * (one renamed since) stays as stored.
 */
export function serviceLabelIn(locale: Locale, stored: string): string {
  if (locale === "en") return stored;
  for (const service of services) {
    const hindi = servicesHi.getService(service.id);
    if (!hindi) continue;
    if (stored === service.title) return hindi.title;
    const siblings: readonly SubService[] = subServices[service.id];
    const sub = siblings.find((one) => stored === labelOf(service.title, one.title));
    if (sub) return labelOf(hindi.title, subServicesHi.getSubService(service.id, sub.id)?.title ?? sub.title);
  }
  return stored;
}

/** The options a visitor may tick: the service's benefits, or the sub-service's features for a quote. */
export function allowedOptions(input: InquiryInput): readonly string[] {
  if (input.type === "contact" || input.type === "callback") return [];
  if (input.type === "quote" && input.subService) return getSubService(input.service, input.subService)?.features ?? [];
  return getService(input.service)!.benefits;
}

/**
 * The page a form was on as an absolute URL: the path the form sent on the site's own origin
 * (SITE_URL, or the request's), so a mail to the staff can link it. Null when the form sent none.
 */
export function sourcePageUrl(c: Context<AppEnv>, path: string): string | null {
  return path ? `${siteOrigin(c.env, c.req.url)}${path}` : null;
}

/** What a form stores as the subject: the visitor's own (contact), or none (a call-back stores its time as a key). */
function subjectOf(input: InquiryInput): string | null {
  return input.type === "contact" ? input.subject : null;
}

/** Every new inquiry's notification starts due at once; the after-response handler sends it. */
export const notificationDue = () => ({ notifyStatus: "pending" as const, notifyNextAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` });

/**
 * A contact, enquiry or quote ready to store: what the visitor sent, the page it came from, the
 * lead's source and the colleague the lead desk's rule gives it to (or nobody).
 */
export type ReadyInquiry = InquiryInput & { pageUrl: string | null; source: StoredLeadSource; assigneeId: number | null };

/** The insert for one public inquiry; a repeated key stores nothing new. */
export function insertInquiry(db: Database, input: ReadyInquiry, key: SubmissionKey | null, reference: string) {
  return db
    .insert(inquiries)
    .values({
      reference,
      type: input.type,
      name: input.name,
      // Only a call-back's is optional; "" (not given) is stored as none.
      email: input.email || null,
      phone: input.phone || null,
      subject: subjectOf(input),
      callbackTime: input.type === "callback" && input.preferredTime ? input.preferredTime : null,
      message: input.type === "callback" ? "" : input.message,
      service: serviceLabel(input),
      options: input.type === "service_enquiry" || input.type === "quote" ? input.selectedOptions : null,
      sourcePage: input.pageUrl,
      ...leadSourceColumns(input.source),
      ...keyColumns(key),
      ...notificationDue(),
      ...visitorKeys(input.email, input.phone),
      assigneeId: input.assigneeId,
    })
    .onConflictDoNothing({ target: inquiries.idempotencyKey })
    .returning({ id: inquiries.id });
}

/** The columns a submission's key is stored in (worker/submissions/submission-key.ts). */
export const keyColumns = (key: SubmissionKey | null) => ({ idempotencyKey: key?.key ?? null, idempotencyBodyHash: key?.body ?? null });

/** The public reference of the inquiry stored earlier under a key, if any, and the hash of the fields it was sent with. */
export function findInquiryByKey(db: Database, key: string) {
  return db.select({ reference: inquiries.reference, bodyHash: inquiries.idempotencyBodyHash }).from(inquiries).where(eq(inquiries.idempotencyKey, key)).get();
}
