import type * as en from "../home";
import type { Translated } from "../../i18n/translated";

/** The "Comprehensive Business Solutions" section of the home page. */
export const features: Translated<typeof en.features> = [
  {
    icon: "target",
    title: "रणनीतिक विकास योजना",
    description:
      "साफ़ लक्ष्यों, बजट और केपीआई वाली एक व्यावहारिक कार्य-योजना। इसे हम आपकी लीडरशिप टीम के साथ बनाते हैं और हर तिमाही इसकी समीक्षा करते हैं।",
  },
  {
    icon: "globe",
    title: "बाज़ार विस्तार",
    description:
      "नए शहरों, राज्यों, बिक्री चैनलों और निर्यात बाज़ारों में आँकड़ों के आधार पर कदम रखें। बाज़ार का आकार आँकने से लेकर डिस्ट्रीब्यूटर और मार्केटप्लेस की रणनीति तक, हम हर कदम पर साथ हैं।",
  },
  {
    icon: "shield-check",
    title: "जोखिम प्रबंधन",
    description:
      "वित्तीय, संचालन और अनुपालन से जुड़े जोखिमों की समय रहते पहचान और उन पर नियंत्रण, ताकि कोई अचानक झटका आपकी बढ़त न रोके।",
  },
  {
    icon: "users",
    title: "टीम विकास",
    description: "प्रशिक्षण और लीडरशिप प्रोग्राम, जो आपके पूरे संगठन में कौशल, जवाबदेही और आपसी तालमेल बढ़ाते हैं।",
  },
  {
    icon: "badge-check",
    title: "गुणवत्ता आश्वासन",
    description:
      "लिखित प्रक्रियाएँ, आंतरिक नियंत्रण और नियमित समीक्षा, ताकि कारोबार बढ़ने पर भी आपके काम की गुणवत्ता एक जैसी बनी रहे।",
  },
  {
    icon: "monitor-smartphone",
    title: "डिजिटल बदलाव",
    description:
      "क्लाउड अकाउंटिंग, जीएसटी के हिसाब से बिलिंग, सीआरएम और ऑनलाइन बिक्री को व्यावहारिक ढंग से अपनाएँ। जो समय बचता है, उसी से इसकी लागत निकल आती है।",
  },
];

/** Placeholders of the "Trusted By Leading Companies" logo strip, shown until staff upload real logos. */
export const trustedBy: Translated<typeof en.trustedBy> = [
  "क्लाइंट 1",
  "क्लाइंट 2",
  "क्लाइंट 3",
  "क्लाइंट 4",
  "क्लाइंट 5",
  "क्लाइंट 6",
];

/** Headings and short texts of the home page sections. */
export const homeCopy: Translated<typeof en.homeCopy> = {
  hero: {
    eyebrow: "भोपाल · पूरे भारत के कारोबारों की सेवा में",
    title: "बिज़नेस समाधान सेवाएँ",
    subtitle:
      "स्टार्टअप, एमएसएमई और बढ़ते कारोबारों के लिए रणनीति, वित्त, टैक्स, कानूनी अनुपालन, प्रशिक्षण और इन्क्यूबेशन सहायता। सब कुछ एक ही जवाबदेह टीम से।",
    primaryCta: { label: "शुरू करें", to: "/contact" },
    secondaryCta: { label: "सेवाएँ देखें", to: "/services" },
  },
  features: {
    eyebrow: "Vriddhi ही क्यों",
    title: "संपूर्ण बिज़नेस समाधान",
    description: "योजना, अनुपालन, फ़ंडिंग और विस्तार: बढ़ते कारोबार की हर ज़रूरत, एक ही छत के नीचे।",
  },
  services: {
    eyebrow: "हमारी सेवाएँ",
    title: "हम कैसे मदद कर सकते हैं",
    description: "6 सेवा क्षेत्र। हर क्षेत्र की कमान ऐसे विशेषज्ञों के हाथ में है, जो रोज़ इन्हीं मामलों पर काम करते हैं।",
    viewAll: "सभी सेवाएँ देखें",
  },
  cta: {
    title: "क्या आप अपने कारोबार को मज़बूत नींव पर आगे बढ़ाना चाहते हैं?",
    description:
      "पहला परामर्श मुफ़्त है, आज ही समय तय करें। हम आपकी बात सुनेंगे, आपकी मौजूदा स्थिति समझेंगे और अगले व्यावहारिक कदम सुझाएँगे। इसमें आप पर कोई बंधन नहीं है।",
    button: "परामर्श का समय तय करें",
  },
  trustedBy: { title: "अग्रणी कंपनियों का भरोसा" },
};
