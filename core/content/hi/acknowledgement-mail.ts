import type * as en from "../acknowledgement-mail";
import type { Translated } from "../../i18n/translated";
import { site } from "./site";

/**
 * The acknowledgement mail of an inquiry sent from a Hindi page (docs/hindi.md §1: "नमस्ते … जी,"
 * then "धन्यवाद," and the team), greeting the visitor by the name they gave where it reads as a
 * name, and "नमस्ते," otherwise.
 */
export const acknowledgementCopy: Translated<typeof en.acknowledgementCopy> = {
  received: {
    contact: "आपका संदेश हमें मिल गया है",
    service_enquiry: "आपकी पूछताछ हमें मिल गई है",
    quote: "आपका कोटेशन का अनुरोध हमें मिल गया है",
    job_application: "आपका आवेदन हमें मिल गया है",
    callback: "आपका कॉल का अनुरोध हमें मिल गया है",
  },
  fullStop: "।",
  heading: {
    inquiry: `${site.shortName} से संपर्क करने के लिए धन्यवाद`,
    application: `${site.shortName} में आवेदन करने के लिए धन्यवाद`,
  },
  urgent: (phone) => `अगर बात ज़रूरी हो, तो हमें ${phone} पर कॉल करें या इसी नंबर पर व्हाट्सऐप करें।`,
  labels: { reference: "संदर्भ संख्या", service: "सेवा", position: "पद", phone: "हमारा नंबर", callbackTime: "आपका चुना समय" },
  callbackTimes: { morning: "सुबह", afternoon: "दोपहर", evening: "शाम" },
  anyTime: "कभी भी",
  greeting: "नमस्ते,",
  greetingByName: (name) => `नमस्ते ${name} जी,`,
  closing: `धन्यवाद,\n${site.shortName} की टीम`,
  /** An address line, not a sentence: no end mark (§3). */
  address: (line1, city, pincode) => `${site.name}, ${line1}, ${city} ${pincode}`,
  notice:
    "किसी ने हमारी वेबसाइट के एक फ़ॉर्म में यह ईमेल पता लिखा था। अगर वह आप नहीं थे, तो कृपया इस ईमेल को अनदेखा करें। जब तक आप जवाब न दें, हम आपको दोबारा नहीं लिखेंगे।",
};
