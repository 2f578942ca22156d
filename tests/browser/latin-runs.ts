/**
 * English left on a Hindi page or in a Hindi mail: runs of three or more Latin-script words in the
 * text a visitor reads (issue 47). A Hindi sentence may carry a code, a number or the brand, and
 * docs/hindi.md §2 and §6 name what stays in Latin script; three English words in a row are a
 * sentence or a label nobody translated.
 *
 * The caller passes visible text only: a page's `innerText` without the elements marked `lang="en"`
 * (`hindiVisibleText`), which is how English typed by staff with no Hindi twin, and the language
 * switch, are shown on purpose; a mail's subject and text part.
 */

/** How many Latin words in a row make a run that a Hindi reader should not meet. */
export const RUN_LENGTH = 3;

/**
 * Phrases that stay in Latin script on a Hindi page, whole, wherever they stand. They neither count
 * nor break a run: "Thank you from Vriddhi Business Solutions" is still three English words.
 */
export const ALLOWED_PHRASES: readonly { phrase: string; why: string }[] = [
  { phrase: "Vriddhi Business Solutions", why: "the brand is never translated or transliterated (docs/hindi.md §6)" },
  {
    phrase: "Other calendars",
    why: "Google Calendar's own menu item, as the app shows it, in the Hindi subscription steps (§6: another app's menu items)",
  },
  { phrase: "From URL", why: "Google Calendar's own menu item, as above" },
  { phrase: "Add calendar", why: "Google Calendar's own button, as above" },
];

/**
 * Words that stay in Latin script because clients meet them so on portals and notices (§2, §6):
 * form and return codes with a digit (GSTR-1, GSTR-3B, CMP-08, AOC-4, 26AS, 24Q), section, rule and
 * notification numbers ("139(1)", "12A", "10/2019-Central"), the capital-letter identifiers beside
 * them (KYC in "DIR-3 KYC", PAN, GSTIN, CIN) and the dotted gazette marks ("G.S.R."). These neither
 * count nor break a run, so English around them is still caught.
 */
const CODE = /^(?=[^a-z]*\d)[0-9A-Z]+(?:[-/.()][0-9A-Za-z]*)*$/;
const IDENTIFIERS: ReadonlySet<string> = new Set(["KYC", "PAN", "TAN", "GSTIN", "CIN", "LLPIN", "DIN", "UDYAM", "AIS", "TIS", "G.S.R.", "S.O."]);

/** Addresses are Latin by nature (§6: URLs, email addresses, file names). */
const ADDRESS = /^(?:https?:\/\/|www\.)|@|\.(?:ics|pdf|xml|in|com)$/i;

/**
 * A term in brackets beside the Hindi word it explains, at first use (§2): "कुल टर्नओवर (aggregate
 * turnover)", "डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम (Digital Personal Data Protection Act, 2023)".
 * Only right after a Devanagari word (or an Act's year after it, "अधिनियम, 2023 (…)"), and no
 * longer than an Act's official name: an English
 * sentence in brackets is still a run.
 */
const BRACKETED_TERM = /(?<=[\p{Script=Devanagari}][\p{M}]*(?:,\s\d{4})?\s?)\(([^()\p{Script=Devanagari}\n]*)\)/gu;
const MAX_BRACKETED_WORDS = 10;

const LATIN = /\p{Script=Latin}/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;
/** Punctuation a word carries at either end ("Tax,", "(Act", "now."), not inside ("GSTR-1"). */
const EDGES = /^[\s"'“”‘’([{<.,;:!?…|–—-]+|[\s"'“”‘’)\]}>.,;:!?…|–—-]+$/gu;

type Kind = "latin" | "hindi" | "neutral";

function kindOf(token: string): Kind {
  if (DEVANAGARI.test(token)) return "hindi";
  if (!LATIN.test(token) || ADDRESS.test(token)) return "neutral";
  const word = token.replace(EDGES, "");
  if (word === "" || !LATIN.test(word) || CODE.test(word) || IDENTIFIERS.has(word)) return "neutral";
  return "latin";
}

/** Blanks out what is allowed, keeping every other character where it was. */
function withoutAllowed(line: string, phrases: readonly string[]): string {
  let out = line.replace(BRACKETED_TERM, (match, inside: string) =>
    inside.trim().split(/\s+/).length <= MAX_BRACKETED_WORDS && LATIN.test(inside) ? " ".repeat(match.length) : match,
  );
  for (const phrase of phrases) out = out.split(phrase).join(" ".repeat(phrase.length));
  return out;
}

/**
 * Every run of `RUN_LENGTH` or more Latin-script words in `text`, as it stands there, line by line
 * (a line break ends a run: two English labels one above the other are not a sentence). A Devanagari
 * word ends a run; numbers, codes, addresses, allowed phrases and punctuation neither count nor end
 * one. `alsoAllowed` adds phrases of the test's own, such as a person's name it typed.
 */
export function latinRuns(text: string, alsoAllowed: readonly string[] = []): string[] {
  const phrases = [...ALLOWED_PHRASES.map((entry) => entry.phrase), ...alsoAllowed].sort((a, b) => b.length - a.length);
  const runs: string[] = [];
  for (const line of text.normalize("NFC").split(/\r?\n/)) {
    const blanked = withoutAllowed(line, phrases);
    let run: { start: number; end: number; words: number } | null = null;
    const close = () => {
      if (run && run.words >= RUN_LENGTH) runs.push(line.slice(run.start, run.end).trim());
      run = null;
    };
    for (const match of blanked.matchAll(/\S+/g)) {
      const kind = kindOf(match[0]);
      if (kind === "hindi") close();
      else if (kind === "latin") {
        run ??= { start: match.index, end: 0, words: 0 };
        run.words += 1;
        run.end = match.index + match[0].length;
      }
    }
    close();
  }
  return runs;
}
