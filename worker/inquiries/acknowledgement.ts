import { applicationFormCopy } from "#core/content/careers";
import { callbackPromise, replyPromise } from "#core/content/next-steps";
import { site } from "#core/content/site";
import { type SiteView, siteView } from "#core/format/site-settings";
import { getDb } from "../db/client";
import type { Env } from "../env";
import type { DomainEvent } from "../events/types";
import { log } from "../lib/log";
import { renderMail } from "../mail/layout";
import type { Mail } from "../mail/send";
import { sendMail } from "../mail/send";
import { mailSettings } from "../mail/settings";
import { reserveVisitorMail } from "../mail/visitor-mail-caps";
import { readSiteSettings } from "../site-settings/data";
import { findInquiry, type InquiryDetails } from "./data";

/** What the visitor sent, in the words of the mail ("your enquiry"). */
const SENT_THING: Record<InquiryDetails["type"], string> = {
  contact: "message",
  service_enquiry: "enquiry",
  quote: "quote request",
  job_application: "application",
  callback: "call-back request",
};

/**
 * The visitor's acknowledgement: the reference, what the inquiry is about and what happens next.
 * It holds nothing the visitor typed, not even their name: the address a form names may be anyone's,
 * and words of a stranger must never go out under the firm's domain. What it is "about" is the
 * service (from the site's own list) or the job title (written by staff), never a subject line.
 */
export function acknowledgementMail(
  inquiry: Pick<InquiryDetails, "type" | "reference" | "service" | "jobTitle"> & { email: string },
  contact: Pick<SiteView, "phones" | "address">,
): Mail {
  const phone = contact.phones[0];
  const thing = SENT_THING[inquiry.type];
  const about = inquiry.service ?? inquiry.jobTitle;
  const subject = `We have received your ${thing}${inquiry.reference ? ` (${inquiry.reference})` : ""}`;
  const reference = inquiry.reference ? [{ label: "Reference", value: inquiry.reference }] : [];
  // An applicant is told what the job page told them: the team reads every application and
  // writes if their experience fits. The sales line is for enquiries, not for chasing a CV.
  const body =
    inquiry.type === "job_application"
      ? {
          heading: `Thank you for applying to ${site.shortName}`,
          paragraphs: [`We have received your application. ${applicationFormCopy.success.next}`],
          fields: [...reference, ...(about ? [{ label: "Position", value: about }] : [])],
        }
      : {
          heading: `Thank you for contacting ${site.shortName}`,
          paragraphs: [
            `We have received your ${thing}. ${inquiry.type === "callback" ? callbackPromise : replyPromise} If it is urgent, call us on ${phone.text} or message us on WhatsApp at the same number.`,
          ],
          fields: [...reference, ...(about ? [{ label: "Service", value: about }] : []), { label: "Phone", value: phone.text, href: phone.href }],
        };
  const content = renderMail({
    ...body,
    footer: `${site.name}, ${contact.address.line1}, ${contact.address.city} ${contact.address.pincode}.\nThis address was entered in a form on our website. If that was not you, please ignore this email: we will not write again unless you reply.`,
  });
  return { to: [inquiry.email], subject, ...content };
}

/**
 * After-response handler: acknowledges each new inquiry to the address it names, when mail is
 * configured and that address and the client are within their daily caps. Never retried: a lost
 * acknowledgement costs less than a second one. A call-back request without an email gets none:
 * the call is the answer.
 */
export async function acknowledgeInquiry(event: DomainEvent, env: Env): Promise<void> {
  if (event.type !== "inquiry.created" || !event.email || !mailSettings(env).from) return;
  const db = getDb(env.DB);
  if (!(await reserveVisitorMail(env, db, event.email, event.ip))) {
    log("info", "acknowledgement_capped", { id: event.id });
    return;
  }
  const inquiry = await findInquiry(db, event.id);
  if (!inquiry?.email) return;
  const { settings } = await readSiteSettings(db);
  const messageId = await sendMail(env, acknowledgementMail({ ...inquiry, email: inquiry.email }, siteView(settings, site.legalName)));
  log("info", "inquiry_acknowledged", { id: event.id, messageId });
}
