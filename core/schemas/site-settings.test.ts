import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../content/site-defaults";
import { telHref, whatsappNumber } from "../format/phone";
import { figureText, hoursText, openHoursSentence } from "../format/site-settings";
import { fieldErrors } from "./field-errors";
import { siteSettingsSchema, type SiteSettings } from "./site-settings";

/** The field messages of `changes` applied to the spec's values. */
function errorsOf(changes: Partial<Record<keyof SiteSettings, unknown>>) {
  const result = v.safeParse(siteSettingsSchema, { ...defaultSiteSettings, ...changes });
  return result.success ? {} : fieldErrors(result.issues);
}

describe("the site settings' rules", () => {
  it("accept the spec's values", () => {
    expect(errorsOf({})).toEqual({});
  });

  it.each(["+91 755 400 1234", "0755-4001234", "07554001234", "+91 98765 43210", "98765 43210", "919876543210", "1800 123 4567", "(0755) 400 1234"])(
    "accept the Indian phone number %s",
    (phone) => {
      expect(errorsOf({ phones: [phone] })).toEqual({});
    },
  );

  it.each(["12345", "+44 20 7946 0958", "0012345678", "98765-4321", "call us", "+91 0755 400 123"])("refuse %s as a phone number", (phone) => {
    expect(errorsOf({ phones: [phone] })).toEqual({
      "phones.0": "Enter an Indian number with its STD code or as a mobile, e.g. +91 755 400 1234 or +91 98765 43210.",
    });
  });

  it("take a WhatsApp number only when it is a mobile", () => {
    const mobileOnly =
      "WhatsApp reaches mobiles only: enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, e.g. +91 98765 43210.";
    expect(errorsOf({ whatsapp: "+91 98765 43210" })).toEqual({});
    expect(errorsOf({ whatsapp: "098765 43210" })).toEqual({});
    expect(errorsOf({ whatsapp: "0522 400 1234" })).toEqual({ whatsapp: mobileOnly });
    expect(errorsOf({ whatsapp: "1800 123 4567" })).toEqual({ whatsapp: mobileOnly });
    expect(errorsOf({ whatsapp: "+91 5876 543 210" })).toEqual({ whatsapp: mobileOnly });
  });

  it("take https addresses only", () => {
    expect(errorsOf({ bookingUrl: "http://calendly.com/x" })).toEqual({ bookingUrl: "Enter the booking page address, starting with https://" });
    expect(errorsOf({ bookingUrl: "" })).toEqual({ bookingUrl: "Enter the booking page address, starting with https://" });
    expect(errorsOf({ mapUrl: "javascript:alert(1)" })).toEqual({ mapUrl: "The map address must start with https://" });
    expect(errorsOf({ mapUrl: "" })).toEqual({});
    expect(errorsOf({ social: { ...defaultSiteSettings.social, youtube: "www.youtube.com/@x" } })).toEqual({
      "social.youtube": "The YouTube address must start with https://",
    });
    expect(errorsOf({ social: { ...defaultSiteSettings.social, facebook: "" } })).toEqual({});
  });

  it("take figures as whole numbers with a suffix", () => {
    const [first, second] = defaultSiteSettings.heroFigures;
    expect(errorsOf({ heroFigures: [{ ...first, value: "500+" }, second] })).toEqual({
      "heroFigures.0.value": "Enter the figure as a number, e.g. 500.",
    });
    expect(errorsOf({ heroFigures: [{ ...first, value: 12.5 }, second] })).toEqual({ "heroFigures.0.value": "Enter a whole number, e.g. 500." });
    expect(errorsOf({ heroFigures: [first, { ...second, value: 120 }] })).toEqual({ "heroFigures.1.value": "A percentage can be at most 100." });
    expect(errorsOf({ heroFigures: [{ ...first, suffix: "++" }, second] })).toEqual({
      "heroFigures.0.suffix": 'Use "+", "%", "k", "L", "Cr" (optionally with "+"), or leave it empty.',
    });
    expect(errorsOf({ heroFigures: [{ ...first, label: " " }, second] })).toEqual({
      "heroFigures.0.label": "Enter what the figure counts, e.g. Happy Clients.",
    });
    expect(errorsOf({ statFigures: defaultSiteSettings.statFigures.slice(0, 3) })).toEqual({ statFigures: "The stats band shows 4 figures." });
  });

  it("check the address, hours and logos", () => {
    expect(errorsOf({ address: { ...defaultSiteSettings.address, pincode: "46201" } })).toEqual({
      "address.pincode": "Enter the 6-digit PIN code, e.g. 462011.",
    });
    expect(errorsOf({ hours: [{ from: "Saturday", to: "Monday", closed: false, opens: "09:00", closes: "18:00" }] })).toEqual({
      "hours.0.to": "The last day must come after the first (the week starts on Monday).",
    });
    expect(errorsOf({ hours: [{ from: "Monday", to: "Friday", closed: false, opens: "18:00", closes: "09:00" }] })).toEqual({
      "hours.0.closes": "The closing time must be after the opening time.",
    });
    const key = "site-logos/0b6f1c8e-2d7a-4c3b-9f1e-5a6b7c8d9e0f.png";
    expect(errorsOf({ logos: [{ key, alt: "", href: "" }] })).toEqual({
      "logos.0.alt": "Describe the logo for people who cannot see it, e.g. the company's name.",
    });
    expect(errorsOf({ logos: [{ key: "blog-images/x.png", alt: "Acme", href: "" }] })).toEqual({ "logos.0.key": "Upload the logo again." });
  });
});

describe("the site settings as pages show them", () => {
  it("write the spec's figures and hours as the spec does", () => {
    expect(defaultSiteSettings.heroFigures.map(figureText)).toEqual(["500+", "100%"]);
    expect(figureText({ value: 125000, suffix: "+", label: "x" })).toBe("1,25,000+");
    expect(defaultSiteSettings.hours.map(hoursText)).toEqual([
      { days: "Monday - Saturday", time: "9:00 AM - 6:00 PM" },
      { days: "Sunday", time: "Closed" },
    ]);
    expect(openHoursSentence(defaultSiteSettings)).toBe("Monday to Saturday, 9:00 AM to 6:00 PM");
  });

  it("dial and chat in international form", () => {
    expect(telHref("+91 755 400 1234")).toBe("tel:+917554001234");
    expect(telHref("098765 43210")).toBe("tel:+919876543210");
    expect(telHref("1800 123 4567")).toBe("tel:18001234567");
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
    expect(telHref("ext. 12")).toBeNull();
    expect(whatsappNumber("98765 43210")).toBe("919876543210");
    expect(whatsappNumber("+91 522 400 1234")).toBeNull();
    expect(whatsappNumber("+44 7700 900123")).toBe("447700900123");
  });
});
