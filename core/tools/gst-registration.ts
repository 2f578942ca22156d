import { type IndianStateId, stateName } from "../taxonomies/indian-states";
import { amountFieldText, PAISE_PER_RUPEE } from "./money";

/**
 * "Do I need GST registration?": the rules of the CGST Act and its notifications that decide
 * whether a small supplier must register, as one cited table, and the one function that picks the
 * rule a business's answers meet. The check is indicative: section 24 names other cases that need
 * registration at any turnover (OTHER_COMPULSORY_CASES), which the page lists without asking.
 */

/** The day the table was last checked against the Act and the notifications. Shown on the page. */
export const GST_REGISTRATION_RULES_AS_OF = "2026-11-27";

const LAKH = 1_00_000 * PAISE_PER_RUPEE;

export type SupplyKind = "goods" | "services" | "both";

export interface RegistrationInput {
  /** Aggregate turnover of the financial year, in paise: all India, for the PAN (section 2(6)). */
  turnoverPaise: number;
  supplies: SupplyKind;
  /** Makes taxable supplies to buyers in another state or union territory. */
  interState: boolean;
  /** Sells goods through an e-commerce operator that collects tax at source (Amazon, Flipkart…); false for services alone. */
  ecommerce: boolean;
  /** Where the business supplies from. */
  state: IndianStateId;
  /** Among its goods are ice cream, pan masala, tobacco, or bricks and roofing tiles; false unless it supplies goods alone. */
  excludedGoods: boolean;
}

export type RegistrationRuleId =
  | "aggregate-turnover"
  | "goods-40-lakh"
  | "threshold-20-lakh"
  | "threshold-10-lakh"
  | "inter-state-goods"
  | "inter-state-services"
  | "ecommerce-enrolment"
  | "ecommerce-compulsory";

export interface RegistrationRule {
  id: RegistrationRuleId;
  /** The rule in a line. */
  title: string;
  /** The rule in plain words, for the page's list of rules. */
  summary: string;
  /** Where it is written, in full. */
  citation: string;
  /** The provision in a few words, for a quote form's message: "Section 24(i), CGST Act". */
  ref: string;
  /** The first day the rule applies as stated (YYYY-MM-DD). */
  since: string;
}

/**
 * The four special-category states whose limit is ₹10 lakh: Article 279A(4)(g) of the Constitution
 * lists eleven, and clause (iii) of the Explanation to section 22 leaves out Jammu and Kashmir,
 * Arunachal Pradesh, Assam, Himachal Pradesh, Meghalaya, Sikkim and Uttarakhand (₹20 lakh).
 */
export const TEN_LAKH_STATES: readonly IndianStateId[] = ["manipur", "mizoram", "nagaland", "tripura"];

/** The states that did not adopt ₹40 lakh for goods: clause (c) of Notification 10/2019-Central Tax. */
export const GOODS_TWENTY_LAKH_STATES: readonly IndianStateId[] = [
  "arunachal-pradesh",
  "manipur",
  "meghalaya",
  "mizoram",
  "nagaland",
  "puducherry",
  "sikkim",
  "telangana",
  "tripura",
  "uttarakhand",
];

const SECTION_22 = "Section 22(1), CGST Act, 2017";
/** Which special-category states keep ₹10 lakh: see TEN_LAKH_STATES. */
const SPECIAL_CATEGORY = "clause (iii) of the Explanation to section 22, as amended by the CGST (Amendment) Act, 2018 (from 1 February 2019)";

export const GST_REGISTRATION_RULES = [
  {
    id: "aggregate-turnover",
    title: "Turnover is counted for the whole PAN, across India",
    summary:
      "Every limit is tested against aggregate turnover: the taxable, exempt and export supplies and inter-state supplies of every business and branch under the same PAN, in every state, without the GST itself. Purchases on which you pay tax under reverse charge are left out.",
    citation: "Section 2(6), CGST Act, 2017",
    ref: "Section 2(6), CGST Act",
    since: "2017-07-01",
  },
  {
    id: "goods-40-lakh",
    title: "₹40 lakh limit for suppliers of goods alone",
    summary:
      "A business that supplies only goods need not register until its aggregate turnover exceeds ₹40 lakh in a financial year. The higher limit does not cover ice cream, pan masala and tobacco, nor, since 1 April 2022, bricks and roofing tiles; nor does it apply in Arunachal Pradesh, Manipur, Meghalaya, Mizoram, Nagaland, Puducherry, Sikkim, Telangana, Tripura and Uttarakhand, which kept the lower limit.",
    citation:
      "Notification 10/2019-Central Tax, 7 March 2019 (from 1 April 2019), under section 23(2), CGST Act, as amended by Notification 03/2022-Central Tax, 31 March 2022 (bricks and tiles, from 1 April 2022)",
    ref: "Notification 10/2019-Central Tax",
    since: "2019-04-01",
  },
  {
    id: "threshold-20-lakh",
    title: "₹20 lakh limit for services, or goods and services together",
    summary:
      "A supplier must register once its aggregate turnover exceeds ₹20 lakh in a financial year. It is the limit for services, for goods and services together, and for goods that the ₹40 lakh limit leaves out, in Madhya Pradesh and every other normal-category state, and in the special-category states of Arunachal Pradesh, Assam, Himachal Pradesh, Jammu and Kashmir, Meghalaya, Sikkim and Uttarakhand.",
    citation: `${SECTION_22}, read with ${SPECIAL_CATEGORY}`,
    ref: "Section 22(1), CGST Act",
    since: "2017-07-01",
  },
  {
    id: "threshold-10-lakh",
    title: "₹10 lakh limit in Manipur, Mizoram, Nagaland and Tripura",
    summary: "In the special-category states of Manipur, Mizoram, Nagaland and Tripura, the limit is ₹10 lakh, for goods and services alike.",
    citation: `First proviso to section 22(1), CGST Act, 2017, read with ${SPECIAL_CATEGORY}`,
    ref: "Section 22(1) proviso, CGST Act",
    since: "2019-02-01",
  },
  {
    id: "inter-state-goods",
    title: "Inter-state supplies of goods need registration at any turnover",
    summary:
      "Anyone who makes an inter-state taxable supply must register, whatever the turnover, and for goods no notification lifts that: one sale of goods to a buyer in another state needs a GSTIN.",
    citation: "Section 24(i), CGST Act, 2017",
    ref: "Section 24(i), CGST Act",
    since: "2017-07-01",
  },
  {
    id: "inter-state-services",
    title: "Inter-state supplies of services are exempt below the limit",
    summary:
      "A supplier of services to buyers in other states need not register until its aggregate turnover exceeds ₹20 lakh (₹10 lakh in Manipur, Mizoram, Nagaland and Tripura).",
    citation: "Notification 10/2017-Integrated Tax, 13 October 2017, under section 23(2), CGST Act, as amended by Notification 03/2019-Integrated Tax, 29 January 2019",
    ref: "Notification 10/2017-Integrated Tax",
    since: "2017-10-13",
  },
  {
    id: "ecommerce-enrolment",
    title: "Goods sold online within one state are exempt below the limit, with an enrolment number",
    summary:
      "Since 1 October 2023, a seller of goods through an e-commerce operator that collects tax at source need not register while its aggregate turnover, last financial year and this one, stays within the section 22(1) limit (₹20 lakh; ₹10 lakh in Manipur, Mizoram, Nagaland and Tripura), if it sells in one state only, makes no inter-state supply, and took an enrolment number on the GST portal with its PAN before its first sale.",
    citation: "Notification 34/2023-Central Tax, 31 July 2023 (from 1 October 2023), under section 23(2), CGST Act",
    ref: "Notification 34/2023-Central Tax",
    since: "2023-10-01",
  },
  {
    id: "ecommerce-compulsory",
    title: "Other sellers through an e-commerce operator must register at any turnover",
    summary:
      "Anyone supplying through an e-commerce operator that collects tax at source must register, whatever the turnover, unless the enrolment exemption covers them. The ₹40 lakh limit for goods does not help: it excludes everyone section 24 requires to register.",
    citation: "Section 24(ix), CGST Act, 2017",
    ref: "Section 24(ix), CGST Act",
    since: "2017-07-01",
  },
] as const satisfies readonly RegistrationRule[];

/** The rule with this id. */
export const registrationRule = (id: RegistrationRuleId): RegistrationRule => GST_REGISTRATION_RULES.find((rule) => rule.id === id)!;

/** The cases section 24 makes compulsory that the check does not ask about, each in a few words. */
export const OTHER_COMPULSORY_CASES = {
  citation: "Section 24, CGST Act, 2017",
  cases: [
    "a casual taxable person, such as a seller at a fair or exhibition in another state",
    "a buyer who must pay GST under reverse charge",
    "a non-resident taxable person",
    "an agent who supplies on behalf of other taxable persons",
    "an Input Service Distributor",
    "a person who must deduct tax at source (TDS) under GST, or an e-commerce operator who must collect it (TCS)",
    "a supplier of online information and database services from outside India to unregistered buyers in India",
  ],
} as const;

export interface RegistrationAnswer {
  required: boolean;
  rule: RegistrationRule;
  /** The turnover above which registration is needed, in paise; null when it is needed at any turnover. */
  limitPaise: number | null;
  /** Why, in plain words, with the visitor's own turnover and state. */
  reason: string;
}

/** A turnover as the answers write it: "₹15,00,000" (paise only when there are some). */
export const turnoverText = (paise: number) => `₹${amountFieldText(paise)}`;

/** A limit as the law writes it: "₹20 lakh". */
export const lakhText = (paise: number) => `₹${paise / LAKH} lakh`;

/** The section 22(1) limit of a state: ₹10 lakh in the four special-category states, ₹20 lakh elsewhere. */
export const sectionLimit = (state: IndianStateId) => (TEN_LAKH_STATES.includes(state) ? 10 : 20) * LAKH;

/** The limit for one who supplies goods alone: ₹40 lakh unless the goods or the state are left out of it. */
function goodsLimit(input: RegistrationInput): number {
  return input.excludedGoods || GOODS_TWENTY_LAKH_STATES.includes(input.state) ? sectionLimit(input.state) : 40 * LAKH;
}

/** "within" or "above" a limit: registration is needed when turnover exceeds it. */
const side = (turnover: number, limit: number) => (turnover > limit ? "above" : "within");

const WHO: Record<SupplyKind, string> = {
  goods: "suppliers of goods alone",
  services: "suppliers of services",
  both: "suppliers of goods and services together",
};

/** Why a supplier of goods alone meets a lower limit than ₹40 lakh, if it does. */
function goodsNote(input: RegistrationInput): string {
  if (input.supplies !== "goods") return "";
  if (GOODS_TWENTY_LAKH_STATES.includes(input.state)) return ` ${stateName(input.state)} did not adopt the ₹40 lakh limit for goods.`;
  if (input.excludedGoods) return " Ice cream, pan masala, tobacco, bricks and roofing tiles are left out of the ₹40 lakh limit for goods.";
  return "";
}

/**
 * Whether a business must register for GST, by the first rule its answers meet: an inter-state
 * supply of goods (any turnover), then selling goods through an e-commerce operator (the
 * enrolment exemption up to the section 22(1) limit, compulsory above it), then the turnover
 * limit of its supplies and state. A limit is exceeded only above it: ₹20,00,000 is within ₹20 lakh.
 */
export function checkRegistration(input: RegistrationInput): RegistrationAnswer {
  const { turnoverPaise: turnover, supplies, state } = input;
  const T = turnoverText(turnover);
  const base = sectionLimit(state);
  const sellsGoods = supplies !== "services";

  if (input.interState && sellsGoods) {
    const servicesOnly =
      supplies === "both"
        ? ` If only your services go to other states and no goods do, the limit is ${lakhText(base)} instead, and your turnover of ${T} is ${side(turnover, base)} it.`
        : "";
    return {
      required: true,
      rule: registrationRule("inter-state-goods"),
      limitPaise: null,
      reason: `You sell goods to buyers in another state, and an inter-state supply of goods needs GST registration whatever your turnover: the turnover limit does not apply.${servicesOnly}`,
    };
  }

  if (input.ecommerce && sellsGoods) {
    if (turnover <= base) {
      return {
        required: false,
        rule: registrationRule("ecommerce-enrolment"),
        limitPaise: base,
        reason: `You sell goods through an e-commerce operator within ${stateName(state)} only, and your turnover of ${T} is within ${lakhText(base)}. You need not register, provided you take an enrolment number on the GST portal with your PAN before you sell, sell through operators in this one state only, make no inter-state supply, and your turnover stays within ${lakhText(base)} last financial year and this one.`,
      };
    }
    return {
      required: true,
      rule: registrationRule("ecommerce-compulsory"),
      limitPaise: base,
      reason: `You sell goods through an e-commerce operator, and your turnover of ${T} is above ${lakhText(base)}, the most a seller through an operator may turn over without registering. Above it you need to register, whatever the limit for other sellers of your goods.`,
    };
  }

  const limit = supplies === "goods" ? goodsLimit(input) : base;
  const required = turnover > limit;
  const L = lakhText(limit);
  const next = required ? "so you need to register, within 30 days of crossing it (section 25(1))." : `so you do not need to register yet. Once it exceeds ${L} in a financial year, you must apply within 30 days.`;

  if (input.interState) {
    return {
      required,
      rule: registrationRule("inter-state-services"),
      limitPaise: limit,
      reason: `You supply services to buyers in other states, which needs registration only above ${L} of aggregate turnover. Yours is ${T}, ${side(turnover, limit)} the limit, ${next}`,
    };
  }
  const id = limit === 40 * LAKH ? "goods-40-lakh" : limit === 10 * LAKH ? "threshold-10-lakh" : "threshold-20-lakh";
  return {
    required,
    rule: registrationRule(id),
    limitPaise: limit,
    reason: `Your aggregate turnover of ${T} is ${side(turnover, limit)} the ${L} limit for ${WHO[supplies]} in ${stateName(state)}, ${next}${goodsNote(input)}`,
  };
}

/** The answer in a few words: "You need to register for GST" or "You do not need to register for GST yet". */
export const verdictText = (answer: RegistrationAnswer) => (answer.required ? "You need to register for GST" : "You do not need to register for GST yet");

/** The answer in a sentence: what a screen reader hears as it changes, and a shared result's description. */
export function registrationSummary(input: RegistrationInput, answer: RegistrationAnswer): string {
  return `${verdictText(answer)} (aggregate turnover ${turnoverText(input.turnoverPaise)}, ${stateName(input.state)}). ${answer.rule.title}: ${answer.rule.ref}.`;
}

const KIND_TEXT: Record<SupplyKind, string> = { goods: "goods only", services: "services only", both: "goods and services" };

/** The note the answer leaves in the GST registration quote form: the answers, then the result, within 300 characters. */
export function registrationEnquiryNote(input: RegistrationInput, answer: RegistrationAnswer): string {
  const facts = [
    KIND_TEXT[input.supplies],
    `aggregate turnover ${turnoverText(input.turnoverPaise)}`,
    stateName(input.state),
    input.interState ? "supplies to other states" : "supplies within the state",
    ...(input.ecommerce ? ["sells goods through e-commerce operators"] : []),
    ...(input.excludedGoods ? ["ice cream, pan masala, tobacco or bricks"] : []),
  ];
  const result = answer.required ? "registration needed" : "registration not needed yet";
  return `From the GST registration check: ${facts.join(", ")}. Result: ${result} (${answer.rule.ref}).`;
}
