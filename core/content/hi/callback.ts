import type * as en from "../callback";
import type { Translated } from "../../i18n/translated";

/** The heading of "Request a call back" on the sub-service, service and contact pages. */
export const callbackSectionCopy: Translated<typeof en.callbackSectionCopy> = {
  heading: "कॉल का अनुरोध करें",
  intro: "अपना फ़ोन नंबर दें, हमारे सलाहकार आपको कॉल करेंगे। ईमेल की ज़रूरत नहीं है।",
};
