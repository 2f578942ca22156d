import { describe, expect, it } from "vitest";
import { normalizePhone, parseIndianNumber, withoutDirectionMarks } from "../schemas/phone-number";
import { formatPhone, phoneKey } from "./phone";

describe("formatPhone", () => {
  it("writes an Indian mobile one way, however it was typed", () => {
    for (const typed of ["098765 43210", "9876543210", "+91 98765-43210", "91 98765 43210", " (+91) 98765 43210 "]) expect(formatPhone(typed)).toBe("+91 98765 43210");
  });

  it("writes landlines in international form and toll-free numbers as dialled", () => {
    expect(formatPhone("011-2345 6789")).toBe("+91 1123456789");
    expect(formatPhone("1800-123-4567")).toBe("1800 123 4567");
  });

  it("leaves a number it cannot read as typed", () => {
    expect(formatPhone("+44 20 7946 0958")).toBe("+44 20 7946 0958");
    expect(formatPhone("ext. 12 (ask for Om)")).toBe("ext. 12 (ask for Om)");
    expect(formatPhone("12345")).toBe("12345");
  });
});

describe("normalizePhone", () => {
  it("writes the decimal digits of any script as ASCII digits, keeping the layout", () => {
    const typed: Record<string, string> = {
      Devanagari: "+९१ ९८७६५ ४३२१०",
      Bengali: "+৯১ ৯৮৭৬৫ ৪৩২১০",
      Gurmukhi: "+੯੧ ੯੮੭੬੫ ੪੩੨੧੦",
      Gujarati: "+૯૧ ૯૮૭૬૫ ૪૩૨૧૦",
      Odia: "+୯୧ ୯୮୭୬୫ ୪୩୨୧୦",
      Tamil: "+௯௧ ௯௮௭௬௫ ௪௩௨௧௦",
      Telugu: "+౯౧ ౯౮౭౬౫ ౪౩౨౧౦",
      Kannada: "+೯೧ ೯೮೭೬೫ ೪೩೨೧೦",
      Malayalam: "+൯൧ ൯൮൭൬൫ ൪൩൨൧൦",
      "Arabic-Indic": "+٩١ ٩٨٧٦٥ ٤٣٢١٠",
      "Extended Arabic-Indic (Urdu)": "+۹۱ ۹۸۷۶۵ ۴۳۲۱۰",
      "full-width": "+９１ ９８７６５ ４３２１０",
      // Five runs of ten back to back (bold, double-struck, sans-serif, sans-serif bold, monospace).
      "mathematical double-struck": "+𝟡𝟙 𝟡𝟠𝟟𝟞𝟝 𝟜𝟛𝟚𝟙𝟘",
      "mathematical monospace": "+𝟿𝟷 𝟿𝟾𝟽𝟼𝟻 𝟺𝟹𝟸𝟷𝟶",
      "mixed scripts": "+९1 98७६5 ४3२1०",
    };
    for (const [script, number] of Object.entries(typed)) expect(normalizePhone(number), script).toBe("+91 98765 43210");
    expect(normalizePhone("0755-400 1234")).toBe("0755-400 1234");
  });

  it("drops the direction marks a copied number carries, and nothing else", () => {
    for (const mark of ["\u200E", "\u200F", "\u061C", "\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"]) {
      expect(normalizePhone(`${mark}+91 98765 43210${mark}`), `U+${mark.codePointAt(0)!.toString(16).toUpperCase()}`).toBe("+91 98765 43210");
    }
    // Android contacts and WhatsApp: "\u2068+91 98765 43210\u2069", "\u202A+91 98765 43210\u202C", LRM between the groups.
    expect(normalizePhone("\u2068+९१ ९८७६५\u200E ४३२१०\u2069")).toBe("+91 98765 43210");
    // A zero-width space is no direction mark: it stays, for the field's own check to refuse.
    expect(normalizePhone("98765\u200B43210")).toBe("98765\u200B43210");
  });

  it("is what the number reads as everywhere: a Devanagari number dials and is recognised like its ASCII twin", () => {
    const devanagari = normalizePhone("\u200F०९८७६५ ४३२१०");
    expect(parseIndianNumber(devanagari)).toEqual({ national: "9876543210", kind: "mobile" });
    expect(phoneKey(devanagari)).toBe(phoneKey("+91 98765 43210"));
  });
});

describe("withoutDirectionMarks", () => {
  it("keeps the number as written, only without the invisible marks", () => {
    expect(withoutDirectionMarks(" \u2068+९१ ९८७६५ ४३२१०\u2069 ")).toBe("+९१ ९८७६५ ४३२१०");
  });
});
