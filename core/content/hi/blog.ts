import type * as en from "../blog";
import type { Translated } from "../../i18n/translated";

/** The guides of the blog list's Business Resources section. */
export const resources: Translated<typeof en.resources> = [
  {
    path: "/resources/startup-funding-checklist",
    title: "स्टार्टअप फ़ंडिंग चेकलिस्ट",
    description:
      "डीपीआईआईटी मान्यता, सरकारी योजनाएँ, बैंक लोन और निवेशकों के लिए तैयारी: पैसा जुटाने से पहले क्या-क्या तैयार रखें।",
  },
  {
    path: "/resources/business-plan-template",
    title: "बिज़नेस प्लान टेम्पलेट",
    description: "वे हिस्से जिनकी बैंक, इन्क्यूबेटर और निवेशक उम्मीद करते हैं, और हर हिस्से में क्या लिखें, इस पर सुझाव।",
  },
  {
    path: "/resources/legal-compliance-guide",
    title: "कानूनी अनुपालन गाइड",
    description: "वे पंजीकरण, रिटर्न और सालाना फ़ाइलिंग, जिन पर हर भारतीय स्टार्टअप और एमएसएमई को नज़र रखनी चाहिए।",
  },
];

/** The blog's description: its list pages' meta description and the RSS feed's. */
export const BLOG_DESCRIPTION: Translated<typeof en.BLOG_DESCRIPTION> =
  "भारतीय स्टार्टअप और एमएसएमई के लिए स्टार्टअप फ़ंडिंग, कानूनी अनुपालन, टेक्नोलॉजी और कारोबार की बढ़त पर व्यावहारिक लेख, Vriddhi Business Solutions के सलाहकारों की कलम से।";

/** The fallback image is the same in both languages. */
export { POST_FALLBACK_IMAGE } from "../blog";
