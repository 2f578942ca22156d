import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "../schemas/field-errors";
import { callbackForm, contactForm, contactSchema } from "../schemas/inquiry";
import { applicationForm } from "../schemas/application";
import { defineForm, field, fixed, honeypot } from "./define-form";

const required = v.pipe(v.string(), v.nonEmpty("Name is required"));

/** A small form with one entry of every kind. */
const sample = defineForm({
  type: fixed("sample"),
  name: field("text", "Your Name", required),
  topics: field("checkbox-list", "Topics", v.array(v.string())),
  attachment: field("file", "Attachment", v.optional(v.file("Attach a file"), () => new File([], ""))),
  service: field("hidden", "", v.string()),
  website: honeypot(v.optional(v.string(), "")),
  sourcePage: v.optional(v.string(), ""),
});

describe("defineForm", () => {
  it("checks every entry in the order written: fields by their rule, fixed values as literals, added rules as given", () => {
    expect(Object.keys(sample.schema.entries)).toEqual(["type", "name", "topics", "attachment", "service", "website", "sourcePage"]);
    const refused = v.safeParse(sample.schema, { type: "other", name: "", topics: [], service: "tax" });
    expect(refused.success).toBe(false);
    expect(fieldErrors(refused.issues ?? [])).toMatchObject({ name: "Name is required" });
    expect(Object.keys(fieldErrors(refused.issues ?? []))).toEqual(["type", "name"]);
    expect(v.safeParse(sample.schema, { type: "sample", name: "Asha", topics: ["GST"], service: "tax" }).success).toBe(true);
  });

  it("starts every field the visitor edits blank, and each form state gets its own lists", () => {
    const first = sample.initial();
    expect(first).toEqual({ name: "", topics: [], attachment: null, website: "" });
    first.topics.push("GST");
    expect(sample.initial().topics).toEqual([]);
    expect(sample.fields).toEqual(["name", "topics", "attachment", "service", "website"]);
    expect(sample.fixed).toEqual({ type: "sample" });
    expect(sample.field("name").label).toBe("Your Name");
  });

  it("gives the API the state with the page's hidden values and the fixed ones, leaving out a file not chosen", () => {
    const values = { ...sample.initial(), name: "Asha" };
    expect(sample.toInput(values)).toEqual({ type: "sample", service: "", name: "Asha", topics: [], website: "" });
    const file = new File(["%PDF"], "cv.pdf");
    expect(sample.toInput({ ...values, attachment: file }, { service: "tax" })).toEqual({ type: "sample", service: "tax", name: "Asha", topics: [], attachment: file, website: "" });
  });

  it("reads a posted body: text as strings, a checkbox list as its ticked strings, a chosen file, the fixed values", () => {
    const file = new File(["%PDF"], "cv.pdf", { type: "application/pdf" });
    const read = sample.readPosted({ name: ["Asha", "ignored"], topics: "GST", attachment: file, service: "tax", website: "", sourcePage: "/forged", extra: "x" });
    expect(read).toEqual({ type: "sample", name: "Asha", topics: ["GST"], attachment: file, service: "tax", website: "" });
  });

  it("reads what a body lacks as blank, and an empty file (none chosen) as missing", () => {
    const read = sample.readPosted({ type: "forged", topics: ["GST", new File(["x"], "x.txt")], attachment: new File([], "") });
    expect(read).toEqual({ type: "sample", name: "", topics: ["GST"], service: "", website: "" });
    expect("attachment" in read).toBe(false);
  });

  it("shows again only what the visitor typed or ticked: no file, honeypot, hidden input or fixed value", () => {
    const file = new File(["%PDF"], "cv.pdf");
    expect(sample.shownAgain({ type: "sample", name: "Asha", topics: ["GST"], attachment: file, service: "tax", website: "bot", sourcePage: "/x" })).toEqual({
      name: "Asha",
      topics: ["GST"],
    });
  });
});

describe("the public forms' descriptions", () => {
  it("keep the API's messages: the contact schema refuses as it always did", () => {
    const refused = v.safeParse(contactSchema, { type: "contact", name: " ", email: "meera@example", subject: "", message: "" });
    expect(fieldErrors(refused.issues ?? [])).toEqual({
      name: "Name is required",
      email: "Invalid email address",
      subject: "Subject is required",
      message: "Message is required",
    });
  });

  it("read a call-back posted without JavaScript as the JSON API receives it", () => {
    const body = { form: "callback", name: "Nisha", phone: "+91 98260 22222", preferredTime: "morning", email: "", service: "legal-consultancy", subService: "", website: "" };
    const input = callbackForm.readPosted(body);
    expect(input).toEqual({ type: "callback", name: "Nisha", phone: "+91 98260 22222", email: "", preferredTime: "morning", service: "legal-consultancy", subService: "", website: "" });
    expect(v.safeParse(callbackForm.schema, input).success).toBe(true);
    expect(callbackForm.shownAgain(input)).toEqual({ name: "Nisha", phone: "+91 98260 22222", email: "", preferredTime: "morning" });
  });

  it("ask for a résumé when an application was posted with none chosen", () => {
    const input = applicationForm.readPosted({ name: "Sana", email: "sana@example.in", resume: new File([], "") });
    const refused = v.safeParse(applicationForm.schema, input);
    expect(fieldErrors(refused.issues ?? [])).toEqual({ resume: "Attach your résumé as a PDF, DOC or DOCX file." });
  });

  it("label the contact form's fields as the page shows them", () => {
    expect(contactForm.fields.map((name) => contactForm.field(name).label)).toEqual(["Full Name", "Email Address", "Phone Number", "Subject", "Message", ""]);
  });
});
