/** The words of the contact page (/contact), its contact form and its side panels. */
export const contactPageCopy = {
  head: {
    title: "Contact Us",
    /** With the office's city, state and open hours from the site settings. */
    description: (place: { city: string; state: string; openHours: string }) =>
      `Contact Vriddhi Business Solutions in ${place.city}, ${place.state}: send a message, call, email or WhatsApp our consultants. Open ${place.openHours}.`,
  },
  hero: {
    eyebrow: "Contact Us",
    title: "Get in Touch",
    subtitle: "Tell us about your business and what you need. Our consultants reply within one business day.",
  },
  form: {
    heading: "Send us a message",
    required: "Fields marked * are required.",
    placeholders: {
      name: "Your name",
      email: "you@company.in",
      phone: "+91 98765 43210",
      subject: "How can we help?",
      message: "Tell us about your business and what you need.",
    },
    optional: "Optional",
    submit: "Send Message",
    submitting: "Sending...",
    /** The spec's toasts. */
    success: { title: "Message Sent!", description: "We've received your message and will contact you soon." },
    failure: { title: "Message not sent", fallback: "Your message could not be sent. Please try again, or call or WhatsApp us." },
    sent: {
      title: "Message sent.",
      /** "Your reference is VBS-…." follows (core/content/next-steps.ts). */
      next: "We reply within one working day. Need us sooner?",
    },
  },
  details: {
    heading: "Contact Information",
    visit: "Visit us",
    viewOnMap: "View on map",
    call: "Call us",
    email: "Email us",
    hours: "Business hours",
  },
  quick: {
    heading: "Prefer a quicker conversation?",
    text: "Chat with us on WhatsApp, or book a free 30-minute consultation at a time that suits you.",
    whatsapp: "Chat on WhatsApp",
    book: "Book a Consultation",
  },
};
