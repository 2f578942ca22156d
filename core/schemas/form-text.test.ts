import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "./field-errors";
import { callbackForm, contactForm, enquiryForm, quoteForm } from "./inquiry";
import { applicationForm, MAX_RESUME_BYTES } from "./application";
import type { PostedBody } from "../forms/define-form";
import { reminderForm } from "./compliance";
import { parseRegistrationParams } from "../tools/gst-registration-params";
import { type Query, parseEmiParams, parseGstParams } from "../tools/tool-params";
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
  // A résumé that is empty, too large or named to reach a folder (the other forms have no such field).
  { resume: new File([], "cv.pdf") },
  { resume: new File([new Uint8Array(MAX_RESUME_BYTES + 1)], "cv.pdf") },
  { resume: new File(["%PDF"], '../cv".pdf') },
];

describe("the public forms in Hindi", () => {
  it.each([
    ["contact", contactForm],
    ["enquiry", enquiryForm],
    ["quote", quoteForm],
    ["callback", callbackForm],
    ["application", applicationForm],
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

  it("free tools: the reminder form's labels, and every message it and the tools' readers of a query can give, have Hindi", () => {
    const english = new Set<string>(Object.values(reminderForm.entries as Record<string, { label?: string }>).flatMap((entry) => (entry.label ? [entry.label] : [])));
    // Blank, malformed, out of range and unknown answers, and the reminder form's kinds and days.
    const queries: Query[] = [
      { amount: "", rate: "", tenure: "", supplies: "", state: "" },
      { amount: "abc", rate: "7", custom: "", supply: "north", unit: "weeks", tenure: "5", rate2: "x", supplies: "land", interstate: "maybe", ecommerce: "maybe", excluded: "maybe", state: "atlantis" },
      { amount: "1.234", rate: "custom", custom: "101", tenure: "0", unit: "years", supplies: "goods" },
      { amount: "0", rate: "60", tenure: "361", unit: "months" },
      { amount: "99999999999", rate: "10.555" },
    ];
    for (const query of queries) {
      for (const result of [parseGstParams(query, "2026-11-27"), parseEmiParams(query), parseRegistrationParams(query)]) {
        if (!result.ok) for (const message of Object.values(result.errors)) english.add(message as string);
      }
    }
    // As a post reads them: no box ticked, an unknown kind, days not offered, a bad or missing address.
    const bodies: PostedBody[] = [{}, { email: "ramesh@", kinds: "astrology", leadDays: "2" }, { email: `${"a".repeat(250)}@x.in`, kinds: ["gst", "x\u0007"] }];
    for (const body of bodies) {
      const checked = v.safeParse(reminderForm.schema, reminderForm.readPosted(body));
      if (!checked.success) for (const message of Object.values(fieldErrors(checked.issues))) english.add(message);
    }
    expect(english.size).toBeGreaterThan(15);
    expect([...english].filter((text) => !DEVANAGARI.test(hindiFormText(text) ?? ""))).toEqual([]);
  });

  it("says how long a field may be with the field's Hindi name", () => {
    expect(hindiFormText("Name can be at most 120 characters long.")).toBe("नाम में ज़्यादा से ज़्यादा 120 अक्षर हो सकते हैं।");
    expect(hindiFormText("Nothing we ever say")).toBeNull();
  });
});
