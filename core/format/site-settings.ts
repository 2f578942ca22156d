import type { HoursRow, SiteFigure, SiteSettings, SocialNetwork } from "../schemas/site-settings";
import { telHref, whatsappChatUrl, whatsappNumber } from "./phone";

/*
 * How pages show the stored site settings: links, figures and hours in the words and forms the
 * spec uses ("500+", "Monday - Saturday", "9:00 AM - 6:00 PM").
 */

/** The first message a visitor's WhatsApp chat opens with. */
export const WHATSAPP_GREETING = "Hello Vriddhi Business Solutions, I would like to know more about your consulting services.";

export const whatsappUrl = (settings: Pick<SiteSettings, "whatsapp">) =>
  whatsappChatUrl(whatsappNumber(settings.whatsapp) ?? "", WHATSAPP_GREETING);

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
 * A text of core/content/documents.ts with the firm's contact details filled in: {email}, {phone},
 * {postalAddress}, {city} and {state} name the current settings.
 */
export function fillContactDetails(text: string, settings: Pick<SiteSettings, "email" | "phones" | "address">, legalName: string): string {
  const { address } = settings;
  const values: Record<string, string> = {
    email: settings.email,
    phone: settings.phones[0],
    postalAddress: `${legalName}, ${address.line1}, ${address.city}, ${address.state} ${address.pincode}, India`,
    city: address.city,
    state: address.state,
  };
  return text.replace(/\{(email|phone|postalAddress|city|state)\}/g, (_, key: string) => values[key]);
}
