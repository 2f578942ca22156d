import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "../schemas/field-errors";
import { callbackForm, contactForm, enquiryForm, quoteForm } from "../schemas/inquiry";
import { hindiFormText } from "./form-text";

const DEVANAGARI = /[\u0900-\u097F]/;
const long = (n: number) => "क".repeat(n + 1);

/** What visitors get wrong, field by field: blank, malformed, too long, invisible characters. */
const mistakes: Record<string, unknown>[] = [
  {},
  { name: "", email: "", phone: "", subject: "", message: "" },
  { name: "a\u0007", email: "ramesh@", phone: "12", subject: "x\u202E", message: "y\u0000", preferredTime: "night", service: "astrology" },
  { name: long(120), email: `${"a".repeat(250)}@x.in`, phone: "+91 98765", subject: long(200), message: long(5000) },
  { selectedOptions: Array.from({ length: 41 }, (_, i) => `option ${i}`), phone: "98765" },
];

describe("the public forms in Hindi", () => {
  it.each([
    ["contact", contactForm],
    ["enquiry", enquiryForm],
    ["quote", quoteForm],
    ["callback", callbackForm],
  ] as const)("%s: every label and every message its schema can give has Hindi", (kind, form) => {
    const english = new Set<string>();
    // The call-back form's labels come from its own copy, in each language (core/content/callback-form.ts).
    if (kind !== "callback") for (const entry of Object.values(form.entries as Record<string, { label?: string }>)) if (entry.label) english.add(entry.label);
    for (const input of mistakes) {
      // The page always sends its service (a hidden input); a mistake can only be the visitor's.
      const checked = v.safeParse(form.schema, { ...form.fixed, service: "legal-consultancy", ...input });
      if (!checked.success) for (const message of Object.values(fieldErrors(checked.issues))) english.add(message);
    }
    expect(english.size).toBeGreaterThan(5);
    const missing = [...english].filter((text) => !DEVANAGARI.test(hindiFormText(text) ?? ""));
    expect(missing).toEqual([]);
  });

  it("says how long a field may be with the field's Hindi name", () => {
    expect(hindiFormText("Name can be at most 120 characters long.")).toBe("नाम में ज़्यादा से ज़्यादा 120 अक्षर हो सकते हैं।");
    expect(hindiFormText("Nothing we ever say")).toBeNull();
  });
});
