import type { Deadline } from "../types";
import { each, MONTHS, once, QUARTERS, rule } from "./rules";

// GST: Central Goods and Services Tax Act, 2017 and CGST Rules, 2017.

const GST_INTEREST = "interest at 18% a year on any tax paid after the due date";
const GST_INTEREST_HI = "अंतिम तारीख के बाद चुकाए गए टैक्स पर सालाना 18% ब्याज";
const GST_INTEREST_CITATION = "CGST Act, 2017, s. 50(1); rate in Notification 13/2017-Central Tax";
const GST_INTEREST_CITATION_HI = "सीजीएसटी अधिनियम, 2017 की धारा 50(1); दर अधिसूचना 13/2017-Central Tax में";
const LATE_FEE_CAPS =
  "₹500 for a nil filing, ₹2,000 if last year's turnover was up to ₹1.5 crore, ₹5,000 up to ₹5 crore and ₹10,000 above (CGST and SGST together)";
const LATE_FEE_CAPS_HI =
  "शून्य रिटर्न पर ₹500; पिछले साल का टर्नओवर ₹1.5 करोड़ तक हो तो ₹2,000, ₹5 करोड़ तक ₹5,000 और उससे ज़्यादा हो तो ₹10,000 (सीजीएसटी और एसजीएसटी मिलाकर)";

const GSTR_1_PENALTY = `Late fee of ₹50 a day (₹20 with nothing to report), capped at ${LATE_FEE_CAPS}. Buyers cannot take credit for invoices that are not reported.`;
const GSTR_1_PENALTY_HI = `रोज़ ₹50 लेट फ़ीस (कोई लेन-देन न हो तो ₹20), अधिकतम सीमा: ${LATE_FEE_CAPS_HI}। जो इनवॉइस रिटर्न में नहीं दिखाए गए, उन पर खरीदार क्रेडिट नहीं ले सकते।`;
const GSTR_1_PENALTY_CITATION = "CGST Act, 2017, s. 47(1); Notification 4/2018-Central Tax as amended by Notification 20/2021-Central Tax";
const GSTR_1_PENALTY_CITATION_HI = "सीजीएसटी अधिनियम, 2017 की धारा 47(1); अधिसूचना 4/2018-Central Tax, जैसा अधिसूचना 20/2021-Central Tax से संशोधित";
const GSTR_3B_PENALTY = `Late fee of ₹50 a day (₹20 for a nil return), capped at ${LATE_FEE_CAPS}; and ${GST_INTEREST}. The next return cannot be filed until this one is.`;
const GSTR_3B_PENALTY_HI = `रोज़ ₹50 लेट फ़ीस (शून्य रिटर्न पर ₹20), अधिकतम सीमा: ${LATE_FEE_CAPS_HI}; साथ में ${GST_INTEREST_HI}। यह रिटर्न दाखिल किए बिना अगला रिटर्न दाखिल नहीं हो सकता।`;
const GSTR_3B_PENALTY_CITATION = `CGST Act, 2017, ss. 47(1) and 39(10); Notification 76/2018-Central Tax as amended by Notification 19/2021-Central Tax; ${GST_INTEREST_CITATION}`;
const GSTR_3B_PENALTY_CITATION_HI = `सीजीएसटी अधिनियम, 2017 की धारा 47(1) और 39(10); अधिसूचना 76/2018-Central Tax, जैसा अधिसूचना 19/2021-Central Tax से संशोधित; ${GST_INTEREST_CITATION_HI}`;

const GSTR_1_MONTHLY = rule(
  "gst",
  {
    form: "GSTR-1",
    who: "Regular taxpayers filing monthly: turnover above ₹5 crore, or not under the quarterly (QRMP) scheme.",
    citation: "CGST Act, 2017, s. 37(1) (the 10th, extended to the 11th by Notification 83/2020-Central Tax); CGST Rules, 2017, rule 59(1)",
    penalty: GSTR_1_PENALTY,
    penaltyCitation: GSTR_1_PENALTY_CITATION,
  },
  {
    form: "GSTR-1",
    who: "हर महीने रिटर्न दाखिल करने वाले नियमित करदाता: जिनका टर्नओवर ₹5 करोड़ से ज़्यादा है, या जो तिमाही (क्यूआरएमपी) योजना में नहीं हैं।",
    citation: "सीजीएसटी अधिनियम, 2017 की धारा 37(1) (10 तारीख, जिसे अधिसूचना 83/2020-Central Tax ने 11 तारीख किया); सीजीएसटी नियम, 2017 का नियम 59(1)",
    penalty: GSTR_1_PENALTY_HI,
    penaltyCitation: GSTR_1_PENALTY_CITATION_HI,
  },
);

const IFF = rule(
  "gst",
  {
    form: "IFF",
    who: "Quarterly (QRMP) filers who want sales invoices to registered buyers for the first or second month of a quarter to reach them early; optional, up to ₹50 lakh a month.",
    citation: "CGST Rules, 2017, rule 59(2)",
    penalty: "No late fee: the facility is optional. Invoices not uploaded by the 13th go into the quarterly GSTR-1, and buyers wait until then for their credit.",
    penaltyCitation: "CGST Rules, 2017, rule 59(2) and (3)",
  },
  {
    form: "IFF",
    who: "तिमाही (क्यूआरएमपी) करदाता, जो तिमाही के पहले या दूसरे महीने के पंजीकृत खरीदारों वाले बिक्री इनवॉइस उन तक जल्दी पहुँचाना चाहते हैं। यह वैकल्पिक है, हर महीने ₹50 लाख तक।",
    citation: "सीजीएसटी नियम, 2017 का नियम 59(2)",
    penalty: "कोई लेट फ़ीस नहीं: यह सुविधा वैकल्पिक है। जो इनवॉइस 13 तारीख तक अपलोड नहीं हुए, वे तिमाही GSTR-1 में जाते हैं, और खरीदारों को क्रेडिट के लिए तब तक रुकना पड़ता है।",
    penaltyCitation: "सीजीएसटी नियम, 2017 का नियम 59(2) और (3)",
  },
);

const GSTR_1_QUARTERLY = rule(
  "gst",
  {
    form: "GSTR-1",
    who: "Taxpayers with turnover up to ₹5 crore who chose the quarterly (QRMP) scheme.",
    citation: "CGST Act, 2017, s. 37(1); CGST Rules, 2017, rule 59(1); 13th of the month after the quarter under Notification 83/2020-Central Tax",
    penalty: GSTR_1_PENALTY,
    penaltyCitation: GSTR_1_PENALTY_CITATION,
  },
  {
    form: "GSTR-1",
    who: "₹5 करोड़ तक टर्नओवर वाले वे करदाता, जिन्होंने तिमाही (क्यूआरएमपी) योजना चुनी है।",
    citation: "सीजीएसटी अधिनियम, 2017 की धारा 37(1); सीजीएसटी नियम, 2017 का नियम 59(1); तिमाही के बाद वाले महीने की 13 तारीख, अधिसूचना 83/2020-Central Tax के तहत",
    penalty: GSTR_1_PENALTY_HI,
    penaltyCitation: GSTR_1_PENALTY_CITATION_HI,
  },
);

const GSTR_3B_MONTHLY = rule(
  "gst",
  {
    form: "GSTR-3B",
    who: "Regular taxpayers filing monthly (not under the QRMP scheme).",
    citation: "CGST Act, 2017, s. 39(1); CGST Rules, 2017, rule 61(1)(i)",
    penalty: GSTR_3B_PENALTY,
    penaltyCitation: GSTR_3B_PENALTY_CITATION,
  },
  {
    form: "GSTR-3B",
    who: "हर महीने रिटर्न दाखिल करने वाले नियमित करदाता (जो क्यूआरएमपी योजना में नहीं हैं)।",
    citation: "सीजीएसटी अधिनियम, 2017 की धारा 39(1); सीजीएसटी नियम, 2017 का नियम 61(1)(i)",
    penalty: GSTR_3B_PENALTY_HI,
    penaltyCitation: GSTR_3B_PENALTY_CITATION_HI,
  },
);

/**
 * Rule 61(1)(ii) staggers the quarterly return by where the business is: the 22nd for Madhya
 * Pradesh's group of States, the 24th for the rest. The firm's clients are in Madhya Pradesh.
 */
const QRMP_3B_DAY_MADHYA_PRADESH = 22;
const GSTR_3B_QUARTERLY = rule(
  "gst",
  {
    form: "GSTR-3B",
    who: "Quarterly (QRMP) filers whose principal place of business is in Madhya Pradesh. The 22nd applies in Madhya Pradesh, Chhattisgarh, Gujarat, Maharashtra, Karnataka, Goa, Kerala, Tamil Nadu, Telangana, Andhra Pradesh and the Union territories of Daman and Diu and Dadra and Nagar Haveli, Puducherry, the Andaman and Nicobar Islands and Lakshadweep; in every other State and Union territory it is the 24th.",
    citation: "CGST Act, 2017, s. 39(1), proviso; CGST Rules, 2017, rule 61(1)(ii) and its Table",
    penalty: GSTR_3B_PENALTY,
    penaltyCitation: GSTR_3B_PENALTY_CITATION,
  },
  {
    form: "GSTR-3B",
    who: "तिमाही (क्यूआरएमपी) करदाता, जिनके कारोबार का मुख्य स्थान मध्य प्रदेश में है। 22 तारीख मध्य प्रदेश, छत्तीसगढ़, गुजरात, महाराष्ट्र, कर्नाटक, गोवा, केरल, तमिलनाडु, तेलंगाना, आंध्र प्रदेश और केंद्र शासित प्रदेशों दमन और दीव, दादरा और नगर हवेली, पुडुचेरी, अंडमान और निकोबार द्वीपसमूह और लक्षद्वीप में लागू है; बाकी सभी राज्यों और केंद्र शासित प्रदेशों में यह 24 तारीख है।",
    citation: "सीजीएसटी अधिनियम, 2017 की धारा 39(1) का परंतुक; सीजीएसटी नियम, 2017 का नियम 61(1)(ii) और उसकी तालिका",
    penalty: GSTR_3B_PENALTY_HI,
    penaltyCitation: GSTR_3B_PENALTY_CITATION_HI,
  },
);

const PMT_06 = rule(
  "gst",
  {
    form: "PMT-06",
    who: "Quarterly (QRMP) filers, for the tax of the first and second months of the quarter; nothing is due if no tax is payable or the ledgers already cover it.",
    citation: "CGST Act, 2017, s. 39(7), proviso; CGST Rules, 2017, rule 61(3); Notification 85/2020-Central Tax",
    penalty: `No late fee; ${GST_INTEREST}.`,
    penaltyCitation: GST_INTEREST_CITATION,
  },
  {
    form: "PMT-06",
    who: "तिमाही (क्यूआरएमपी) करदाता, तिमाही के पहले और दूसरे महीने के टैक्स के लिए। अगर कोई टैक्स देय नहीं है या लेजर में पहले से पूरी रकम है, तो कुछ नहीं भरना है।",
    citation: "सीजीएसटी अधिनियम, 2017 की धारा 39(7) का परंतुक; सीजीएसटी नियम, 2017 का नियम 61(3); अधिसूचना 85/2020-Central Tax",
    penalty: `कोई लेट फ़ीस नहीं; ${GST_INTEREST_HI}।`,
    penaltyCitation: GST_INTEREST_CITATION_HI,
  },
);

const CMP_08 = rule(
  "gst",
  {
    form: "CMP-08",
    who: "Composition taxpayers (section 10), with the tax for the quarter.",
    citation: "CGST Act, 2017, s. 39(2); CGST Rules, 2017, rule 62(1)(i)",
    penalty: `No late fee; ${GST_INTEREST}.`,
    penaltyCitation: GST_INTEREST_CITATION,
  },
  {
    form: "CMP-08",
    who: "कंपोज़िशन करदाता (धारा 10), तिमाही के टैक्स के साथ।",
    citation: "सीजीएसटी अधिनियम, 2017 की धारा 39(2); सीजीएसटी नियम, 2017 का नियम 62(1)(i)",
    penalty: `कोई लेट फ़ीस नहीं; ${GST_INTEREST_HI}।`,
    penaltyCitation: GST_INTEREST_CITATION_HI,
  },
);

const GSTR_4 = rule(
  "gst",
  {
    form: "GSTR-4",
    who: "Composition taxpayers: the annual return for FY 2025-26. The rule's 30 April date was moved to 30 June for FY 2024-25 onwards.",
    citation: "CGST Act, 2017, s. 39(2); CGST Rules, 2017, rule 62(1)(ii) and its proviso",
    penalty: "Late fee for each day of delay, capped at ₹500 (CGST and SGST together) if no tax was payable and ₹2,000 otherwise.",
    penaltyCitation: "CGST Act, 2017, s. 47(1); Notification 73/2017-Central Tax as amended by Notification 21/2021-Central Tax",
  },
  {
    form: "GSTR-4",
    who: "कंपोज़िशन करदाता: वित्त वर्ष 2025-26 का वार्षिक रिटर्न। नियम में लिखी 30 अप्रैल की तारीख वित्त वर्ष 2024-25 से 30 जून कर दी गई है।",
    citation: "सीजीएसटी अधिनियम, 2017 की धारा 39(2); सीजीएसटी नियम, 2017 का नियम 62(1)(ii) और उसका परंतुक",
    penalty: "देरी के हर दिन की लेट फ़ीस। अधिकतम सीमा: कोई टैक्स देय न हो तो ₹500, वरना ₹2,000 (सीजीएसटी और एसजीएसटी मिलाकर)।",
    penaltyCitation: "सीजीएसटी अधिनियम, 2017 की धारा 47(1); अधिसूचना 73/2017-Central Tax, जैसा अधिसूचना 21/2021-Central Tax से संशोधित",
  },
);

const ANNUAL_RETURN_PENALTY =
  "Late fee of ₹50 a day (CGST and SGST together) for turnover up to ₹5 crore and ₹100 a day up to ₹20 crore, each capped at 0.04% of turnover in the State; above ₹20 crore, ₹200 a day capped at 0.5%.";
const ANNUAL_RETURN_PENALTY_HI =
  "लेट फ़ीस (सीजीएसटी और एसजीएसटी मिलाकर): ₹5 करोड़ तक टर्नओवर पर रोज़ ₹50 और ₹20 करोड़ तक रोज़ ₹100, दोनों की सीमा राज्य के टर्नओवर का 0.04%; ₹20 करोड़ से ज़्यादा पर रोज़ ₹200, सीमा 0.5%।";
const ANNUAL_RETURN_PENALTY_CITATION = "CGST Act, 2017, s. 47(2); Notification 7/2023-Central Tax";
const ANNUAL_RETURN_PENALTY_CITATION_HI = "सीजीएसटी अधिनियम, 2017 की धारा 47(2); अधिसूचना 7/2023-Central Tax";

const GSTR_9 = rule(
  "gst",
  {
    form: "GSTR-9",
    who: "Regular taxpayers with aggregate turnover above ₹2 crore in FY 2025-26; optional at or below it.",
    citation: "CGST Act, 2017, s. 44; CGST Rules, 2017, rule 80(1); exemption up to ₹2 crore under Notification 15/2025-Central Tax",
    penalty: ANNUAL_RETURN_PENALTY,
    penaltyCitation: ANNUAL_RETURN_PENALTY_CITATION,
  },
  {
    form: "GSTR-9",
    who: "वित्त वर्ष 2025-26 में ₹2 करोड़ से ज़्यादा कुल टर्नओवर (aggregate turnover) वाले नियमित करदाता; इतने या इससे कम पर वैकल्पिक।",
    citation: "सीजीएसटी अधिनियम, 2017 की धारा 44; सीजीएसटी नियम, 2017 का नियम 80(1); ₹2 करोड़ तक की छूट अधिसूचना 15/2025-Central Tax के तहत",
    penalty: ANNUAL_RETURN_PENALTY_HI,
    penaltyCitation: ANNUAL_RETURN_PENALTY_CITATION_HI,
  },
);

const GSTR_9C = rule(
  "gst",
  {
    form: "GSTR-9C",
    who: "Taxpayers with aggregate turnover above ₹5 crore in FY 2025-26: the self-certified reconciliation statement filed with GSTR-9.",
    citation: "CGST Act, 2017, s. 44; CGST Rules, 2017, rule 80(3)",
    penalty: ANNUAL_RETURN_PENALTY,
    penaltyCitation: ANNUAL_RETURN_PENALTY_CITATION,
  },
  {
    form: "GSTR-9C",
    who: "वित्त वर्ष 2025-26 में ₹5 करोड़ से ज़्यादा कुल टर्नओवर वाले करदाता: GSTR-9 के साथ दाखिल होने वाला स्व-प्रमाणित मिलान विवरण।",
    citation: "सीजीएसटी अधिनियम, 2017 की धारा 44; सीजीएसटी नियम, 2017 का नियम 80(3)",
    penalty: ANNUAL_RETURN_PENALTY_HI,
    penaltyCitation: ANNUAL_RETURN_PENALTY_CITATION_HI,
  },
);

export const gst: Deadline[] = [
  ...each("gstr-1-monthly", GSTR_1_MONTHLY, MONTHS, 11, (p) => [`GSTR-1 for ${p.en}`, `${p.hi} का GSTR-1`]),
  ...each("iff", IFF, MONTHS.filter((p) => p.monthOfQuarter < 3), 13, (p) => [`IFF for ${p.en}`, `${p.hi} का IFF`]),
  ...each("gstr-1-quarterly", GSTR_1_QUARTERLY, QUARTERS, 13, (p) => [`GSTR-1 for ${p.en} (quarterly)`, `${p.hi} तिमाही का GSTR-1`]),
  ...each("gstr-3b-monthly", GSTR_3B_MONTHLY, MONTHS, 20, (p) => [`GSTR-3B for ${p.en}`, `${p.hi} का GSTR-3B`]),
  ...each("gstr-3b-quarterly", GSTR_3B_QUARTERLY, QUARTERS, QRMP_3B_DAY_MADHYA_PRADESH, (p) => [`GSTR-3B for ${p.en} (quarterly)`, `${p.hi} तिमाही का GSTR-3B`]),
  ...each("pmt-06", PMT_06, MONTHS.filter((p) => p.monthOfQuarter < 3), 25, (p) => [`PMT-06 tax payment for ${p.en}`, `${p.hi} के टैक्स का भुगतान (PMT-06)`]),
  ...each("cmp-08", CMP_08, QUARTERS, 18, (p) => [`CMP-08 for ${p.en}`, `${p.hi} तिमाही का CMP-08`]),
  once("gstr-4-fy-2025-26", GSTR_4, ["GSTR-4 annual return for FY 2025-26", "वित्त वर्ष 2025-26 का वार्षिक रिटर्न GSTR-4"], "2026-06-30"),
  once("gstr-9-fy-2025-26", GSTR_9, ["GSTR-9 annual return for FY 2025-26", "वित्त वर्ष 2025-26 का वार्षिक रिटर्न GSTR-9"], "2026-12-31"),
  once("gstr-9c-fy-2025-26", GSTR_9C, ["GSTR-9C reconciliation statement for FY 2025-26", "वित्त वर्ष 2025-26 का मिलान विवरण GSTR-9C"], "2026-12-31"),
];
