import type * as en from "../contact-page";
import type { Translated } from "../../i18n/translated";

/** The words of the Hindi contact page (/hi/contact), its contact form and its side panels. */
export const contactPageCopy: Translated<typeof en.contactPageCopy> = {
  head: {
    title: "संपर्क करें",
    description: (place: { city: string; state: string; openHours: string }) =>
      `${place.city}, ${place.state} में Vriddhi Business Solutions से संपर्क करें: संदेश भेजें, कॉल करें, ईमेल करें या व्हाट्सऐप पर हमारे सलाहकारों से बात करें। हम ${place.openHours} खुले रहते हैं।`,
  },
  hero: {
    eyebrow: "संपर्क करें",
    title: "हमसे बात करें",
    subtitle: "अपने कारोबार और अपनी ज़रूरत के बारे में बताएँ। हमारे सलाहकार एक कामकाजी दिन के अंदर जवाब देते हैं।",
  },
  form: {
    heading: "हमें संदेश भेजें",
    required: "* वाली जानकारी ज़रूरी है।",
    placeholders: {
      name: "आपका नाम",
      email: "you@company.in",
      phone: "+91 98765 43210",
      subject: "हम आपकी क्या मदद करें?",
      message: "अपने कारोबार और अपनी ज़रूरत के बारे में बताएँ।",
    },
    optional: "वैकल्पिक",
    submit: "संदेश भेजें",
    submitting: "भेजा जा रहा है...",
    success: { title: "संदेश भेज दिया गया!", description: "आपका संदेश हमें मिल गया है। हम जल्द ही आपसे संपर्क करेंगे।" },
    failure: { title: "संदेश नहीं भेजा जा सका", fallback: "कृपया फिर से कोशिश करें, या हमें कॉल या व्हाट्सऐप करें।" },
    sent: {
      title: "संदेश भेज दिया गया।",
      next: "हम एक कामकाजी दिन के अंदर जवाब देते हैं। जल्दी बात करनी है?",
    },
  },
  details: {
    heading: "संपर्क की जानकारी",
    visit: "हमारा ऑफ़िस",
    viewOnMap: "नक्शे पर देखें",
    call: "कॉल करें",
    email: "ईमेल करें",
    hours: "कामकाज का समय",
  },
  quick: {
    heading: "जल्दी बात करना चाहते हैं?",
    text: "व्हाट्सऐप पर हमसे बात करें, या अपनी सुविधा के समय 30 मिनट का मुफ़्त परामर्श बुक करें।",
    whatsapp: "व्हाट्सऐप पर बात करें",
    book: "परामर्श बुक करें",
  },
};
