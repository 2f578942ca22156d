/** The words of a service page's enquiry form and a sub-service page's quote form, with their thank-you. */
export const inquiryFormCopy = {
  /** The spec's toasts. */
  success: { title: "Inquiry Submitted", description: "Thank you for your inquiry. We'll contact you soon!" },
  failure: { title: "Submission Error", fallback: "There was an error submitting your inquiry. Please try again." },
  service: "Service",
  submitting: "Submitting...",
  enquiry: { submit: "Submit Inquiry", placeholder: "Tell us a little about your business and what you need." },
  quote: { submit: "Request a Quote", placeholder: "Anything we should know: timelines, entity type, volumes." },
  thanks: {
    title: "Thank You!",
    /** "We have received your inquiry about" the service, then `end` and the promise. */
    receivedAbout: "We have received your inquiry about",
    end: ".",
    promise: "Our team will contact you within one working day.",
    again: "Submit Another Inquiry",
  },
};
