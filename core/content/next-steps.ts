/**
 * What every public form tells a visitor about their data and what happens next, and what the
 * acknowledgement mail repeats: written once for the forms, the success page and the mails.
 */
export const replyPromise = "We reply within one working day.";

/** What a call-back request is promised: a call in business hours, at the part of the day the visitor chose. */
export const callbackPromise = "A consultant will call you during our business hours, at the time you chose.";

export const dataNotice = {
  text: "We use these details only to answer you, and keep them as our privacy policy describes.",
  linkText: "Privacy policy",
  href: "/privacy-policy",
} as const;

export const newsletterNotice =
  "One email when we publish a new article, usually two or three a month. We first send a link to confirm your address; every email has a one-click unsubscribe.";
