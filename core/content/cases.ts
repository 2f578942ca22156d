/**
 * What a client's case says to the client (worker/cases; the client's own page comes with the
 * private link): the note the Aadhaar item starts with, and why a file is refused. The checklist's
 * and steps' words are the sub-service's own (core/content/answers/), in the client's language.
 */
export const caseCopy = {
  /**
   * A masked Aadhaar hides the first eight digits; UIDAI issues it from myAadhaar, and it is
   * enough for KYC where the number itself is not required, so the firm asks for no more than it
   * needs (DPDP Act 2023, s.6(1): data limited to the purpose).
   */
  maskedAadhaarNote: "A masked Aadhaar is enough (only the last four digits showing), downloaded from myAadhaar on the UIDAI website.",
  /** iPhones take photos as HEIC, which no browser shows; the setting makes them take JPEGs. */
  heicRefused: "Please send a JPEG or PDF (on an iPhone: Settings → Camera → Formats → Most Compatible)",
  /** Any other file whose bytes are not a PDF, JPEG, PNG or WebP. */
  notADocument: "Please send a PDF, or a photo or scan as a JPEG, PNG or WebP image.",
};
