/** The quick ways to reach us that stay on screen: the phone action bar and the WhatsApp button. */
export const quickContactCopy = {
  label: "Talk to us",
  call: "Call",
  callMeBack: "Call me back",
  /** The id of the call-back form on the pages that have one (sub-service and service pages, /contact). */
  callbackId: "callback",
};
