import type { InquiryType } from "../taxonomies/inquiries";
import { site } from "./site";

/**
 * The words of the mail that acknowledges an inquiry to the address it names
 * (worker/inquiries/acknowledgement.ts), beside the promises the forms make (./next-steps.ts,
 * ./careers.ts), which it repeats. It holds nothing the visitor typed, not even their name: the
 * address a form names may be anyone's.
 */
export const acknowledgementCopy = {
  /** What the visitor sent, as the subject (then the reference in brackets) and the first sentence say it. */
  received: {
    contact: "We have received your message",
    service_enquiry: "We have received your enquiry",
    quote: "We have received your quote request",
    job_application: "We have received your application",
    callback: "We have received your call-back request",
  } satisfies Record<InquiryType, string>,
  /** Ends that first sentence. */
  fullStop: ".",
  heading: {
    inquiry: `Thank you for contacting ${site.shortName}`,
    application: `Thank you for applying to ${site.shortName}`,
  },
  /** After the promise of a reply or a call, to an enquirer only: an applicant is not sent to the sales line. */
  urgent: (phone: string) => `If it is urgent, call us on ${phone} or message us on WhatsApp at the same number.`,
  labels: { reference: "Reference", service: "Service", position: "Position", phone: "Phone" },
  /** The English mail opens with its heading and ends with the firm's footer: no greeting, no sign-off. */
  greeting: "",
  closing: "",
  /** The footer's first line: the firm and its address (site settings). */
  address: (line1: string, city: string, pincode: string) => `${site.name}, ${line1}, ${city} ${pincode}.`,
  notice: "This address was entered in a form on our website. If that was not you, please ignore this email: we will not write again unless you reply.",
};
