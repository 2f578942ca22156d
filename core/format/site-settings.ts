import type { HoursRow, SiteFigure, SiteSettings, SocialNetwork } from "../schemas/site-settings";
import { siteLogoUrl, WEEKDAYS } from "../taxonomies/site-settings";
import { telHref, whatsappChatUrl, whatsappNumber } from "./phone";
import type { Locale } from "../i18n/locale";
import { hindiHoursText, hindiOpenHoursSentence } from "./hindi-hours";
import { whatsappGreeting } from "./whatsapp-message";

/*
 * How pages show the stored site settings: links, figures and hours in the words and forms the
 * spec uses ("500+", "Monday - Saturday", "9:00 AM - 6:00 PM").
 */

/**
 * The chat link with the general greeting of a page in `locale` (a Hindi page's chat opens in Hindi);
 * the floating button names the page's service instead where it has one.
 */
export const whatsappUrl = (settings: Pick<SiteSettings, "whatsapp">, locale: Locale = "en") =>
  whatsappChatUrl(whatsappNumber(settings.whatsapp) ?? "", whatsappGreeting(locale));

/** The `tel:` link of a stored phone number (stored numbers always parse). */
export const phoneHref = (phone: string) => telHref(phone) ?? `tel:${phone.replace(/[^\d+]/g, "")}`;

export const emailHref = (email: string) => `mailto:${email}`;

/** "500+", "100%", "8+": a figure as the pages show it. */
export const figureText = (figure: SiteFigure) => `${indianGrouping(figure.value)}${figure.suffix}`;

/** 1,00,000 for 100000: written out, so the server and every browser agree whatever their Intl data. */
function indianGrouping(n: number): string {
  const digits = String(n);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${head},${digits.slice(-3)}`;
}

/** "9:00 AM" from "09:00". */
export function clockTime(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** One row of business hours in words: "Monday - Saturday" and "9:00 AM - 6:00 PM", or "Closed". */
export function hoursText(row: HoursRow): { days: string; time: string } {
  return {
    days: row.from === row.to ? row.from : `${row.from} - ${row.to}`,
    time: row.closed ? "Closed" : `${clockTime(row.opens)} - ${clockTime(row.closes)}`,
  };
}

/** The open hours as a sentence: "Monday to Saturday, 9:00 AM to 6:00 PM". */
export function openHoursSentence(settings: Pick<SiteSettings, "hours">): string {
  return settings.hours
    .filter((row) => !row.closed)
    .map((row) => `${row.from === row.to ? row.from : `${row.from} to ${row.to}`}, ${clockTime(row.opens)} to ${clockTime(row.closes)}`)
    .join("; ");
}

/** The networks' own names, as Hindi pages write them inside a Hindi phrase. */
const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = { linkedin: "LinkedIn", youtube: "YouTube", facebook: "Facebook", instagram: "Instagram" };

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  linkedin: "Vriddhi Business Solutions on LinkedIn",
  youtube: "Vriddhi Business Solutions on YouTube",
  facebook: "Vriddhi Business Solutions on Facebook",
  instagram: "Vriddhi Business Solutions on Instagram",
};

/** The social profiles staff filled in, in the footer's order. */
export function socialProfiles(settings: Pick<SiteSettings, "social">): { network: SocialNetwork; href: string; label: string }[] {
  return (Object.keys(SOCIAL_LABELS) as SocialNetwork[])
    .filter((network) => settings.social[network] !== "")
    .map((network) => ({ network, href: settings.social[network], label: SOCIAL_LABELS[network] }));
}

/**
 * The settings as the public pages show them, worked out once on the server: texts, links and the
 * firm's schema.org facts. Pages take these from the site layout's data and carry none of the code
 * that derives them (phone parsing, formatting) in their JavaScript.
 */
export interface SiteView {
  phones: { text: string; href: string }[];
  whatsappUrl: string;
  email: { text: string; href: string };
  address: SiteSettings["address"];
  /** A single line, e.g. for the policies: "…, M.P. Nagar, Bhopal, Madhya Pradesh 462011, India". */
  postalAddress: string;
  mapUrl: string;
  hours: { days: string; time: string }[];
  /** "Monday to Saturday, 9:00 AM to 6:00 PM". */
  openHours: string;
  bookingUrl: string;
  heroFigures: { text: string; label: string }[];
  statFigures: { text: string; label: string }[];
  supportBadge: string;
  logos: { src: string; alt: string; href: string }[];
  social: { network: SocialNetwork; href: string; label: string }[];
  /** What schema.org's ProfessionalService says of the firm's contact details and hours. */
  openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
}

/**
 * The settings as a page in `locale` shows them: a Hindi page takes the Hindi words staff keep
 * beside the English ones (settings.hindi) and Hindi hours.
 */
export function siteView(settings: SiteSettings, legalName: string, locale: Locale = "en"): SiteView {
  const english = siteViewIn(settings, legalName);
  if (locale === "en") return english;
  const { hindi } = settings;
  const address = { ...settings.address, ...hindi.address };
  const labelled = (figures: SiteView["heroFigures"], labels: string[]) => figures.map((f, i) => ({ ...f, label: labels[i] ?? f.label }));
  return {
    ...english,
    // The thank-you's and the contact page's WhatsApp buttons: her chat opens in Hindi too.
    whatsappUrl: whatsappUrl(settings, locale),
    address,
    postalAddress: `${legalName}, ${address.line1}, ${address.city}, ${address.state} ${address.pincode}, भारत`,
    hours: settings.hours.map(hindiHoursText),
    openHours: hindiOpenHoursSentence(settings.hours),
    heroFigures: labelled(english.heroFigures, hindi.heroFigureLabels),
    statFigures: labelled(english.statFigures, hindi.statFigureLabels),
    supportBadge: hindi.supportBadge,
    social: english.social.map((profile) => ({ ...profile, label: `${SOCIAL_NETWORK_NAMES[profile.network]} पर Vriddhi Business Solutions` })),
  };
}

function siteViewIn(settings: SiteSettings, legalName: string): SiteView {
  const { address } = settings;
  const shown = (f: SiteFigure) => ({ text: figureText(f), label: f.label });
  return {
    phones: settings.phones.map((text) => ({ text, href: phoneHref(text) })),
    whatsappUrl: whatsappUrl(settings),
    email: { text: settings.email, href: emailHref(settings.email) },
    address,
    postalAddress: `${legalName}, ${address.line1}, ${address.city}, ${address.state} ${address.pincode}, India`,
    mapUrl: settings.mapUrl,
    hours: settings.hours.map(hoursText),
    openHours: openHoursSentence(settings),
    bookingUrl: settings.bookingUrl,
    heroFigures: settings.heroFigures.map(shown),
    statFigures: settings.statFigures.map(shown),
    supportBadge: settings.supportBadge,
    logos: settings.logos.map((logo) => ({ src: siteLogoUrl(logo.key), alt: logo.alt, href: logo.href })),
    social: socialProfiles(settings),
    openingHoursSpecification: settings.hours
      .filter((row) => !row.closed)
      .map((row) => ({
        dayOfWeek: WEEKDAYS.slice(WEEKDAYS.indexOf(row.from), WEEKDAYS.indexOf(row.to) + 1),
        opens: row.opens,
        closes: row.closes,
      })),
  };
}
