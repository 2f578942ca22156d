import type * as en from "../quick-contact";
import type { Translated } from "../../i18n/translated";

/** The quick ways to reach us that stay on screen: the phone action bar and the WhatsApp button. */
export const quickContactCopy: Translated<typeof en.quickContactCopy> = {
  label: "हमसे बात करें",
  call: "कॉल करें",
  callMeBack: "मुझे कॉल करें",
  /** The call-back form's element id: the same on both languages' pages. */
  callbackId: "callback",
};
