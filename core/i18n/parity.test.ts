import { describe, expect, it } from "vitest";

/*
 * Every Hindi content module (core/content/hi/) mirrors its English twin: the same exports, and in
 * each the same keys, the same list lengths and the same identifiers, with every phrase translated.
 * Types catch a missing key (core/i18n/translated.ts); this catches what they cannot: a shorter
 * list, a text left in English, a Hindi string our search and the style guide (docs/hindi.md) would
 * trip over.
 */

type Module = Record<string, unknown>;

const english = import.meta.glob<Module>(["../content/**/*.ts", "!../content/hi/**", "!../content/**/*.test.ts"], { eager: true });
const hindi = import.meta.glob<Module>("../content/hi/**/*.ts", { eager: true });

/** The English modules whose Hindi twins are still to be written (issue 32): none may be added. */
const notYetTranslated = [
  "types",
];

const twinPath = (hindiPath: string) => hindiPath.replace("../content/hi/", "../content/");
const nameOf = (englishPath: string) => englishPath.replace("../content/", "").replace(/\.ts$/, "");

/** Keys whose values name things, which a translation keeps (as core/i18n/translated.ts lists them). */
const IDENTIFIER_KEYS = new Set([
  "id", "icon", "kind", "to", "path", "href", "landingPath", "serviceId", "subServiceId", "image", "backgroundImage",
  "gradientFrom", "gradientVia", "gradientTo", "buttonGradient", "textGradient", "accentColor",
]);

/**
 * Objects keyed by text, which a translation translates: the service page's benefits, each linked to
 * its sub-service (core/content/feature-pages.ts). Their values, in order, stay as they are.
 */
const TEXT_KEYED = /^featurePages\.[a-z-]+$/;

/** An English phrase: two Latin words or more, as a sentence or a label has them. */
const ENGLISH_PHRASE = /[A-Za-z]{2,}\s+[a-z]{2,}/;
/** What may stay in English inside Hindi: the brand, and codes of forms and sections. */
const KEPT_IN_ENGLISH = /Vriddhi Business Solutions( LLP)?|Read this page in English|Oops! Page not found/g;

function differences(en: unknown, hi: unknown, at: string, out: string[]): void {
  if (typeof en === "function") {
    if (typeof hi !== "function") out.push(`${at}: a function in English`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(hi)) return void out.push(`${at}: a list in English`);
    if (hi.length !== en.length) out.push(`${at}: ${hi.length} items, English has ${en.length}`);
    en.forEach((item, i) => differences(item, hi[i], `${at}[${i}]`, out));
    return;
  }
  if (en !== null && typeof en === "object") {
    if (hi === null || typeof hi !== "object") return void out.push(`${at}: an object in English`);
    if (TEXT_KEYED.test(at)) {
      if (JSON.stringify(Object.values(hi)) !== JSON.stringify(Object.values(en))) out.push(`${at}: its values differ from English`);
      return;
    }
    const keys = new Set([...Object.keys(en), ...Object.keys(hi)]);
    for (const key of keys) {
      if (!(key in hi)) out.push(`${at}.${key}: missing`);
      else if (!(key in en)) out.push(`${at}.${key}: not in English`);
      else if (IDENTIFIER_KEYS.has(key)) {
        if (JSON.stringify((hi as Module)[key]) !== JSON.stringify((en as Module)[key])) out.push(`${at}.${key}: an identifier, changed`);
      } else differences((en as Module)[key], (hi as Module)[key], `${at}.${key}`, out);
    }
    return;
  }
  if (typeof en === "string") {
    if (typeof hi !== "string") return void out.push(`${at}: a string in English`);
    if (en.trim() !== "" && hi.trim() === "") out.push(`${at}: empty`);
    if (ENGLISH_PHRASE.test(hi.replace(KEPT_IN_ENGLISH, "")) && !/[\u0900-\u097F]/.test(hi)) out.push(`${at}: left in English: "${hi}"`);
    if (hi.normalize("NFC") !== hi) out.push(`${at}: not NFC`);
    if (/[\u0966-\u096F]/.test(hi)) out.push(`${at}: Devanagari digits (docs/hindi.md §4: 0–9)`);
    if (/[\u200B-\u200D\uFEFF\u00A0]/.test(hi)) out.push(`${at}: an invisible character`);
    return;
  }
  if (typeof hi !== typeof en) out.push(`${at}: a ${typeof en} in English`);
}

describe("Hindi content modules", () => {
  it("exist for every English content module but those still listed as untranslated", () => {
    const missing = Object.keys(english)
      .map(nameOf)
      .filter((name) => !notYetTranslated.includes(name) && !(`../content/hi/${name}.ts` in hindi));
    expect(missing).toEqual([]);
    // The list only shrinks: a translated module leaves it.
    expect(notYetTranslated.filter((name) => `../content/hi/${name}.ts` in hindi)).toEqual([]);
  });

  for (const [path, hi] of Object.entries(hindi)) {
    it(`${path.replace("../content/", "")} mirrors its English twin`, () => {
      const en = english[twinPath(path)];
      expect(en, "its English twin").toBeDefined();
      expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
      const out: string[] = [];
      for (const name of Object.keys(en)) differences(en[name], hi[name], name, out);
      expect(out).toEqual([]);
    });
  }
});
