import type * as en from "../lead-replies";
import type { Translated } from "../../i18n/translated";
import { site } from "./site";

/** The staff's answers to a lead from a Hindi page: "नमस्ते … जी," and "धन्यवाद," (docs/hindi.md §1). */
export const leadReplyCopy: Translated<typeof en.leadReplyCopy> = {
  subject: {
    own: (subject) => `Re: ${subject}`,
    callback: "Re: आपका कॉल का अनुरोध",
    service: (service) => `Re: ${service} के बारे में आपकी पूछताछ`,
    quote: (service) => `Re: ${service} के लिए आपका कोटेशन का अनुरोध`,
    job: (title) => `Re: ${title} पद के लिए आपका आवेदन`,
    other: `Re: ${site.shortName} को भेजी आपकी पूछताछ`,
  },
  greeting: (firstName) => (firstName ? `नमस्ते ${firstName} जी,` : "नमस्ते,"),
  signOff: (staffName) => `धन्यवाद,\n${staffName ? `${staffName}\n` : ""}${site.shortName}`,
  wrote: (date, name) => `${date} को ${name} ने लिखा:`,
};
