/** Company identity and contact details, used by the layout, the contact page, meta tags and documents. */
export const site = {
  name: "Vriddhi Business Solutions LLP",
  shortName: "Vriddhi Business Solutions",
  legalName: "Vriddhi Business Solutions LLP",
  tagline: "Sound advice for growing businesses",
  description:
    "Vriddhi Business Solutions is a Bhopal-based consultancy helping startups, MSMEs and established businesses across India with strategy, finance, tax, legal compliance, training and incubation support.",
  foundedYear: 2018,
  address: {
    line1: "305, Third Floor, Plot No. 48, Zone-II, M.P. Nagar",
    city: "Bhopal",
    state: "Madhya Pradesh",
    pincode: "462011",
    country: "India",
  },
  phone: "+91 755 400 1234",
  phoneHref: "tel:+917554001234",
  email: "info@vriddhisolutions.in",
  emailHref: "mailto:info@vriddhisolutions.in",
  whatsappUrl:
    "https://wa.me/917554001234?text=Hello%20Vriddhi%20Business%20Solutions%2C%20I%20would%20like%20to%20know%20more%20about%20your%20consulting%20services.",
  bookingUrl: "https://calendly.com/vriddhi-solutions/consultation",
  social: {
    linkedin: {
      href: "https://www.linkedin.com/company/vriddhi-business-solutions",
      label: "Vriddhi Business Solutions on LinkedIn",
    },
    youtube: {
      href: "https://www.youtube.com/@vriddhisolutions",
      label: "Vriddhi Business Solutions on YouTube",
    },
    facebook: {
      href: "https://www.facebook.com/vriddhisolutions",
      label: "Vriddhi Business Solutions on Facebook",
    },
    instagram: {
      href: "https://www.instagram.com/vriddhisolutions",
      label: "Vriddhi Business Solutions on Instagram",
    },
  },
  hours: [
    { days: "Monday - Saturday", time: "9:00 AM - 6:00 PM" },
    { days: "Sunday", time: "Closed" },
  ],
  /** The same hours for machines (schema.org openingHoursSpecification). */
  openingHours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    opens: "09:00",
    closes: "18:00",
  },
} as const;

export const titleSuffix = " | Vriddhi Business Solutions";

/** The document title of a page: its own title followed by the company suffix. */
export function pageTitle(title: string): string {
  return `${title}${titleSuffix}`;
}
