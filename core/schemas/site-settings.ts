import * as v from "valibot";
import { parseIndianNumber } from "./phone-number";
import { HERO_FIGURES, MAX_HOURS_ROWS, MAX_LOGOS, MAX_PHONES, SITE_LOGO_KEY, STAT_FIGURES, WEEKDAYS } from "../taxonomies/site-settings";
import { plainText } from "./common";
import { EMAIL_PATTERN, phoneText } from "./contact-fields";

/*
 * The facts staff edit under Settings → Site (contact details, hours, figures, logos, social
 * links): one set of rules and messages for the admin form, the API and the tests.
 */

const text = (max: number, required: string, label: string) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(max, `${label} can be at most ${max} characters long.`), plainText());

const phone = v.pipe(
  phoneText("Enter a phone number."),
  v.nonEmpty("Enter a phone number."),
  v.maxLength(24, "Enter the number only, e.g. +91 755 400 1234."),
  v.check(
    (s) => parseIndianNumber(s) !== null,
    "Enter an Indian number with its STD code or as a mobile, e.g. +91 755 400 1234 or +91 98765 43210.",
  ),
);

const whatsapp = v.pipe(
  phoneText("Enter the WhatsApp number."),
  v.nonEmpty("Enter the WhatsApp number."),
  v.maxLength(24, "Enter the number only, e.g. +91 98765 43210."),
  v.check(
    (s) => parseIndianNumber(s)?.kind === "mobile",
    "WhatsApp reaches mobiles only: enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, e.g. +91 98765 43210.",
  ),
);

/** An https address, or "" for none when `optional`. */
const httpsUrl = (label: string, optional: boolean) =>
  v.pipe(
    v.string(`Enter the ${label} address.`),
    v.trim(),
    v.maxLength(500, `The ${label} address can be at most 500 characters long.`),
    v.check((s) => (s === "" ? optional : isHttpsUrl(s)), optional ? `The ${label} address must start with https://` : `Enter the ${label} address, starting with https://`),
  );

export function isHttpsUrl(s: string): boolean {
  if (!/^https:\/\/[^\s]+$/i.test(s)) return false;
  try {
    return new URL(s).protocol === "https:";
  } catch {
    return false;
  }
}

const time = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time such as 09:00 or 18:00."));

const hoursRow = v.pipe(
  v.object({
    from: v.picklist(WEEKDAYS, "Choose the first day."),
    to: v.picklist(WEEKDAYS, "Choose the last day."),
    closed: v.boolean(),
    opens: time,
    closes: time,
  }),
  v.forward(
    v.check((row) => WEEKDAYS.indexOf(row.to) >= WEEKDAYS.indexOf(row.from), "The last day must come after the first (the week starts on Monday)."),
    ["to"],
  ),
  v.forward(
    v.check((row) => row.closed || row.closes > row.opens, "The closing time must be after the opening time."),
    ["closes"],
  ),
);

/** A marketing figure: a whole number and what follows it ("500" and "+"), and its label. */
const figure = v.pipe(
  v.object({
    value: v.pipe(
      v.number("Enter the figure as a number, e.g. 500."),
      v.integer("Enter a whole number, e.g. 500."),
      v.minValue(0, "The figure cannot be negative."),
      v.maxValue(1_000_000, "Enter a figure up to 10,00,000."),
    ),
    suffix: v.pipe(v.string(), v.trim(), v.regex(/^(\+|%|k\+?|L\+?|Cr\+?)?$/, 'Use "+", "%", "k", "L", "Cr" (optionally with "+"), or leave it empty.')),
    label: text(40, "Enter what the figure counts, e.g. Happy Clients.", "The label"),
  }),
  v.forward(
    v.check((f) => f.suffix !== "%" || f.value <= 100, "A percentage can be at most 100."),
    ["value"],
  ),
);

const logo = v.object({
  key: v.pipe(v.string(), v.regex(SITE_LOGO_KEY, "Upload the logo again.")),
  alt: text(100, "Describe the logo for people who cannot see it, e.g. the company's name.", "The description"),
  href: httpsUrl("company's website", true),
});

/** A figure's label on the Hindi pages. */
const hindiLabel = text(40, "Enter the label in Hindi, e.g. खुश क्लाइंट.", "The Hindi label");

/**
 * The visitor-facing words of these settings on the Hindi pages (/hi/): the address lines, the
 * figures' labels (in the order of the English ones) and the badge. Numbers, links and hours are
 * shared; the hours' day names and times come from Hindi formatting.
 */
const hindiText = v.object({
  address: v.object({
    line1: text(160, "Enter the street address in Hindi.", "The Hindi street address"),
    city: text(60, "Enter the city in Hindi.", "The Hindi city"),
    state: text(60, "Enter the state in Hindi.", "The Hindi state"),
  }),
  heroFigureLabels: v.pipe(v.array(hindiLabel), v.length(HERO_FIGURES, `The hero shows ${HERO_FIGURES} figures.`)),
  statFigureLabels: v.pipe(v.array(hindiLabel), v.length(STAT_FIGURES, `The stats band shows ${STAT_FIGURES} figures.`)),
  supportBadge: text(40, "Enter the badge in Hindi, e.g. विशेषज्ञ सहायता, सोमवार से शनिवार.", "The Hindi badge"),
});

export const siteSettingsSchema = v.object({
  phones: v.pipe(
    v.array(phone),
    v.minLength(1, "Enter at least one phone number."),
    v.maxLength(MAX_PHONES, `Up to ${MAX_PHONES} phone numbers.`),
  ),
  whatsapp,
  email: v.pipe(text(254, "Enter the email address.", "The email address"), v.regex(EMAIL_PATTERN, "Enter a valid email address, e.g. info@example.in.")),
  address: v.object({
    line1: text(160, "Enter the street address.", "The street address"),
    city: text(60, "Enter the city.", "The city"),
    state: text(60, "Enter the state.", "The state"),
    pincode: v.pipe(v.string("Enter the PIN code."), v.trim(), v.regex(/^[1-9]\d{5}$/, "Enter the 6-digit PIN code, e.g. 462011.")),
  }),
  mapUrl: httpsUrl("map", true),
  hours: v.pipe(
    v.array(hoursRow),
    v.minLength(1, "Enter the business hours."),
    v.maxLength(MAX_HOURS_ROWS, `Up to ${MAX_HOURS_ROWS} rows of hours.`),
  ),
  bookingUrl: httpsUrl("booking page", false),
  heroFigures: v.pipe(v.array(figure), v.length(HERO_FIGURES, `The hero shows ${HERO_FIGURES} figures.`)),
  statFigures: v.pipe(v.array(figure), v.length(STAT_FIGURES, `The stats band shows ${STAT_FIGURES} figures.`)),
  supportBadge: text(40, "Enter the badge of the consultation section, e.g. Expert Support, Monday to Saturday.", "The badge"),
  hindi: hindiText,
  logos: v.pipe(v.array(logo), v.maxLength(MAX_LOGOS, `Up to ${MAX_LOGOS} logos.`)),
  social: v.object({
    linkedin: httpsUrl("LinkedIn", true),
    youtube: httpsUrl("YouTube", true),
    facebook: httpsUrl("Facebook", true),
    instagram: httpsUrl("Instagram", true),
  }),
});

export type SiteSettings = v.InferOutput<typeof siteSettingsSchema>;
export type SiteFigure = SiteSettings["heroFigures"][number];
export type HoursRow = SiteSettings["hours"][number];
export type SiteLogo = SiteSettings["logos"][number];
export type SocialNetwork = keyof SiteSettings["social"];

/** A save: the values, and the version they were edited from (a colleague may have saved since). */
export const saveSiteSettingsSchema = v.object({
  baseVersion: v.pipe(v.number(), v.integer(), v.minValue(0)),
  settings: siteSettingsSchema,
});

export const revertSiteSettingsSchema = v.object({ baseVersion: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** The multipart form that adds a "Trusted by" logo (the file is checked by its bytes on the server). */
export const logoFieldsSchema = v.object({
  alt: logo.entries.alt,
  href: v.optional(httpsUrl("company's website", true), ""),
  baseVersion: v.pipe(v.string(), v.regex(/^\d{1,15}$/, "Reload the page and try again."), v.transform(Number)),
});
