import type { ComponentProps } from "react";

/**
 * The public site's islands: the parts of a page that need React in the browser, its forms and the
 * free tools' calculators. The worker renders each inside the page's HTML (web/islands/island.tsx);
 * in the browser the site script (web/site-script/islands.ts) loads an island's code on the
 * visitor's first interaction with it and hands it the HTML, which it takes over. A new island is one entry here. Its props
 * travel in the page as JSON, so they are plain data.
 */
export const islands = {
  "contact-form": () => import("@/components/site/forms/contact-form").then((m) => m.ContactForm),
  "enquiry-form": () => import("@/components/site/forms/enquiry-form").then((m) => m.EnquiryForm),
  "quote-form": () => import("@/components/site/forms/quote-form").then((m) => m.QuoteForm),
  "application-form": () => import("@/components/site/forms/application-form").then((m) => m.ApplicationForm),
  "callback-form": () => import("@/components/site/forms/callback-form").then((m) => m.CallbackForm),
  "newsletter-form": () => import("@/components/site/forms/newsletter-form").then((m) => m.NewsletterForm),
  "gst-calculator": () => import("@/components/site/tools/gst-calculator").then((m) => m.GstCalculator),
  "emi-calculator": () => import("@/components/site/tools/emi-calculator").then((m) => m.EmiCalculator),
  "gst-registration-check": () => import("@/components/site/tools/gst-registration-check").then((m) => m.GstRegistrationCheck),
  "reminder-form": () => import("@/components/site/tools/compliance/reminder-form").then((m) => m.ReminderForm),
};

export type IslandName = keyof typeof islands;

export type IslandProps<N extends IslandName> = ComponentProps<Awaited<ReturnType<(typeof islands)[N]>>>;

/** The attributes that mark an island in the page: its name, and its props as JSON. */
export const ISLAND_NAME = "data-island";
export const ISLAND_PROPS = "data-island-props";

/** The id of the page's data block: the page context every island renders under. */
export const PAGE_DATA_ID = "page-data";
