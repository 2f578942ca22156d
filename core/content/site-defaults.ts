import type { SiteSettings } from "../schemas/site-settings";

/**
 * The spec's values of the facts staff edit under Settings → Site: what a fresh install shows,
 * and what the first row of `site_settings` holds (seeded by migration; a test keeps the two equal).
 * Pages read the stored values, never these.
 */
export const defaultSiteSettings: SiteSettings = {
  phones: ["+91 755 400 1234"],
  whatsapp: "+91 75540 01234",
  email: "info@vriddhisolutions.in",
  address: {
    line1: "305, Third Floor, Plot No. 48, Zone-II, M.P. Nagar",
    city: "Bhopal",
    state: "Madhya Pradesh",
    pincode: "462011",
  },
  mapUrl: "",
  hours: [
    { from: "Monday", to: "Saturday", closed: false, opens: "09:00", closes: "18:00" },
    { from: "Sunday", to: "Sunday", closed: true, opens: "09:00", closes: "18:00" },
  ],
  bookingUrl: "https://calendly.com/vriddhi-solutions/consultation",
  heroFigures: [
    { value: 500, suffix: "+", label: "Happy Clients" },
    { value: 100, suffix: "%", label: "Success Rate" },
  ],
  statFigures: [
    { value: 250, suffix: "+", label: "Clients Served" },
    { value: 8, suffix: "+", label: "Years Experience" },
    { value: 95, suffix: "%", label: "Client Retention" },
    { value: 500, suffix: "+", label: "Projects Completed" },
  ],
  supportBadge: "24/7 Expert Support",
  hindi: {
    address: { line1: "305, तीसरी मंज़िल, प्लॉट नंबर 48, ज़ोन-II, एमपी नगर", city: "भोपाल", state: "मध्य प्रदेश" },
    heroFigureLabels: ["खुश क्लाइंट", "सफलता दर"],
    statFigureLabels: ["क्लाइंट", "साल का अनुभव", "क्लाइंट साथ बने रहे", "प्रोजेक्ट पूरे किए"],
    supportBadge: "24/7 विशेषज्ञ सहायता",
  },
  logos: [],
  social: {
    linkedin: "https://www.linkedin.com/company/vriddhi-business-solutions",
    youtube: "https://www.youtube.com/@vriddhisolutions",
    facebook: "https://www.facebook.com/vriddhisolutions",
    instagram: "https://www.instagram.com/vriddhisolutions",
  },
};
