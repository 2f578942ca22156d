import type { Deadline } from "../types";
import { each, once, rule, TAX_YEAR_MONTHS, TAX_YEAR_QUARTERS_1_TO_3 } from "./rules";

// TDS and TCS: the Income-tax Act, 2025 from April 2026; the 1961 Act for March 2026 and before.

const TDS_WHO = "Everyone with a TAN who deducted or collected tax at source in the period: businesses, firms, companies and other deductors.";
const TDS_WHO_HI = "इस अवधि में स्रोत पर टैक्स काटने या वसूलने वाला हर टैन (TAN) धारक: कारोबार, फ़र्में, कंपनियाँ और दूसरे कटौतीकर्ता।";

const TDS_DEPOSIT_2025 = rule(
  "tds-tcs",
  {
    form: "TDS/TCS challan",
    who: `${TDS_WHO} Government offices paying without a challan deposit on the day itself.`,
    citation: "Income-tax Act, 2025, s. 397(3)(a); Income-tax Rules, 2026, rule 218",
    penalty:
      "Interest of 1% a month from when the tax should have been deducted or collected until it is, and 1.5% a month from then until it is paid; the deductor is an assessee in default.",
    penaltyCitation: "Income-tax Act, 2025, s. 398(1) and (3)",
  },
  {
    form: "टीडीएस/टीसीएस चालान",
    who: `${TDS_WHO_HI} बिना चालान भुगतान करने वाले सरकारी दफ़्तर उसी दिन जमा करते हैं।`,
    citation: "आयकर अधिनियम, 2025 की धारा 397(3)(a); आयकर नियम, 2026 का नियम 218",
    penalty:
      "टैक्स जब काटा या वसूला जाना था तब से कटने तक हर महीने 1% ब्याज, और उसके बाद जमा होने तक हर महीने 1.5%; कटौतीकर्ता को चूककर्ता करदाता (assessee in default) माना जाता है।",
    penaltyCitation: "आयकर अधिनियम, 2025 की धारा 398(1) और (3)",
  },
);

const STATEMENT_2025 = {
  citation: "Income-tax Act, 2025, s. 397(3)(b); Income-tax Rules, 2026",
  penalty: "Fee of ₹200 a day until the statement is filed, up to the tax deducted or collected, paid before filing.",
  penaltyCitation: "Income-tax Act, 2025, s. 427",
};
const STATEMENT_2025_HI = {
  citation: "आयकर अधिनियम, 2025 की धारा 397(3)(b); आयकर नियम, 2026",
  penalty: "स्टेटमेंट दाखिल होने तक रोज़ ₹200 फ़ीस, ज़्यादा से ज़्यादा काटे या वसूले गए टैक्स जितनी; यह दाखिल करने से पहले चुकानी होती है।",
  penaltyCitation: "आयकर अधिनियम, 2025 की धारा 427",
};

const TDS_STATEMENT_2025 = rule(
  "tds-tcs",
  {
    form: "Form 138 / 140 / 144",
    who: `${TDS_WHO} Form 138 for salaries, 140 for other payments to residents, 144 for payments to non-residents.`,
    ...STATEMENT_2025,
  },
  {
    form: "फ़ॉर्म 138 / 140 / 144",
    who: `${TDS_WHO_HI} वेतन के लिए फ़ॉर्म 138, निवासियों को बाकी भुगतानों के लिए 140, और अनिवासियों को भुगतान के लिए 144।`,
    ...STATEMENT_2025_HI,
  },
);

const TCS_STATEMENT_2025 = rule(
  "tds-tcs",
  { form: "Form 143", who: "Sellers and others who collected tax at source (TCS) in the quarter.", ...STATEMENT_2025 },
  { form: "फ़ॉर्म 143", who: "तिमाही में स्रोत पर टैक्स (टीसीएस) वसूलने वाले विक्रेता और दूसरे लोग।", ...STATEMENT_2025_HI },
);

/** The 1961 Act still governs tax deducted or collected in March 2026, which is paid in April. */
export const SAVED_BY_536 = "saved for FY 2025-26 by s. 536 of the Income-tax Act, 2025";
export const SAVED_BY_536_HI = "वित्त वर्ष 2025-26 के लिए आयकर अधिनियम, 2025 की धारा 536 के तहत लागू";

const TDS_DEPOSIT_MARCH_2026 = rule(
  "tds-tcs",
  {
    form: "TDS challan",
    who: `${TDS_WHO} Tax deducted in March has until 30 April.`,
    citation: `Income-tax Act, 1961, s. 200(1); Income-tax Rules, 1962, rule 30(2)(a); ${SAVED_BY_536}`,
    penalty: "Interest of 1.5% a month from deduction until payment; the deductor is an assessee in default.",
    penaltyCitation: "Income-tax Act, 1961, s. 201(1) and (1A)",
  },
  {
    form: "टीडीएस चालान",
    who: `${TDS_WHO_HI} मार्च में काटा गया टैक्स 30 अप्रैल तक जमा हो सकता है।`,
    citation: `आयकर अधिनियम, 1961 की धारा 200(1); आयकर नियम, 1962 का नियम 30(2)(a); ${SAVED_BY_536_HI}`,
    penalty: "कटौती से भुगतान तक हर महीने 1.5% ब्याज; कटौतीकर्ता को चूककर्ता करदाता माना जाता है।",
    penaltyCitation: "आयकर अधिनियम, 1961 की धारा 201(1) और (1A)",
  },
);

const TCS_DEPOSIT_MARCH_2026 = rule(
  "tds-tcs",
  {
    form: "TCS challan",
    who: "Sellers and others who collected tax at source (TCS) in March 2026: unlike TDS, March's TCS keeps the seven-day limit.",
    citation: `Income-tax Act, 1961, s. 206C(3); Income-tax Rules, 1962, rule 37CA(1); ${SAVED_BY_536}`,
    penalty: "Interest of 1% a month until the tax is paid.",
    penaltyCitation: "Income-tax Act, 1961, s. 206C(7)",
  },
  {
    form: "टीसीएस चालान",
    who: "मार्च 2026 में स्रोत पर टैक्स (टीसीएस) वसूलने वाले विक्रेता और दूसरे लोग: टीडीएस से अलग, मार्च के टीसीएस पर भी 7 दिन की सीमा लागू है।",
    citation: `आयकर अधिनियम, 1961 की धारा 206C(3); आयकर नियम, 1962 का नियम 37CA(1); ${SAVED_BY_536_HI}`,
    penalty: "टैक्स जमा होने तक हर महीने 1% ब्याज।",
    penaltyCitation: "आयकर अधिनियम, 1961 की धारा 206C(7)",
  },
);

const STATEMENT_1961 = {
  penalty: "Fee of ₹200 a day until the statement is filed, up to the tax deducted or collected; a penalty of ₹10,000 to ₹1 lakh if it is more than a year late.",
  penaltyCitation: "Income-tax Act, 1961, ss. 234E and 271H",
};
const STATEMENT_1961_HI = {
  penalty: "स्टेटमेंट दाखिल होने तक रोज़ ₹200 फ़ीस, ज़्यादा से ज़्यादा काटे या वसूले गए टैक्स जितनी; एक साल से ज़्यादा देरी पर ₹10,000 से ₹1 लाख तक जुर्माना।",
  penaltyCitation: "आयकर अधिनियम, 1961 की धारा 234E और 271H",
};

const TDS_STATEMENT_Q4_2025_26 = rule(
  "tds-tcs",
  {
    form: "Form 24Q / 26Q / 27Q",
    who: `${TDS_WHO} The last statements under the 1961 Act and its forms.`,
    citation: `Income-tax Act, 1961, s. 200(3); Income-tax Rules, 1962, rule 31A; ${SAVED_BY_536}`,
    ...STATEMENT_1961,
  },
  {
    form: "फ़ॉर्म 24Q / 26Q / 27Q",
    who: `${TDS_WHO_HI} 1961 के अधिनियम और उसके फ़ॉर्मों के तहत आखिरी स्टेटमेंट।`,
    citation: `आयकर अधिनियम, 1961 की धारा 200(3); आयकर नियम, 1962 का नियम 31A; ${SAVED_BY_536_HI}`,
    ...STATEMENT_1961_HI,
  },
);

const TCS_STATEMENT_Q4_2025_26 = rule(
  "tds-tcs",
  {
    form: "Form 27EQ",
    who: "Sellers and others who collected tax at source (TCS) in January–March 2026.",
    citation: `Income-tax Act, 1961, s. 206C(3), proviso; Income-tax Rules, 1962, rule 31AA; ${SAVED_BY_536}`,
    ...STATEMENT_1961,
  },
  {
    form: "फ़ॉर्म 27EQ",
    who: "जनवरी–मार्च 2026 में स्रोत पर टैक्स (टीसीएस) वसूलने वाले विक्रेता और दूसरे लोग।",
    citation: `आयकर अधिनियम, 1961 की धारा 206C(3) का परंतुक; आयकर नियम, 1962 का नियम 31AA; ${SAVED_BY_536_HI}`,
    ...STATEMENT_1961_HI,
  },
);

/**
 * April 2026 to February 2027 are deposited by the 7th of the next month. March 2027's TDS is due
 * on 30 April 2027 and its TCS on 7 April 2027, both in the next year, so neither is listed here.
 */
const DEPOSIT_MONTHS = TAX_YEAR_MONTHS.filter((p) => !p.key.endsWith("-03"));

export const tdsTcs: Deadline[] = [
  once("tcs-deposit-2026-03", TCS_DEPOSIT_MARCH_2026, ["TCS deposit for March 2026", "मार्च 2026 के टीसीएस का भुगतान"], "2026-04-07"),
  once("tds-deposit-2026-03", TDS_DEPOSIT_MARCH_2026, ["TDS deposit for March 2026", "मार्च 2026 के टीडीएस का भुगतान"], "2026-04-30"),
  once("tcs-statement-fy-2025-26-q4", TCS_STATEMENT_Q4_2025_26, ["TCS statement for January–March 2026", "जनवरी–मार्च 2026 तिमाही का टीसीएस स्टेटमेंट"], "2026-05-15"),
  once("tds-statement-fy-2025-26-q4", TDS_STATEMENT_Q4_2025_26, ["TDS statements for January–March 2026", "जनवरी–मार्च 2026 तिमाही के टीडीएस स्टेटमेंट"], "2026-05-31"),
  ...each("tds-tcs-deposit", TDS_DEPOSIT_2025, DEPOSIT_MONTHS, 7, (p) => [`TDS and TCS deposit for ${p.en}`, `${p.hi} के टीडीएस और टीसीएस का भुगतान`]),
  ...each("tds-statement", TDS_STATEMENT_2025, TAX_YEAR_QUARTERS_1_TO_3, 31, (p) => [`TDS statements for ${p.en}`, `${p.hi} तिमाही के टीडीएस स्टेटमेंट`]),
  ...each("tcs-statement", TCS_STATEMENT_2025, TAX_YEAR_QUARTERS_1_TO_3, 15, (p) => [`TCS statement for ${p.en}`, `${p.hi} तिमाही का टीसीएस स्टेटमेंट`]),
];
