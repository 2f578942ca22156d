import type * as en from "../inquiry-form";
import type { Translated } from "../../i18n/translated";

/** The words of the Hindi enquiry and quote forms, with their thank-you. */
export const inquiryFormCopy: Translated<typeof en.inquiryFormCopy> = {
  success: { title: "पूछताछ भेज दी गई", description: "पूछताछ के लिए धन्यवाद। हम जल्द ही आपसे संपर्क करेंगे!" },
  failure: { title: "पूछताछ नहीं भेजी जा सकी", fallback: "आपकी पूछताछ भेजने में गड़बड़ी हुई। कृपया फिर से कोशिश करें।" },
  service: "सेवा",
  submitting: "भेजा जा रहा है...",
  enquiry: { submit: "पूछताछ भेजें", placeholder: "अपने कारोबार और अपनी ज़रूरत के बारे में थोड़ा बताएँ।" },
  quote: { submit: "कोटेशन का अनुरोध भेजें", placeholder: "जो हमें जानना चाहिए: समय-सीमा, कारोबार का प्रकार, काम की मात्रा।" },
  thanks: {
    title: "धन्यवाद!",
    receivedAbout: "आपकी यह पूछताछ हमें मिल गई है:",
    end: "।",
    promise: "हमारी टीम एक कामकाजी दिन के अंदर आपसे संपर्क करेगी।",
    again: "एक और पूछताछ भेजें",
  },
};
