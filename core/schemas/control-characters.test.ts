import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { blogSchema } from "./blog";
import { CONTROL_CHARACTERS_MESSAGE, safeDownloadName } from "./common";
import { contactSchema, inquiryReplySchema } from "./inquiry";
import { jobSchema } from "./job";
import { personSchema } from "./person";
import { applicationSchema } from "./application";
import { passkeyNameSchema } from "./passkeys";

const contact = (fields: Record<string, string>) => ({ type: "contact", name: "Asha Verma", email: "asha@example.com", subject: "GST", message: "Hello", ...fields });

/** The messages of `field` when `schema` reads `input`. */
function errorsOf(schema: v.GenericSchema, input: unknown, field: string): string[] {
  const result = v.safeParse(schema, input);
  if (result.success) return [];
  return result.issues.filter((issue) => v.getDotPath(issue) === field).map((issue) => issue.message);
}

/** One of each refused range, at its edges: C0 but TAB/LF/CR, DEL, C1, the bidi embeddings/overrides and isolates. */
const REFUSED_EVERYWHERE: Record<string, string> = {
  "U+0000 NUL": "\u0000",
  "U+0001": "\u0001",
  "U+0008": "\u0008",
  "U+000B": "\u000B",
  "U+000C": "\u000C",
  "U+001B ESC": "\u001B",
  "U+001F": "\u001F",
  "U+007F DEL": "\u007F",
  "U+0080": "\u0080",
  "U+0085 NEL": "\u0085",
  "U+009F": "\u009F",
  "U+202A LRE": "\u202A",
  "U+202B RLE": "\u202B",
  "U+202C PDF": "\u202C",
  "U+202D LRO": "\u202D",
  "U+202E RLO": "\u202E",
  "U+2066 LRI": "\u2066",
  "U+2067 RLI": "\u2067",
  "U+2068 FSI": "\u2068",
  "U+2069 PDI": "\u2069",
};

describe("control characters in text fields", () => {
  for (const [name, ch] of Object.entries(REFUSED_EVERYWHERE)) {
    it(`${name} is refused in a single-line field and in a multi-line one, with the field's message`, () => {
      expect(errorsOf(contactSchema, contact({ name: `Asha${ch}gpj.exe` }), "name")).toEqual([CONTROL_CHARACTERS_MESSAGE]);
      expect(errorsOf(contactSchema, contact({ subject: `GST${ch}return` }), "subject")).toEqual([CONTROL_CHARACTERS_MESSAGE]);
      expect(errorsOf(contactSchema, contact({ message: `Line one\n${ch}line two` }), "message")).toEqual([CONTROL_CHARACTERS_MESSAGE]);
      expect(errorsOf(blogSchema, { title: `Tax${ch}tips`, slug: "tax-tips", excerpt: "x", content: "<p>x</p>", category: "Finance", author: "A", published: false }, "title")).toEqual([
        CONTROL_CHARACTERS_MESSAGE,
      ]);
      expect(errorsOf(inquiryReplySchema, { body: `Dear Asha,\n${ch}thanks` }, "body")).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    });
  }

  it("refuses LF and CR inside a single-line field, and keeps them (and TAB) in a multi-line one", () => {
    for (const ch of ["\n", "\r"]) {
      expect(errorsOf(contactSchema, contact({ name: `Asha${ch}Verma` }), "name")).toEqual([CONTROL_CHARACTERS_MESSAGE]);
      expect(errorsOf(jobSchema, { title: `Audit${ch}Associate`, slug: "a", description: "d", requirements: "r", location: "Bhopal", jobType: "Full-time", published: false }, "title")).toEqual([
        CONTROL_CHARACTERS_MESSAGE,
      ]);
    }
    expect(v.safeParse(contactSchema, contact({ name: "Asha\tVerma", message: "One\r\ntwo\nthree\tfour" })).success).toBe(true);
    expect(errorsOf(personSchema, { title: "Asha", slug: "asha", role: "CA", bio: "Line one\nLine two", published: false }, "bio")).toEqual([]);
  });

  it("accepts Devanagari with ZWJ and ZWNJ, in a name and a message", () => {
    const name = "क्\u200Dष अग्रवाल";
    const message = "नमस्ते,\nमुझे GST पंजीकरण चाहिए। क्\u200Cष";
    const result = v.safeParse(contactSchema, contact({ name, message }));
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({ name, message });
  });

  it("keeps the spec's own messages", () => {
    expect(errorsOf(contactSchema, contact({ name: "" }), "name")).toEqual(["Name is required"]);
    expect(errorsOf(applicationSchema, { name: "Asha\u202Egpj.exe", email: "asha@example.com" }, "name")).toEqual([CONTROL_CHARACTERS_MESSAGE]);
  });
});

/** What the third attack got into names and subjects: direction marks, zero-width and filler characters that render as nothing. */
const INVISIBLE: Record<string, string> = {
  "U+200E LRM": "\u200E",
  "U+200F RLM": "\u200F",
  "U+061C ALM": "\u061C",
  "U+200B ZWSP": "\u200B",
  "U+FEFF BOM": "\uFEFF",
  "U+00AD SHY": "\u00AD",
  "U+2062 INVISIBLE TIMES": "\u2062",
  "U+115F HANGUL CHOSEONG FILLER": "\u115F",
  "U+3164 HANGUL FILLER": "\u3164",
  "U+2060 WORD JOINER": "\u2060",
  "U+E0041 TAG LATIN CAPITAL A": "\u{E0041}",
};

describe("invisible characters in single-line fields", () => {
  for (const [name, ch] of Object.entries(INVISIBLE)) {
    it(`${name} is refused in a name, a subject, a title and a passkey's name, with the field's message`, () => {
      expect(errorsOf(contactSchema, contact({ name: `As${ch}ha` }), "name")).toEqual([CONTROL_CHARACTERS_MESSAGE]);
      expect(errorsOf(contactSchema, contact({ subject: `GST${ch} return` }), "subject")).toEqual([CONTROL_CHARACTERS_MESSAGE]);
      expect(errorsOf(jobSchema, { title: `Audit${ch} Associate`, slug: "a", description: "d", requirements: "r", location: "Bhopal", jobType: "Full-time", published: false }, "title")).toEqual([
        CONTROL_CHARACTERS_MESSAGE,
      ]);
      expect(errorsOf(v.object({ name: passkeyNameSchema }), { name: `Office${ch} laptop` }, "name")).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    });
  }

  it("keeps ZWNJ and ZWJ inside Devanagari, and emoji variation selectors, in a name and a subject", () => {
    const name = "क्\u200Dष अग्रवाल";
    const subject = "क्\u200Cष पंजीकरण ☎\uFE0F";
    const result = v.safeParse(contactSchema, contact({ name, subject }));
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({ name, subject });
  });

  it("trims a BOM at either end as it trims a space, so none is stored", () => {
    expect(v.safeParse(contactSchema, contact({ name: "\uFEFFAsha Verma\uFEFF" })).output).toMatchObject({ name: "Asha Verma" });
  });

  it("leaves a message (several lines) as the visitor pasted it", () => {
    const message = "Hello\u200B,\nplease call\u00AD me";
    expect(v.safeParse(contactSchema, contact({ message })).output).toMatchObject({ message });
  });
});

describe("safeDownloadName", () => {
  it("drops what could disguise or break a file name, and keeps Devanagari and its joiners", () => {
    expect(safeDownloadName("Asha\u202Egpj.exe")).toBe("Asha-gpj.exe");
    expect(safeDownloadName('a/b\\c"d\u0000e\r\nf')).toBe("a-b-c-d-e-f");
    expect(safeDownloadName("क्\u200Dष अग्रवाल")).toBe("क्\u200Dष अग्रवाल");
    expect(safeDownloadName("\u202E\u2066")).toBe("file");
    expect([...safeDownloadName("x".repeat(200))].length).toBe(80);
  });
});
