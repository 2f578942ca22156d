import type { Deadline } from "../types";
import { addDays, once, rule } from "./rules";

// Companies: Companies Act, 2013. LLPs: Limited Liability Partnership Act, 2008 and LLP Rules, 2009.

/** Section 96(1): the AGM for the year ended 31 March 2026 is held by 30 September 2026. */
const AGM_LAST_DAY = "2026-09-30";
const FROM_AGM =
  "Computed from an AGM held on 30 September 2026, the last day allowed under section 96 for the year ended 31 March 2026; an earlier AGM brings this date forward.";
const FROM_AGM_HI =
  "30 सितंबर 2026 को हुई एजीएम के हिसाब से निकाली गई, जो 31 मार्च 2026 को खत्म हुए साल के लिए धारा 96 में अनुमत आखिरी तारीख है; एजीएम पहले हुई हो तो यह तारीख भी पहले होगी।";
const ROC_ADDITIONAL_FEE = "Companies (Registration Offices and Fees) Rules, 2014, rule 12 and Annexure";
const ROC_ADDITIONAL_FEE_HI = "कंपनी (रजिस्ट्रीकरण कार्यालय और फ़ीस) नियम, 2014 का नियम 12 और उसका अनुलग्नक";

const AGM = rule(
  "roc",
  {
    form: "AGM",
    who: "Every company except a One Person Company, for the year ended 31 March 2026; a company's first AGM may be held within nine months of its first year end.",
    citation: "Companies Act, 2013, s. 96(1)",
    penalty: "Fine of up to ₹1 lakh, and up to ₹5,000 a day while the default continues, for the company and each officer in default.",
    penaltyCitation: "Companies Act, 2013, s. 99",
  },
  {
    form: "एजीएम",
    who: "एक व्यक्ति कंपनी (One Person Company) को छोड़कर हर कंपनी, 31 मार्च 2026 को खत्म हुए साल के लिए; कंपनी की पहली एजीएम उसके पहले साल के अंत से 9 महीने के अंदर हो सकती है।",
    citation: "कंपनी अधिनियम, 2013 की धारा 96(1)",
    penalty: "कंपनी और चूक करने वाले हर अधिकारी पर ₹1 लाख तक जुर्माना, और चूक जारी रहने तक रोज़ ₹5,000 तक।",
    penaltyCitation: "कंपनी अधिनियम, 2013 की धारा 99",
  },
);

const AOC_4 = rule(
  "roc",
  {
    form: "AOC-4",
    who: "Every company: financial statements for FY 2025-26. A One Person Company files within 180 days of the year end, by 27 September 2026.",
    citation: "Companies Act, 2013, s. 137(1); Companies (Accounts) Rules, 2014, rule 12",
    penalty:
      "Additional fee of ₹100 a day; and a penalty of ₹10,000 plus ₹100 a day, up to ₹2 lakh for the company and ₹50,000 for the managing director and CFO.",
    penaltyCitation: `Companies Act, 2013, ss. 403 and 137(3); ${ROC_ADDITIONAL_FEE}`,
    assumption: FROM_AGM,
  },
  {
    form: "AOC-4",
    who: "हर कंपनी: वित्त वर्ष 2025-26 के वित्तीय विवरण। एक व्यक्ति कंपनी साल खत्म होने के 180 दिन के अंदर, यानी 27 सितंबर 2026 तक दाखिल करती है।",
    citation: "कंपनी अधिनियम, 2013 की धारा 137(1); कंपनी (लेखा) नियम, 2014 का नियम 12",
    penalty: "रोज़ ₹100 अतिरिक्त फ़ीस; साथ में ₹10,000 और रोज़ ₹100 जुर्माना, कंपनी पर ज़्यादा से ज़्यादा ₹2 लाख और प्रबंध निदेशक और सीएफ़ओ पर ₹50,000।",
    penaltyCitation: `कंपनी अधिनियम, 2013 की धारा 403 और 137(3); ${ROC_ADDITIONAL_FEE_HI}`,
    assumption: FROM_AGM_HI,
  },
);

const MGT_7 = rule(
  "roc",
  {
    form: "MGT-7 / MGT-7A",
    who: "Every company: the annual return for FY 2025-26 (MGT-7A for One Person Companies and small companies).",
    citation: "Companies Act, 2013, s. 92(4); Companies (Management and Administration) Rules, 2014, rule 11",
    penalty: "Additional fee of ₹100 a day; and a penalty of ₹10,000 plus ₹100 a day, up to ₹2 lakh for the company and ₹50,000 for each officer in default.",
    penaltyCitation: `Companies Act, 2013, ss. 403 and 92(5); ${ROC_ADDITIONAL_FEE}`,
    assumption: FROM_AGM,
  },
  {
    form: "MGT-7 / MGT-7A",
    who: "हर कंपनी: वित्त वर्ष 2025-26 का वार्षिक रिटर्न (एक व्यक्ति कंपनियों और छोटी कंपनियों के लिए MGT-7A)।",
    citation: "कंपनी अधिनियम, 2013 की धारा 92(4); कंपनी (प्रबंधन और प्रशासन) नियम, 2014 का नियम 11",
    penalty: "रोज़ ₹100 अतिरिक्त फ़ीस; साथ में ₹10,000 और रोज़ ₹100 जुर्माना, कंपनी पर ज़्यादा से ज़्यादा ₹2 लाख और चूक करने वाले हर अधिकारी पर ₹50,000।",
    penaltyCitation: `कंपनी अधिनियम, 2013 की धारा 403 और 92(5); ${ROC_ADDITIONAL_FEE_HI}`,
    assumption: FROM_AGM_HI,
  },
);

const ADT_1 = rule(
  "roc",
  {
    form: "ADT-1",
    who: "Companies that appoint or re-appoint their auditor at the AGM, usually once in five years; others have nothing to file.",
    citation: "Companies Act, 2013, s. 139(1); Companies (Audit and Auditors) Rules, 2014, rule 4(2)",
    penalty: "An additional filing fee that grows with the delay; the company and its officers can also be penalised under the Act's general penalty.",
    penaltyCitation: `${ROC_ADDITIONAL_FEE}; Companies Act, 2013, s. 450`,
    assumption: FROM_AGM,
  },
  {
    form: "ADT-1",
    who: "वे कंपनियाँ जो एजीएम में अपने ऑडिटर को नियुक्त या दोबारा नियुक्त करती हैं, आम तौर पर 5 साल में एक बार; बाकी को कुछ दाखिल नहीं करना है।",
    citation: "कंपनी अधिनियम, 2013 की धारा 139(1); कंपनी (लेखापरीक्षा और लेखापरीक्षक) नियम, 2014 का नियम 4(2)",
    penalty: "देरी के साथ बढ़ती अतिरिक्त फ़ाइलिंग फ़ीस; अधिनियम के सामान्य दंड के तहत कंपनी और उसके अधिकारियों पर जुर्माना भी लग सकता है।",
    penaltyCitation: `${ROC_ADDITIONAL_FEE_HI}; कंपनी अधिनियम, 2013 की धारा 450`,
    assumption: FROM_AGM_HI,
  },
);

const MSME_1 = rule(
  "roc",
  {
    form: "MSME Form I",
    who: "Companies that buy from micro or small enterprises and owe them payments outstanding for more than 45 days.",
    citation:
      "Companies Act, 2013, s. 405; Specified Companies (Furnishing of information about payment to micro and small enterprise suppliers) Order, 2019, para 3",
    penalty: "Penalty of ₹20,000 for the company and ₹20,000 for each officer in default, plus ₹1,000 a day while it continues, up to ₹3 lakh.",
    penaltyCitation: "Companies Act, 2013, s. 405(4)",
  },
  {
    form: "एमएसएमई फ़ॉर्म I",
    who: "सूक्ष्म या लघु उद्यमों से खरीदने वाली वे कंपनियाँ, जिनका उन्हें भुगतान 45 दिन से ज़्यादा से बकाया है।",
    citation: "कंपनी अधिनियम, 2013 की धारा 405; विनिर्दिष्ट कंपनी (सूक्ष्म और लघु उद्यम आपूर्तिकर्ताओं को भुगतान की जानकारी देना) आदेश, 2019 का पैरा 3",
    penalty: "कंपनी पर ₹20,000 और चूक करने वाले हर अधिकारी पर ₹20,000 जुर्माना, साथ में चूक जारी रहने तक रोज़ ₹1,000, ज़्यादा से ज़्यादा ₹3 लाख।",
    penaltyCitation: "कंपनी अधिनियम, 2013 की धारा 405(4)",
  },
);

const roc: Deadline[] = [
  once("msme-1-h2-fy-2025-26", MSME_1, ["MSME Form I for October 2025–March 2026", "अक्टूबर 2025–मार्च 2026 का एमएसएमई फ़ॉर्म I"], "2026-04-30"),
  once("agm-fy-2025-26", AGM, ["Annual general meeting for FY 2025-26", "वित्त वर्ष 2025-26 की वार्षिक आम बैठक (एजीएम)"], AGM_LAST_DAY),
  once("adt-1-fy-2025-26", ADT_1, ["ADT-1 for the auditor appointed at the AGM", "एजीएम में नियुक्त ऑडिटर का ADT-1"], addDays(AGM_LAST_DAY, 15)),
  once("aoc-4-fy-2025-26", AOC_4, ["AOC-4 financial statements for FY 2025-26", "वित्त वर्ष 2025-26 के वित्तीय विवरण (AOC-4)"], addDays(AGM_LAST_DAY, 30)),
  once("msme-1-h1-fy-2026-27", MSME_1, ["MSME Form I for April–September 2026", "अप्रैल–सितंबर 2026 का एमएसएमई फ़ॉर्म I"], "2026-10-31"),
  once("mgt-7-fy-2025-26", MGT_7, ["MGT-7 annual return for FY 2025-26", "वित्त वर्ष 2025-26 का वार्षिक रिटर्न (MGT-7)"], addDays(AGM_LAST_DAY, 60)),
];

const LLP_PENALTY = {
  penalty: "₹100 a day while it stays unfiled, up to ₹1 lakh for the LLP and ₹50,000 for each designated partner, besides an additional filing fee for the delay.",
};
const LLP_PENALTY_HI = {
  penalty: "जब तक दाखिल न हो, रोज़ ₹100: एलएलपी पर ज़्यादा से ज़्यादा ₹1 लाख और हर नामित पार्टनर पर ₹50,000; साथ में देरी की अतिरिक्त फ़ाइलिंग फ़ीस।",
};
const LLP_ACT = "Limited Liability Partnership Act, 2008";
const LLP_ACT_HI = "सीमित देयता भागीदारी अधिनियम, 2008";

const llp: Deadline[] = [
  once(
    "llp-form-11-fy-2025-26",
    rule(
      "llp",
      {
        form: "Form 11",
        who: "Every LLP: the annual return for FY 2025-26, due within 60 days of the year end.",
        citation: `${LLP_ACT}, s. 35(1); LLP Rules, 2009, rule 25`,
        ...LLP_PENALTY,
        penaltyCitation: `${LLP_ACT}, ss. 35(2) and 69; LLP Rules, 2009, Annexure A`,
      },
      {
        form: "फ़ॉर्म 11",
        who: "हर एलएलपी: वित्त वर्ष 2025-26 का वार्षिक रिटर्न, साल खत्म होने के 60 दिन के अंदर।",
        citation: `${LLP_ACT_HI} की धारा 35(1); एलएलपी नियम, 2009 का नियम 25`,
        ...LLP_PENALTY_HI,
        penaltyCitation: `${LLP_ACT_HI} की धारा 35(2) और 69; एलएलपी नियम, 2009 का अनुलग्नक A`,
      },
    ),
    ["LLP annual return (Form 11) for FY 2025-26", "वित्त वर्ष 2025-26 का एलएलपी वार्षिक रिटर्न (फ़ॉर्म 11)"],
    "2026-05-30",
  ),
  once(
    "llp-form-8-fy-2025-26",
    rule(
      "llp",
      {
        form: "Form 8",
        who: "Every LLP: the statement of account and solvency for FY 2025-26, due within 30 days after six months from the year end.",
        citation: `${LLP_ACT}, s. 34(3); LLP Rules, 2009, rule 24`,
        ...LLP_PENALTY,
        penaltyCitation: `${LLP_ACT}, ss. 34(5) and 69; LLP Rules, 2009, Annexure A`,
      },
      {
        form: "फ़ॉर्म 8",
        who: "हर एलएलपी: वित्त वर्ष 2025-26 का खाता और शोधन-क्षमता विवरण, साल खत्म होने के 6 महीने बाद के 30 दिन के अंदर।",
        citation: `${LLP_ACT_HI} की धारा 34(3); एलएलपी नियम, 2009 का नियम 24`,
        ...LLP_PENALTY_HI,
        penaltyCitation: `${LLP_ACT_HI} की धारा 34(5) और 69; एलएलपी नियम, 2009 का अनुलग्नक A`,
      },
    ),
    ["LLP statement of account and solvency (Form 8) for FY 2025-26", "वित्त वर्ष 2025-26 का एलएलपी खाता और शोधन-क्षमता विवरण (फ़ॉर्म 8)"],
    "2026-10-30",
  ),
];

export const companiesDeadlines: Deadline[] = [...roc, ...llp];
