/**
 * The professional credentials a team member may show on About and under their articles: the
 * designations Indian clients look for (Chartered Accountant, Company Secretary, Cost and
 * Management Accountant, enrolled Advocate) and a few common further ones. A fixed set, so the
 * site never shows a typo'd or invented qualification.
 */
export const credentials = ["CA", "CS", "CMA", "Advocate", "CFA", "MBA", "LLB", "PhD"] as const;

export type Credential = (typeof credentials)[number];

/** Each credential as Hindi pages write it: acronyms as clients say them, in Devanagari (docs/hindi.md §2). */
export const credentialLabelsHi: Record<Credential, string> = {
  CA: "सीए",
  CS: "सीएस",
  CMA: "सीएमए",
  Advocate: "एडवोकेट",
  CFA: "सीएफ़ए",
  MBA: "एमबीए",
  LLB: "एलएलबी",
  PhD: "पीएचडी",
};
