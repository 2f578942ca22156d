import { callbackTimeLabels, type CallbackTime, type InquiryType } from "../taxonomies/inquiries";
import { site } from "./site";

/**
 * The words of the mail that acknowledges an inquiry to the address it names
 * (worker/inquiries/acknowledgement.ts), beside the promises the forms make (./next-steps.ts,
 * ./careers.ts), which it repeats. It holds nothing the visitor typed but, in Hindi, a name that
 * reads as one (worker/inquiries/acknowledgement.ts): the address a form names may be anyone's.
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
  /** `phone`: the firm's number, said to be ours so it does not read as the visitor's own. */
  labels: { reference: "Reference", service: "Service", position: "Position", phone: "Our number", callbackTime: "Time you chose" },
  /** A call-back request's time, as the visitor chose it on the form. */
  callbackTimes: callbackTimeLabels satisfies Record<CallbackTime, string>,
  anyTime: "Any time",
  /** The English mail opens with its heading and ends with the firm's footer: no greeting, no sign-off. */
  greeting: "",
  /** The greeting by the name the visitor gave, where the mail greets at all (the Hindi one). */
  greetingByName: (_name: string) => "",
  closing: "",
  /** The footer's first line: the firm and its address (site settings). */
  address: (line1: string, city: string, pincode: string) => `${site.name}, ${line1}, ${city} ${pincode}.`,
  notice: "This address was entered in a form on our website. If that was not you, please ignore this email: we will not write again unless you reply.",
};
