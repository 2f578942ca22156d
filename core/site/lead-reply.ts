import * as en from "../content/lead-replies";
import * as hi from "../content/hi/lead-replies";
import type { Locale } from "../i18n/locale";
import { inLocale } from "../i18n/translated";

/** What a lead wrote about, in the lead's language: its service and job title already in it. */
export interface LeadTopic {
  type: string;
  name: string;
  /** The visitor's own subject (a contact message's); another kind's is not the visitor's words. */
  subject?: string | null;
  service?: string | null;
  jobTitle?: string | null;
  /** The language of the page the visitor wrote from: the staff answer in it. */
  language: Locale;
}

const wordsOf = (language: Locale) => inLocale({ en, hi }, language).leadReplyCopy;

/** The first word of the name the visitor gave, for a greeting ("Ravi" of "Ravi Kumar Mishra"). */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/**
 * The subject of a mailed reply, as the visitor would recognise their own message, in their
 * language: "Re: " and the subject they wrote, or what they wrote about (the service, the quote,
 * the job, the call-back).
 */
export function replySubject(lead: LeadTopic): string {
  const words = wordsOf(lead.language).subject;
  const own = lead.type === "contact" ? lead.subject?.trim() : null;
  if (own) return words.own(own);
  if (lead.type === "callback") return words.callback;
  if (lead.type === "service_enquiry" && lead.service) return words.service(lead.service);
  if (lead.type === "quote" && lead.service) return words.quote(lead.service);
  if (lead.type === "job_application" && lead.jobTitle) return words.job(lead.jobTitle);
  return words.other;
}

/** The reply box's starter in the lead's language: the greeting, room for the reply, and the staff's sign-off. */
export function replyStarter(lead: Pick<LeadTopic, "name" | "language">, staffName: string): string {
  const words = wordsOf(lead.language);
  return `${words.greeting(firstNameOf(lead.name))}\n\n\n\n${words.signOff(staffName.trim())}`;
}

/** Above the visitor's own words quoted under a reply: "On 18 Mar 2025, 3:00 pm, Ravi wrote:". */
export const quotedBy = (language: Locale, date: string, name: string) => wordsOf(language).wrote(date, name);
