import type * as en from "../tool-results";
import type { Translated } from "../../i18n/translated";
import { formatRupees } from "../../format/rupees";
import type { IndianStateId } from "../../taxonomies/indian-states";
import type { GstInput, GstResult } from "../../tools/gst";
import { GOODS_TWENTY_LAKH_STATES, type RegistrationAnswer, type RegistrationInput, type RegistrationRuleId, sectionLimit, turnoverText } from "../../tools/gst-registration";
import { PAISE_PER_RUPEE, formatPaise } from "../../tools/money";
import { type EmiOutcome, percentText, roundOffText } from "../../tools/summaries";
import type { EmiParams } from "../../tools/tool-params";

/*
 * Where the free tools' rules and rates are written, in Hindi (docs/hindi.md §7: अधिनियम, धारा,
 * अधिसूचना, परंतुक): "सीजीएसटी अधिनियम, 2017 की धारा 2(6)", "(1 अप्रैल 2019 से)". A notification's
 * number stays as the Gazette prints it ("अधिसूचना 10/2019-Central Tax"), and so do section and
 * schedule numbers, as clients look them up by them. The English are the citations of
 * core/tools/gst-registration.ts and gst-rates.ts; each line here says the same, date for date.
 */

const SECTION_22 = "सीजीएसटी अधिनियम, 2017 की धारा 22(1)";
const SPECIAL_CATEGORY = "धारा 22 के स्पष्टीकरण का खंड (iii), जैसा सीजीएसटी (संशोधन) अधिनियम, 2018 ने उसे बदला (1 फ़रवरी 2019 से)";

/** Each registration rule's citation, by its id. */
const ruleCitations: Record<RegistrationRuleId, string> = {
  "aggregate-turnover": "सीजीएसटी अधिनियम, 2017 की धारा 2(6)",
  "goods-40-lakh":
    "अधिसूचना 10/2019-Central Tax, 7 मार्च 2019 (1 अप्रैल 2019 से), सीजीएसटी अधिनियम की धारा 23(2) के तहत, जिसे अधिसूचना 03/2022-Central Tax, 31 मार्च 2022 ने बदला (ईंटें और टाइलें, 1 अप्रैल 2022 से)",
  "threshold-20-lakh": `${SECTION_22}, साथ में ${SPECIAL_CATEGORY}`,
  "threshold-10-lakh": `सीजीएसटी अधिनियम, 2017 की धारा 22(1) का पहला परंतुक, साथ में ${SPECIAL_CATEGORY}`,
  "inter-state-goods": "सीजीएसटी अधिनियम, 2017 की धारा 24(i)",
  "inter-state-services":
    "अधिसूचना 10/2017-Integrated Tax, 13 अक्टूबर 2017, सीजीएसटी अधिनियम की धारा 23(2) के तहत, जिसे अधिसूचना 03/2019-Integrated Tax, 29 जनवरी 2019 ने बदला",
  "ecommerce-enrolment": "अधिसूचना 34/2023-Central Tax, 31 जुलाई 2023 (1 अक्टूबर 2023 से), सीजीएसटी अधिनियम की धारा 23(2) के तहत",
  "ecommerce-compulsory": "सीजीएसटी अधिनियम, 2017 की धारा 24(ix)",
};

/** The section behind the compulsory cases the check does not ask about. */
const otherCasesCitation = "सीजीएसटी अधिनियम, 2017 की धारा 24";

const GOODS_2025 = "अधिसूचना 9/2025-Central Tax (Rate), 17 सितंबर 2025 (माल)";
const SERVICES_2025 = "अधिसूचना 11/2017-Central Tax (Rate), जिसे अधिसूचना 15/2025-Central Tax (Rate), 17 सितंबर 2025 ने बदला (सेवाएँ)";

/** Each GST rate's notifications, by the rate ("18"). */
const rateCitations: Record<string, string> = {
  "0": "अधिसूचना 10/2025-Central Tax (Rate), 17 सितंबर 2025 (छूट वाला माल); अधिसूचना 12/2017-Central Tax (Rate), जिसे अधिसूचना 16/2025-Central Tax (Rate), 17 सितंबर 2025 ने बदला (छूट वाली सेवाएँ)",
  "5": `${GOODS_2025}; ${SERVICES_2025}`,
  "18": `${GOODS_2025}; ${SERVICES_2025}`,
  "28": `${GOODS_2025}, अनुसूची VII; अधिसूचना 19/2025-Central Tax (Rate), 31 दिसंबर 2025 ने इसे हटाया`,
  "40": `${GOODS_2025}, जिसे अधिसूचना 19/2025-Central Tax (Rate), 31 दिसंबर 2025 ने बदला (1 फ़रवरी 2026 से); ${SERVICES_2025}`,
  "0.25": `${GOODS_2025}, अनुसूची V`,
  "3": `${GOODS_2025}, अनुसूची IV`,
};

/** "5 साल", "18 महीने", "1 महीना". */
const tenure = (months: number) => (months % 12 === 0 ? `${months / 12} साल` : months === 1 ? "1 महीना" : `${months} महीने`);

/** "₹245.18 कम" or "₹245.18 ज़्यादा": a difference of b from a, in paise. */
const difference = (paise: number) => (paise === 0 ? "कोई अंतर नहीं" : `${formatPaise(Math.abs(paise))} ${paise < 0 ? "कम" : "ज़्यादा"}`);

/** How the tax on a GST result splits: "सीजीएसटी ₹90.00 और एसजीएसटी ₹90.00", or "आईजीएसटी ₹180.00". */
const gstSplit = (input: GstInput, result: GstResult) =>
  input.interState ? `आईजीएसटी ${formatPaise(result.igst)}` : `सीजीएसटी ${formatPaise(result.cgst)} और एसजीएसटी ${formatPaise(result.sgst)}`;

/** The GST calculator's result. */
export const gstResultText: Translated<typeof en.gstResultText> = {
  input: (input) =>
    `${formatPaise(input.amountPaise)}, ${input.inclusive ? "जीएसटी सहित" : "जीएसटी से पहले"}, ${percentText(input.ratePercent)} पर, ${input.interState ? "दूसरे राज्य में" : "राज्य के अंदर"}`,
  summary: (input, result) => {
    const roundOff = result.roundOff === 0 ? "" : `, राउंड ऑफ़ ${roundOffText(result.roundOff)}`;
    return `इनवॉइस की कुल रकम ${formatPaise(result.total)}: टैक्स योग्य मूल्य ${formatPaise(result.base)}, और ${percentText(input.ratePercent)} पर ${gstSplit(input, result)}${roundOff}।`;
  },
  enquiryNote: (input, result) => {
    const amount = formatPaise(input.amountPaise);
    const rate = percentText(input.ratePercent);
    const what = input.inclusive ? `${amount} में शामिल ${rate} जीएसटी (कीमत जीएसटी सहित` : `${amount} पर ${rate} जीएसटी (कीमत जीएसटी से पहले की`;
    const supply = input.interState ? "सप्लाई दूसरे राज्य में" : "सप्लाई राज्य के अंदर";
    return `जीएसटी कैलकुलेटर से: ${what}, ${supply})। टैक्स योग्य मूल्य ${formatPaise(result.base)}, जीएसटी ${formatPaise(result.tax)}, इनवॉइस की कुल रकम ${formatPaise(result.total)}।`;
  },
  rateLabels: {
    "0": "0% (शून्य या छूट)",
    "5": "5% (रियायती दर)",
    "18": "18% (मानक दर)",
    "28": "28% (तंबाकू और पान मसाला, 31 जनवरी 2026 तक)",
    "40": "40% (हानिकारक और विलासिता वाला सामान)",
    "0.25": "0.25% (कच्चे हीरे और कीमती पत्थर)",
    "3": "3% (सोना, चाँदी और आभूषण)",
  },
  rateCitations,
};

/** "₹10,00,000.00, सालाना 10% ब्याज पर, 5 साल के लिए". */
const loanText = (params: EmiParams) => `${formatPaise(params.principalPaise)}, सालाना ${percentText(params.annualRatePercent)} ब्याज पर, ${tenure(params.months)} के लिए`;

/** The EMI calculator's result. */
export const emiResultText: Translated<typeof en.emiResultText> = {
  loan: loanText,
  compareCaption: (params) => `${formatPaise(params.principalPaise)}, ${tenure(params.months)} के लिए, 2 दरों पर`,
  atRate: (rate) => `${percentText(rate)} पर`,
  scheduleCaption: (params) => `${loanText(params)}, रुपए में`,
  compareNote: (rate, emiRupees, differencePaise) => `सालाना ${percentText(rate)} पर: हर महीने ${formatRupees(emiRupees)}, यानी ${difference(differencePaise)}।`,
  difference,
  summary: ({ params, loan, comparison }: EmiOutcome) => {
    const own = `ईएमआई हर महीने ${formatRupees(loan.emiRupees)}, ${percentText(params.annualRatePercent)} पर ${loan.instalments} महीने के लिए; कुल ब्याज ${formatPaise(loan.totalInterest)}; कुल भुगतान ${formatPaise(loan.totalPayment)}।`;
    if (!comparison || params.compareRatePercent === null) return own;
    const { b, emiDifference, totalInterestDifference } = comparison;
    return `${own} ${percentText(params.compareRatePercent)} पर: ईएमआई ${formatRupees(b.emiRupees)}, यानी हर महीने ${difference(emiDifference)} और कुल ब्याज में ${difference(totalInterestDifference)}।`;
  },
  enquiryNote: ({ params, loan, comparison }: EmiOutcome) => {
    const base = `ईएमआई कैलकुलेटर से: ${formatPaise(params.principalPaise)} का लोन, सालाना ${percentText(params.annualRatePercent)} ब्याज पर, ${tenure(params.months)} के लिए। ईएमआई ${formatRupees(loan.emiRupees)}, कुल ब्याज ${formatPaise(loan.totalInterest)}, कुल भुगतान ${formatPaise(loan.totalPayment)}।`;
    if (!comparison || params.compareRatePercent === null) return base;
    return `${base} सालाना ${percentText(params.compareRatePercent)} से तुलना: ईएमआई ${formatRupees(comparison.b.emiRupees)}।`;
  },
};

const LAKH = 1_00_000 * PAISE_PER_RUPEE;

/** A limit as the law writes it, in Hindi: "₹20 लाख". */
const limitText = (paise: number) => `₹${paise / LAKH} लाख`;

const ruleTitles: Record<RegistrationRuleId, string> = {
  "aggregate-turnover": "टर्नओवर पूरे पैन के लिए, पूरे भारत में गिना जाता है",
  "goods-40-lakh": "सिर्फ़ माल सप्लाई करने वालों के लिए ₹40 लाख की सीमा",
  "threshold-20-lakh": "सेवाओं, या माल और सेवाओं दोनों के लिए ₹20 लाख की सीमा",
  "threshold-10-lakh": "मणिपुर, मिज़ोरम, नगालैंड और त्रिपुरा में ₹10 लाख की सीमा",
  "inter-state-goods": "दूसरे राज्यों में माल की सप्लाई पर किसी भी टर्नओवर पर पंजीकरण ज़रूरी है",
  "inter-state-services": "दूसरे राज्यों में सेवाओं की सप्लाई पर सीमा तक छूट है",
  "ecommerce-enrolment": "एक ही राज्य में ऑनलाइन बिकने वाले माल पर सीमा तक छूट है, एनरोलमेंट नंबर के साथ",
  "ecommerce-compulsory": "ई-कॉमर्स ऑपरेटर के ज़रिए बेचने वाले बाकी सभी के लिए किसी भी टर्नओवर पर पंजीकरण ज़रूरी है",
};

const ruleRefs: Record<RegistrationRuleId, string> = {
  "aggregate-turnover": "धारा 2(6), सीजीएसटी अधिनियम",
  "goods-40-lakh": "अधिसूचना 10/2019-Central Tax",
  "threshold-20-lakh": "धारा 22(1), सीजीएसटी अधिनियम",
  "threshold-10-lakh": "धारा 22(1) का परंतुक, सीजीएसटी अधिनियम",
  "inter-state-goods": "धारा 24(i), सीजीएसटी अधिनियम",
  "inter-state-services": "अधिसूचना 10/2017-Integrated Tax",
  "ecommerce-enrolment": "अधिसूचना 34/2023-Central Tax",
  "ecommerce-compulsory": "धारा 24(ix), सीजीएसटी अधिनियम",
};

const stateNames: Record<IndianStateId, string> = {
  "andhra-pradesh": "आंध्र प्रदेश",
  "arunachal-pradesh": "अरुणाचल प्रदेश",
  assam: "असम",
  bihar: "बिहार",
  chhattisgarh: "छत्तीसगढ़",
  goa: "गोवा",
  gujarat: "गुजरात",
  haryana: "हरियाणा",
  "himachal-pradesh": "हिमाचल प्रदेश",
  jharkhand: "झारखंड",
  karnataka: "कर्नाटक",
  kerala: "केरल",
  "madhya-pradesh": "मध्य प्रदेश",
  maharashtra: "महाराष्ट्र",
  manipur: "मणिपुर",
  meghalaya: "मेघालय",
  mizoram: "मिज़ोरम",
  nagaland: "नगालैंड",
  odisha: "ओडिशा",
  punjab: "पंजाब",
  rajasthan: "राजस्थान",
  sikkim: "सिक्किम",
  "tamil-nadu": "तमिलनाडु",
  telangana: "तेलंगाना",
  tripura: "त्रिपुरा",
  "uttar-pradesh": "उत्तर प्रदेश",
  uttarakhand: "उत्तराखंड",
  "west-bengal": "पश्चिम बंगाल",
  "andaman-and-nicobar-islands": "अंडमान और निकोबार द्वीपसमूह",
  chandigarh: "चंडीगढ़",
  "dadra-and-nagar-haveli-and-daman-and-diu": "दादरा और नगर हवेली और दमन और दीव",
  delhi: "दिल्ली",
  "jammu-and-kashmir": "जम्मू और कश्मीर",
  ladakh: "लद्दाख",
  lakshadweep: "लक्षद्वीप",
  puducherry: "पुडुचेरी",
};

/** "से ज़्यादा" or "के अंदर" a limit: registration is needed when turnover exceeds it. */
const side = (turnover: number, limit: number) => (turnover > limit ? "से ज़्यादा" : "के अंदर");

const WHO: Record<RegistrationInput["supplies"], string> = {
  goods: "सिर्फ़ माल सप्लाई करने वालों",
  services: "सेवाएँ सप्लाई करने वालों",
  both: "माल और सेवाएँ दोनों सप्लाई करने वालों",
};

const KIND_TEXT: Record<RegistrationInput["supplies"], string> = { goods: "सिर्फ़ माल", services: "सिर्फ़ सेवाएँ", both: "माल और सेवाएँ" };

/** Why a supplier of goods alone meets a lower limit than ₹40 लाख, if it does. */
function goodsNote(input: RegistrationInput): string {
  if (input.supplies !== "goods") return "";
  if (GOODS_TWENTY_LAKH_STATES.includes(input.state)) return ` ${stateNames[input.state]} ने माल के लिए ₹40 लाख की सीमा नहीं अपनाई है।`;
  if (input.excludedGoods) return " आइसक्रीम, पान मसाला, तंबाकू, ईंटें और छत की टाइलें माल के लिए ₹40 लाख की सीमा से बाहर हैं।";
  return "";
}

/** The answer in a few words. */
const verdict = (answer: RegistrationAnswer) => (answer.required ? "आपको जीएसटी पंजीकरण कराना होगा" : "आपको अभी जीएसटी पंजीकरण की ज़रूरत नहीं है");

/** Why, by the rule the answer applied (core/tools/gst-registration.ts picks it), in the English reason's order. */
function reason(input: RegistrationInput, answer: RegistrationAnswer): string {
  const turnover = input.turnoverPaise;
  const T = turnoverText(turnover);
  const state = stateNames[input.state];
  const base = sectionLimit(input.state);
  switch (answer.rule.id) {
    case "inter-state-goods": {
      const servicesOnly =
        input.supplies === "both"
          ? ` अगर दूसरे राज्यों में सिर्फ़ आपकी सेवाएँ जाती हैं और कोई माल नहीं, तो सीमा ${limitText(base)} होगी, और ${T} का आपका टर्नओवर उस सीमा ${side(turnover, base)} है।`
          : "";
      return `आप दूसरे राज्य के खरीदारों को माल बेचते हैं। दूसरे राज्य में माल की सप्लाई पर टर्नओवर चाहे जितना हो, जीएसटी पंजीकरण ज़रूरी है: टर्नओवर की सीमा यहाँ लागू नहीं होती।${servicesOnly}`;
    }
    case "ecommerce-enrolment":
      return `आप ई-कॉमर्स ऑपरेटर के ज़रिए सिर्फ़ ${state} में माल बेचते हैं, और ${T} का आपका टर्नओवर ${limitText(base)} के अंदर है। आपको पंजीकरण की ज़रूरत नहीं है, बशर्ते आप बेचने से पहले अपने पैन से जीएसटी पोर्टल पर एनरोलमेंट नंबर लें, सिर्फ़ इसी एक राज्य में ऑपरेटरों के ज़रिए बेचें, दूसरे राज्य में कोई सप्लाई न करें, और पिछले और इस वित्त वर्ष में आपका टर्नओवर ${limitText(base)} के अंदर रहे।`;
    case "ecommerce-compulsory":
      return `आप ई-कॉमर्स ऑपरेटर के ज़रिए माल बेचते हैं, और ${T} का आपका टर्नओवर ${limitText(base)} से ज़्यादा है। ऑपरेटर के ज़रिए बेचने वाला बिना पंजीकरण के ज़्यादा से ज़्यादा इतना ही टर्नओवर कर सकता है। इससे ऊपर आपको पंजीकरण कराना होगा, चाहे आपके माल के दूसरे विक्रेताओं के लिए सीमा कुछ भी हो।`;
    default: {
      const limit = answer.limitPaise ?? base;
      const L = limitText(limit);
      const next = answer.required
        ? "इसलिए आपको पंजीकरण कराना होगा, सीमा पार करने के 30 दिन के अंदर (धारा 25(1))।"
        : `इसलिए आपको अभी पंजीकरण की ज़रूरत नहीं है। किसी वित्त वर्ष में टर्नओवर ${L} से ज़्यादा होते ही 30 दिन के अंदर आवेदन करें।`;
      if (answer.rule.id === "inter-state-services") {
        return `आप दूसरे राज्यों के खरीदारों को सेवाएँ सप्लाई करते हैं। इसके लिए पंजीकरण तभी ज़रूरी है, जब कुल टर्नओवर ${L} से ज़्यादा हो। आपका टर्नओवर ${T} है, जो इस सीमा ${side(turnover, limit)} है, ${next}`;
      }
      return `आपका कुल टर्नओवर ${T} है, जो ${state} में ${WHO[input.supplies]} के लिए ${L} की सीमा ${side(turnover, limit)} है, ${next}${goodsNote(input)}`;
    }
  }
}

/** The GST registration check's answer. */
export const registrationResultText: Translated<typeof en.registrationResultText> = {
  verdict,
  reason,
  limit: limitText,
  summary: (input, answer) => `${verdict(answer)} (कुल टर्नओवर ${turnoverText(input.turnoverPaise)}, ${stateNames[input.state]})। ${ruleTitles[answer.rule.id]}: ${ruleRefs[answer.rule.id]}।`,
  enquiryNote: (input, answer) => {
    const facts = [
      KIND_TEXT[input.supplies],
      `कुल टर्नओवर ${turnoverText(input.turnoverPaise)}`,
      stateNames[input.state],
      input.interState ? "दूसरे राज्यों में सप्लाई" : "राज्य के अंदर सप्लाई",
      ...(input.ecommerce ? ["ई-कॉमर्स ऑपरेटरों के ज़रिए माल की बिक्री"] : []),
      ...(input.excludedGoods ? ["आइसक्रीम, पान मसाला, तंबाकू या ईंटें"] : []),
    ];
    const result = answer.required ? "पंजीकरण ज़रूरी" : "अभी पंजीकरण ज़रूरी नहीं";
    return `जीएसटी पंजीकरण जाँच से: ${facts.join(", ")}। नतीजा: ${result} (${ruleRefs[answer.rule.id]})।`;
  },
  ruleTitles,
  ruleRefs,
  ruleCitations,
  otherCasesCitation,
  stateNames,
};
