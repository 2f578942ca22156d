import type { LeadTopic } from "#core/site/lead-reply";
import type { InquiryDetails } from "./data";
import { serviceLabelIn } from "./submissions";

/**
 * What an inquiry is about, in its own language, for the words the staff answer with (a reply's
 * subject, the WhatsApp greeting): the service from the site's list in that language and the job's
 * title as staff wrote it for that language (its Hindi twin, until then the English).
 */
export function leadTopic(inquiry: Pick<InquiryDetails, "type" | "name" | "subject" | "service" | "jobTitle" | "language"> & { jobTitleHi?: string | null }): LeadTopic {
  return {
    type: inquiry.type,
    name: inquiry.name,
    subject: inquiry.subject,
    service: inquiry.service ? serviceLabelIn(inquiry.language, inquiry.service) : null,
    jobTitle: (inquiry.language === "hi" && inquiry.jobTitleHi) || inquiry.jobTitle,
    language: inquiry.language,
  };
}
