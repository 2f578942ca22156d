import type * as en from "#core/content/answers/copy";
import type { Translated } from "#core/i18n/translated";

/** Headings of the answer sections of a sub-service page. */
export const answerCopy: Translated<typeof en.answerCopy> = {
  whoFor: "यह सेवा किसके लिए है",
  steps: "काम कैसे होता है",
  documents: "ये दस्तावेज़ तैयार रखें",
  engagement: "काम कैसे चलेगा",
  timeline: "कितना समय लगेगा",
  timelineBasis: "आधार",
  faqs: "अक्सर पूछे जाने वाले सवाल",
};

/** The fee line of a sub-service page: from + amount + extras, then the firm's timeline. */
export const feeCopy: Translated<typeof en.feeCopy> = {
  from: "फ़ीस",
  extras: "से शुरू, साथ में सरकारी शुल्क और जहाँ लागू हो वहाँ जीएसटी",
  timeline: "हमारे काम में लगने वाला समय",
};
