import { site } from "./site";

/**
 * What the staff's answers to a lead say in the lead's language (core/site/lead-reply.ts): a
 * mailed reply's subject, the reply box's starter (greeting and sign-off, the body the staff's own),
 * and the line quoting what the visitor wrote. The firm writes as "we" in every language, so no
 * word takes the staff member's gender in Hindi.
 */
export const leadReplyCopy = {
  subject: {
    /** "Re: " and the subject the visitor wrote (a contact message). */
    own: (subject: string) => `Re: ${subject}`,
    callback: "Re: Your call-back request",
    service: (service: string) => `Re: Your enquiry about ${service}`,
    quote: (service: string) => `Re: Your quote request for ${service}`,
    job: (title: string) => `Re: Your application for ${title}`,
    other: `Re: Your inquiry to ${site.shortName}`,
  },
  /** The reply box's first words and its sign-off, around the line the staff write. */
  greeting: (firstName: string) => (firstName ? `Dear ${firstName},` : "Hello,"),
  signOff: (staffName: string) => `Kind regards,\n${staffName ? `${staffName}\n` : ""}${site.shortName}`,
  /** Above the visitor's own words, quoted under the reply. */
  wrote: (date: string, name: string) => `On ${date}, ${name} wrote:`,
};
