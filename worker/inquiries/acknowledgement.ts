import * as copyEn from "#core/content/acknowledgement-mail";
import * as careersEn from "#core/content/careers";
import * as copyHi from "#core/content/hi/acknowledgement-mail";
import * as careersHi from "#core/content/hi/careers";
import * as nextStepsHi from "#core/content/hi/next-steps";
import * as nextStepsEn from "#core/content/next-steps";
import { site } from "#core/content/site";
import { type SiteView, siteView } from "#core/format/site-settings";
import { languageTags, type Locale } from "#core/i18n/locale";
import { getDb } from "../db/client";
import type { EventScope } from "../events/handlers";
import type { EventOf } from "../events/types";
import { log } from "../lib/log";
import { renderMail } from "../mail/layout";
import type { Mail } from "../mail/send";
import { sendMail } from "../mail/send";
import { mailSettings } from "../mail/settings";
import { reserveVisitorMail } from "../mail/visitor-mail-caps";
import { readSiteSettings } from "../site-settings/data";
import type { CallbackTime } from "#core/taxonomies/inquiries";
import { findInquiry, type InquiryDetails } from "./data";
import { serviceLabelIn } from "./submissions";

/** The mail's words in each language: its own, and the promises of the forms it repeats. */
const WORDS = {
  en: {
    ...copyEn.acknowledgementCopy,
    replyPromise: nextStepsEn.replyPromise,
    callbackPromise: nextStepsEn.callbackPromise,
    applicationNext: careersEn.applicationFormCopy.success.next,
  },
  hi: {
    ...copyHi.acknowledgementCopy,
    replyPromise: nextStepsHi.replyPromise,
    callbackPromise: nextStepsHi.callbackPromise,
    applicationNext: careersHi.applicationFormCopy.success.next,
  },
} satisfies Record<Locale, unknown>;

/**
 * The name a Hindi acknowledgement greets ("नमस्ते सुनीता शर्मा जी,"), or null. The address a form
 * names may be anyone's, and words of a stranger must never go out under the firm's domain: only
 * what reads as a person's name is repeated, letters in any script with the dots, hyphens and
 * apostrophes names have, at most four words and 40 characters, nothing like a link or a domain.
 * "Win a prize at evil.example" is greeted as no one.
 */
export function greetedName(typed: string): string | null {
  const name = typed.normalize("NFC").trim().replace(/\s+/g, " ");
  if (name.length === 0 || name.length > 40 || name.split(" ").length > 4) return null;
  if (!/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u.test(name)) return null;
  return /\p{L}\.\p{L}{2,}/u.test(name) ? null : name;
}

/**
 * The visitor's acknowledgement, in the language of the page the form was on: the reference, what
 * the inquiry is about, a call-back's chosen time and what happens next. Of what the visitor typed
 * it holds only a Hindi mail's greeting by name, and only what reads as a name (`greetedName`).
 * What it is "about" is the service (from the site's own list, in the mail's language) or the job
 * title (written by staff), never a subject line. `contact` is the site settings as a page in that
 * language shows them (the address in Hindi for a Hindi mail); its number is said to be the firm's.
 */
export function acknowledgementMail(
  inquiry: Pick<InquiryDetails, "type" | "reference" | "service" | "jobTitle" | "language"> & {
    email: string;
    name?: string;
    callbackTime?: CallbackTime | null;
  },
  contact: Pick<SiteView, "phones" | "address">,
): Mail {
  const { language } = inquiry;
  const words = WORDS[language];
  const phone = contact.phones[0];
  const received = words.received[inquiry.type];
  const about = inquiry.service ? serviceLabelIn(language, inquiry.service) : inquiry.jobTitle;
  const subject = `${received}${inquiry.reference ? ` (${inquiry.reference})` : ""}`;
  const reference = inquiry.reference ? [{ label: words.labels.reference, value: inquiry.reference }] : [];
  const chosenTime =
    inquiry.type === "callback"
      ? [{ label: words.labels.callbackTime, value: inquiry.callbackTime ? words.callbackTimes[inquiry.callbackTime] : words.anyTime }]
      : [];
  const name = inquiry.name ? greetedName(inquiry.name) : null;
  const greeting = name && words.greetingByName(name) ? words.greetingByName(name) : words.greeting;
  // An applicant is told what the job page told them: the team reads every application and
  // writes if their experience fits. The sales line is for enquiries, not for chasing a CV.
  const body =
    inquiry.type === "job_application"
      ? {
          heading: words.heading.application,
          paragraphs: [`${received}${words.fullStop} ${words.applicationNext}`],
          fields: [...reference, ...(about ? [{ label: words.labels.position, value: about }] : [])],
        }
      : {
          heading: words.heading.inquiry,
          paragraphs: [`${received}${words.fullStop} ${inquiry.type === "callback" ? words.callbackPromise : words.replyPromise} ${words.urgent(phone.text)}`],
          fields: [
            ...reference,
            ...(about ? [{ label: words.labels.service, value: about }] : []),
            ...chosenTime,
            { label: words.labels.phone, value: phone.text, href: phone.href },
          ],
        };
  const content = renderMail({
    // An English mail keeps the layout's "en".
    ...(language === "en" ? {} : { lang: languageTags[language].html }),
    ...body,
    // The English mail has neither: it opens with its heading and ends with the footer.
    paragraphs: [...(greeting ? [greeting] : []), ...body.paragraphs],
    ...(words.closing ? { closing: words.closing } : {}),
    footer: `${words.address(contact.address.line1, contact.address.city, contact.address.pincode)}\n${words.notice}`,
  });
  return { to: [inquiry.email], subject, ...content };
}

/**
 * After-response handler of `inquiry.created`: acknowledges the inquiry to the address it names, in its language,
 * when mail is configured and that address and the client are within their daily caps. Never retried: a lost
 * acknowledgement costs less than a second one. A call-back request without an email gets none:
 * the call is the answer.
 */
export async function acknowledgeInquiry(event: EventOf<"inquiry.created">, { env }: EventScope): Promise<void> {
  if (!event.email || !mailSettings(env).from) return;
  const db = getDb(env.DB);
  if (!(await reserveVisitorMail(env, db, event.email, event.ip))) {
    log("info", "acknowledgement_capped", { id: event.id });
    return;
  }
  const inquiry = await findInquiry(db, event.id);
  if (!inquiry?.email) return;
  const { settings } = await readSiteSettings(db);
  const contact = siteView(settings, site.legalName, inquiry.language);
  const messageId = await sendMail(env, acknowledgementMail({ ...inquiry, email: inquiry.email }, contact));
  log("info", "inquiry_acknowledged", { id: event.id, messageId });
}
