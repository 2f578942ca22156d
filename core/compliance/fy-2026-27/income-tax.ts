import type { Deadline } from "../types";
import { once, rule } from "./rules";
import { SAVED_BY_536, SAVED_BY_536_HI } from "./tds-tcs";

// Income tax: advance tax for tax year 2026-27 (2025 Act), returns for FY 2025-26 (1961 Act).

const ADVANCE_TAX = rule(
  "income-tax",
  {
    form: "Advance tax",
    who: "Anyone whose tax for tax year 2026-27, after TDS, comes to ₹10,000 or more; resident senior citizens without business income are exempt. Businesses declaring presumptive profits under section 58(2) pay it all by 15 March.",
    citation: "Income-tax Act, 2025, s. 408 (liability under s. 404)",
    penalty:
      "Interest of 3% of the shortfall for each of the June, September and December instalments and 1% for March; and 1% a month from 1 April if less than 90% of the tax is paid by 31 March.",
    penaltyCitation: "Income-tax Act, 2025, ss. 425 and 424",
  },
  {
    form: "एडवांस टैक्स",
    who: "हर वह करदाता जिसका कर वर्ष 2026-27 का टैक्स, टीडीएस के बाद, ₹10,000 या ज़्यादा बनता है; बिना कारोबारी आय वाले निवासी वरिष्ठ नागरिकों को छूट है। धारा 58(2) के तहत अनुमानित (presumptive) मुनाफ़ा दिखाने वाले कारोबार पूरा टैक्स 15 मार्च तक भरते हैं।",
    citation: "आयकर अधिनियम, 2025 की धारा 408 (देनदारी धारा 404 के तहत)",
    penalty:
      "जून, सितंबर और दिसंबर की हर किस्त में कमी पर उसका 3% और मार्च की किस्त पर 1% ब्याज; और अगर 31 मार्च तक 90% से कम टैक्स भरा गया, तो 1 अप्रैल से हर महीने 1%।",
    penaltyCitation: "आयकर अधिनियम, 2025 की धारा 425 और 424",
  },
);

const ADVANCE_TAX_INSTALMENTS = [
  { date: "2026-06-15", share: 15 },
  { date: "2026-09-15", share: 45 },
  { date: "2026-12-15", share: 75 },
  { date: "2027-03-15", share: 100 },
];

const ACT_1961 = "Income-tax Act, 1961";
const ACT_1961_HI = "आयकर अधिनियम, 1961";

const RETURN = {
  citation: `${ACT_1961}, s. 139(1), as amended by the Finance Act, 2026; ${SAVED_BY_536}`,
  penalty:
    "Late fee of ₹5,000 (₹1,000 if total income is up to ₹5 lakh), interest of 1% a month on tax unpaid from the due date, and most losses cannot be carried forward.",
  penaltyCitation: `${ACT_1961}, ss. 234F, 234A and 80`,
};
const RETURN_HI = {
  citation: `${ACT_1961_HI} की धारा 139(1), जैसा वित्त अधिनियम, 2026 से संशोधित; ${SAVED_BY_536_HI}`,
  penalty: "₹5,000 लेट फ़ीस (कुल आय ₹5 लाख तक हो तो ₹1,000), अंतिम तारीख से बकाया टैक्स पर हर महीने 1% ब्याज, और ज़्यादातर घाटे आगे के सालों में नहीं ले जा सकते।",
  penaltyCitation: `${ACT_1961_HI} की धारा 234F, 234A और 80`,
};

const itr = (who: string, whoHi: string) => rule("income-tax", { form: "ITR", who, ...RETURN }, { form: "आईटीआर", who: whoHi, ...RETURN_HI });

const TAX_AUDIT_REPORT = rule(
  "income-tax",
  {
    form: "Form 3CA/3CB with 3CD",
    who: "Businesses and professionals whose turnover or receipts for FY 2025-26 crossed the tax-audit limits of section 44AB.",
    citation: `${ACT_1961}, s. 44AB (one month before the 31 October return date); ${SAVED_BY_536}`,
    penalty: "Penalty of 0.5% of turnover or gross receipts, up to ₹1.5 lakh.",
    penaltyCitation: `${ACT_1961}, s. 271B`,
  },
  {
    form: "फ़ॉर्म 3CA/3CB और 3CD",
    who: "वे कारोबार और पेशेवर जिनका वित्त वर्ष 2025-26 का टर्नओवर या प्राप्तियाँ धारा 44AB की टैक्स ऑडिट सीमा से ऊपर रहीं।",
    citation: `${ACT_1961_HI} की धारा 44AB (31 अक्टूबर की रिटर्न की तारीख से एक महीना पहले); ${SAVED_BY_536_HI}`,
    penalty: "टर्नओवर या कुल प्राप्तियों का 0.5% जुर्माना, ज़्यादा से ज़्यादा ₹1.5 लाख।",
    penaltyCitation: `${ACT_1961_HI} की धारा 271B`,
  },
);

const BELATED_RETURN = rule(
  "income-tax",
  {
    form: "ITR",
    who: "Anyone who missed their return's due date for FY 2025-26.",
    citation: `${ACT_1961}, s. 139(4); ${SAVED_BY_536}`,
    penalty: "The late fee and interest above apply; after 31 December 2026 only an updated return, with additional tax, can be filed.",
    penaltyCitation: `${ACT_1961}, ss. 234F, 234A and 139(8A)`,
  },
  {
    form: "आईटीआर",
    who: "हर वह करदाता जिसकी वित्त वर्ष 2025-26 के रिटर्न की अंतिम तारीख निकल गई।",
    citation: `${ACT_1961_HI} की धारा 139(4); ${SAVED_BY_536_HI}`,
    penalty: "ऊपर बताई लेट फ़ीस और ब्याज लगेंगे; 31 दिसंबर 2026 के बाद सिर्फ़ अपडेटेड रिटर्न (updated return) भरा जा सकता है, अतिरिक्त टैक्स के साथ।",
    penaltyCitation: `${ACT_1961_HI} की धारा 234F, 234A और 139(8A)`,
  },
);

const REVISED_RETURN = rule(
  "income-tax",
  {
    form: "ITR",
    who: "Anyone correcting a return already filed for FY 2025-26, before its assessment is completed.",
    citation: `${ACT_1961}, s. 139(5), as amended by the Finance Act, 2026; ${SAVED_BY_536}`,
    penalty:
      "A revision filed after 31 December 2026 costs a fee of ₹1,000 (total income up to ₹5 lakh) or ₹5,000; after 31 March 2027 a mistake can be corrected only by an updated return with additional tax.",
    penaltyCitation: `${ACT_1961}, s. 234-I (inserted by the Finance Act, 2026) and s. 139(8A)`,
  },
  {
    form: "आईटीआर",
    who: "हर वह करदाता जो वित्त वर्ष 2025-26 का दाखिल रिटर्न, उसका निर्धारण (assessment) पूरा होने से पहले, सुधारना चाहता है।",
    citation: `${ACT_1961_HI} की धारा 139(5), जैसा वित्त अधिनियम, 2026 से संशोधित; ${SAVED_BY_536_HI}`,
    penalty:
      "31 दिसंबर 2026 के बाद संशोधन पर ₹1,000 (कुल आय ₹5 लाख तक) या ₹5,000 फ़ीस लगती है; 31 मार्च 2027 के बाद गलती सिर्फ़ अपडेटेड रिटर्न से, अतिरिक्त टैक्स के साथ, सुधारी जा सकती है।",
    penaltyCitation: `${ACT_1961_HI} की धारा 234-I (वित्त अधिनियम, 2026 से जोड़ी गई) और धारा 139(8A)`,
  },
);

export const incomeTax: Deadline[] = [
  ...ADVANCE_TAX_INSTALMENTS.map(({ date, share }) =>
    once(
      `advance-tax-${date.slice(0, 7)}`,
      ADVANCE_TAX,
      [`Advance tax for 2026-27: ${share}% of the year's tax paid by now`, `कर वर्ष 2026-27 का एडवांस टैक्स: अब तक साल के टैक्स का ${share}% जमा`],
      date,
    ),
  ),
  once(
    "itr-non-audit-fy-2025-26",
    itr(
      "Individuals, HUFs and others with no business or professional income and no audit (ITR-1 and ITR-2 filers, mostly).",
      "बिना कारोबारी या पेशेवर आय और बिना ऑडिट वाले व्यक्ति, एचयूएफ़ और दूसरे करदाता (ज़्यादातर ITR-1 और ITR-2 भरने वाले)।",
    ),
    ["Income-tax return for FY 2025-26 (no business income)", "वित्त वर्ष 2025-26 का आयकर रिटर्न (कारोबारी आय के बिना)"],
    "2026-07-31",
  ),
  once(
    "itr-non-audit-business-fy-2025-26",
    itr(
      "People with business or professional income whose accounts need no audit, presumptive-income filers included, and partners of firms that need no audit.",
      "कारोबारी या पेशेवर आय वाले वे करदाता जिनके खातों का ऑडिट ज़रूरी नहीं, अनुमानित आय दिखाने वाले भी, और ऐसी फ़र्मों के पार्टनर जिनका ऑडिट ज़रूरी नहीं।",
    ),
    ["Income-tax return for FY 2025-26 (business, no audit)", "वित्त वर्ष 2025-26 का आयकर रिटर्न (कारोबार, ऑडिट के बिना)"],
    "2026-08-31",
  ),
  once("tax-audit-report-fy-2025-26", TAX_AUDIT_REPORT, ["Tax audit report for FY 2025-26", "वित्त वर्ष 2025-26 की टैक्स ऑडिट रिपोर्ट"], "2026-09-30"),
  once(
    "itr-audit-fy-2025-26",
    itr(
      "Companies, and businesses, firms and their partners whose accounts are audited under the Income-tax Act or another law.",
      "कंपनियाँ, और वे कारोबार, फ़र्में और उनके पार्टनर जिनके खातों का ऑडिट आयकर अधिनियम या किसी दूसरे कानून के तहत होता है।",
    ),
    ["Income-tax return for FY 2025-26 (audited accounts)", "वित्त वर्ष 2025-26 का आयकर रिटर्न (ऑडिट वाले खाते)"],
    "2026-10-31",
  ),
  once(
    "itr-transfer-pricing-fy-2025-26",
    itr(
      "Businesses with international or specified domestic transactions that must file a transfer-pricing report (Form 3CEB, due a month earlier) under section 92E.",
      "अंतरराष्ट्रीय या निर्दिष्ट घरेलू लेन-देन वाले वे कारोबार जिन्हें धारा 92E के तहत ट्रांसफ़र प्राइसिंग रिपोर्ट (फ़ॉर्म 3CEB, जिसकी अंतिम तारीख एक महीना पहले है) दाखिल करनी है।",
    ),
    ["Income-tax return for FY 2025-26 (transfer pricing)", "वित्त वर्ष 2025-26 का आयकर रिटर्न (ट्रांसफ़र प्राइसिंग)"],
    "2026-11-30",
  ),
  once("itr-belated-fy-2025-26", BELATED_RETURN, ["Belated income-tax return for FY 2025-26", "वित्त वर्ष 2025-26 का देर से भरा आयकर रिटर्न (belated return)"], "2026-12-31"),
  once("itr-revised-fy-2025-26", REVISED_RETURN, ["Revised income-tax return for FY 2025-26", "वित्त वर्ष 2025-26 का संशोधित आयकर रिटर्न (revised return)"], "2027-03-31"),
];
