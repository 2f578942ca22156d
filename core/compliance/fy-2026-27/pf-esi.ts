import type { Deadline } from "../types";
import { each, MONTHS, rule } from "./rules";

// PF and ESI. The four labour codes are in force from 21 November 2025, but the Code on Social
// Security, 2020 has not yet repealed the EPF Act (item 3 of its section 164(1) was left out), so
// PF stays under the EPF Act and its Scheme. The ESI Act is repealed; its regulations continue
// under section 164(2) of the Code until replaced, and the Code now sets interest and damages.

const EPF_ACT = "Employees' Provident Funds and Miscellaneous Provisions Act, 1952";
const EPF_ACT_HI = "कर्मचारी भविष्य निधि और प्रकीर्ण उपबंध अधिनियम, 1952";

const PF = rule(
  "pf-esi",
  {
    form: "PF ECR",
    who: "Employers registered with EPFO: employer and employee contributions and the electronic challan-cum-return.",
    citation: `Employees' Provident Funds Scheme, 1952, para 38(1), under the ${EPF_ACT}`,
    penalty: "Interest at 12% a year, and damages that rise with the delay up to 25% a year of the arrears.",
    penaltyCitation: `${EPF_ACT}, ss. 7Q and 14B; Employees' Provident Funds Scheme, 1952, para 32A`,
  },
  {
    form: "पीएफ़ ECR",
    who: "ईपीएफ़ओ में पंजीकृत नियोक्ता: नियोक्ता और कर्मचारी का अंशदान और इलेक्ट्रॉनिक चालान-सह-रिटर्न (ECR)।",
    citation: `कर्मचारी भविष्य निधि योजना, 1952 का पैरा 38(1), ${EPF_ACT_HI} के तहत`,
    penalty: "सालाना 12% ब्याज, और देरी के साथ बढ़ता हर्जाना, बकाया का ज़्यादा से ज़्यादा 25% सालाना।",
    penaltyCitation: `${EPF_ACT_HI} की धारा 7Q और 14B; कर्मचारी भविष्य निधि योजना, 1952 का पैरा 32A`,
  },
);

const ESI = rule(
  "pf-esi",
  {
    form: "ESI contribution",
    who: "Employers registered with ESIC, for employees earning up to ₹21,000 a month.",
    citation: "Code on Social Security, 2020 (in force from 21 November 2025); ESI (General) Regulations, 1950, reg. 31, continued by s. 164(2) of the Code",
    penalty: "Interest at 12% a year for each day of delay, and damages from 5% to 25% a year of the amount due, depending on the delay.",
    penaltyCitation: "Code on Social Security, 2020, ss. 127 and 128; ESI (General) Regulations, 1950, regs. 31A and 31C",
  },
  {
    form: "ईएसआई अंशदान",
    who: "ईएसआईसी में पंजीकृत नियोक्ता, हर महीने ₹21,000 तक कमाने वाले कर्मचारियों के लिए।",
    citation: "सामाजिक सुरक्षा संहिता, 2020 (21 नवंबर 2025 से लागू); ईएसआई (सामान्य) विनियम, 1950 का विनियम 31, संहिता की धारा 164(2) से जारी",
    penalty: "देरी के हर दिन पर सालाना 12% ब्याज, और देरी के हिसाब से बकाया रकम का सालाना 5% से 25% तक हर्जाना।",
    penaltyCitation: "सामाजिक सुरक्षा संहिता, 2020 की धारा 127 और 128; ईएसआई (सामान्य) विनियम, 1950 के विनियम 31A और 31C",
  },
);

export const pfEsi: Deadline[] = [
  ...each("pf", PF, MONTHS, 15, (p) => [`PF contributions and ECR for ${p.en}`, `${p.hi} का पीएफ़ अंशदान और ECR`]),
  ...each("esi", ESI, MONTHS, 15, (p) => [`ESI contributions for ${p.en}`, `${p.hi} का ईएसआई अंशदान`]),
];
