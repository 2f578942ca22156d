import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { defaultSiteSettings } from "../content/site-defaults";
import { applicationSchema } from "./application";
import { callbackSchema, contactSchema, enquirySchema, quoteSchema } from "./inquiry";
import { privacyLookupSchema, privacyRequestSchema } from "./privacy";
import { siteSettingsSchema } from "./site-settings";

/** "+91 98765 43210" as a Hindi keyboard types it, and as Android contacts copy it (FSI…PDI, an LRM inside). */
const DEVANAGARI = "+९१ ९८७६५ ४३२१०";
const COPIED = "\u2068+91 98765\u200E 43210\u2069";
const STORED = "+91 98765 43210";

const contact = { type: "contact", name: "Asha Verma", email: "asha@example.com", subject: "GST", message: "Hello" };
const enquiry = { type: "service_enquiry", name: "Asha Verma", email: "asha@example.com", service: "legal-consultancy" };
const callback = { type: "callback", name: "आशा वर्मा" };
const resume = new File(["%PDF-1.7"], "asha.pdf", { type: "application/pdf" });

/** Every phone field of the product: a schema, the input around the number, and where the checked number is. */
const PHONE_FIELDS: [string, v.GenericSchema, (phone: string) => unknown, (output: never) => unknown][] = [
  ["contact form", contactSchema, (phone) => ({ ...contact, phone }), (o: { phone: string }) => o.phone],
  ["service enquiry", enquirySchema, (phone) => ({ ...enquiry, phone }), (o: { phone: string }) => o.phone],
  ["quote", quoteSchema, (phone) => ({ ...enquiry, type: "quote", phone }), (o: { phone: string }) => o.phone],
  ["call-back request", callbackSchema, (phone) => ({ ...callback, phone }), (o: { phone: string }) => o.phone],
  ["job application", applicationSchema, (phone) => ({ name: "Asha", email: "asha@example.com", phone, resume }), (o: { phone: string }) => o.phone],
  ["Settings → Site phones", siteSettingsSchema, (phone) => ({ ...defaultSiteSettings, phones: [phone] }), (o: { phones: string[] }) => o.phones[0]],
  ["Settings → Site WhatsApp", siteSettingsSchema, (whatsapp) => ({ ...defaultSiteSettings, whatsapp }), (o: { whatsapp: string }) => o.whatsapp],
  ["privacy request", privacyRequestSchema, (phone) => ({ phone }), (o: { phone: string }) => o.phone],
];

describe("every phone field", () => {
  for (const [name, schema, input, phoneOf] of PHONE_FIELDS) {
    it(`${name}: takes Devanagari digits and a copied number with direction marks, as ASCII digits`, () => {
      for (const typed of [DEVANAGARI, COPIED]) {
        const result = v.safeParse(schema, input(typed));
        expect(result.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`) ?? [], `${name} ${JSON.stringify(typed)}`).toEqual([]);
        expect(phoneOf(result.output as never), name).toBe(STORED);
      }
    });
  }

  it("the privacy screen's one field takes the number in any digits too", () => {
    expect(v.is(privacyLookupSchema, { subject: DEVANAGARI })).toBe(true);
    expect(v.is(privacyLookupSchema, { subject: COPIED })).toBe(true);
  });

  it("still refuses what is no number once read, and a hidden character that is no direction mark", () => {
    expect(v.is(callbackSchema, { ...callback, phone: "+४४ २० ७९४६ ०९५८" })).toBe(false);
    expect(v.is(contactSchema, { ...contact, phone: "९८७६५ ABC" })).toBe(false);
    expect(v.is(callbackSchema, { ...callback, phone: "98765\u200B43210" })).toBe(false);
    expect(v.is(callbackSchema, { ...callback, phone: "\u200E\u200F" })).toBe(false);
  });
});
