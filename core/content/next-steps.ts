/**
 * What every public form tells a visitor about their data and what happens next, and what the
 * acknowledgement mail repeats: written once for the forms, the success page and the mails.
 */
export const replyPromise = "We reply within one working day.";

export const dataNotice = {
  text: "We use these details only to answer you, and keep them as our privacy policy describes.",
  linkText: "Privacy policy",
  href: "/privacy-policy",
} as const;

export const newsletterNotice =
  "One email when we publish a new article, usually two or three a month. We first send a link to confirm your address; every email has a one-click unsubscribe.";
