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

/** The words around the forms (core's next steps above, shown by web/components/site/forms/form-notes.tsx). */
export const formNotesCopy = {
  /** "Call +91 …": the firm's first phone number follows. */
  call: "Call",
  whatsapp: "WhatsApp us",
  /** The reference a submission was stored under, in a toast and on the page. */
  reference: {
    before: "Your reference is",
    after: ". Please quote it if you write or call us about this.",
    /** In a toast, after what was received. */
    sentence: (reference: string) => `Your reference is ${reference}.`,
  },
  talkSooner: "Need to talk sooner?",
  /** Above the messages of a form posted without JavaScript and refused. */
  correct: "Please correct the following:",
  /** How a sentence ends (after the privacy policy's link). */
  sentenceEnd: ".",
};
