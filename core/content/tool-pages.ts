import { GST_RATES } from "../tools/gst-rates";
import { GST_REGISTRATION_RULES, OTHER_COMPULSORY_CASES, type RegistrationRuleId } from "../tools/gst-registration";

/**
 * The words of the free tools' pages (the records they share with the footer and the sitemap are
 * in ./tools.ts): the index's and each calculator's hero, the notes beside the form and the short
 * explanations under it. Written for a small-business owner, not for an accountant.
 */

export interface ExplainerSection {
  heading: string;
  paragraphs: string[];
}

export const toolsIndexCopy = {
  title: "Free Business Tools",
  eyebrow: "Free tools",
  subtitle:
    "Quick answers to everyday business questions: the GST on an invoice, whether you need GST registration at all, the instalment on a loan, and every compliance due date of the year. Free to use, with no sign-up, and each result has its own link you can bookmark or share.",
  description:
    "Free GST and EMI calculators, a GST registration check and a compliance calendar for Indian small businesses from Vriddhi Business Solutions: the tax on an invoice, whether you need a GSTIN, the monthly instalment of a loan, and the year's filing due dates.",
  listHeading: "Our tools",
  open: "Open the tool",
  help: {
    title: "Want a second pair of eyes?",
    text: "Our consultants in Bhopal help businesses across India with GST registration and returns, income-tax and ROC filings, and with finding and structuring the right loan.",
    action: "Talk to a consultant",
  },
};

/** What both calculators' pages say in the same places. */
export const calculatorCopy = {
  breadcrumbTools: "Free Tools",
  formHeading: "Your figures",
  resultHeading: "Result",
  blankResult: "Enter your figures and the result appears here.",
  liveNote: "The result updates as you type.",
  errorSummary: "Please correct the following:",
  shareNote: "This page's address holds your figures: bookmark it or share it to come back to this result.",
  ctaHeading: "Take it further with us",
  ctaNote: "Your figures are added to the quote form's message, for you to edit or remove before you send it.",
  /** A service's button under a result: "Get a quote for GST Registration". */
  quoteFor: (service: string) => `Get a quote for ${service}`,
  /** What ends a line that closes on a date, a citation or a link. */
  sentenceEnd: ".",
};

export const gstCalculatorCopy = {
  title: "GST Calculator",
  /** The page's <title>, before the site's name. */
  headTitle: "GST Calculator: CGST, SGST and IGST",
  subtitle:
    "Add GST to a price, or find the GST inside a price that already includes it, with the CGST and SGST or IGST split your invoice needs.",
  fields: {
    amount: "Amount (₹)",
    amountHint: "In digits, with or without commas, or in lakh, crore or thousand: 4,50,000, 450000, 4.5 lakh or 50k.",
    amountPlaceholder: "e.g. 4,50,000 or 4.5 lakh",
    rate: "GST rate",
    custom: "Custom rate (%)",
    customHint: "Used when the GST rate is set to Custom, e.g. 12 or 0.1.",
    customOption: "Custom rate",
    chooseRate: "Choose a rate from the list",
    amountIs: "The amount is",
    exclusive: "Before GST (add GST to it)",
    inclusive: "Including GST (take GST out of it)",
    supply: "Where is the supply?",
    intra: "Within my state (CGST + SGST)",
    inter: "To another state (IGST)",
    round: "Round the invoice total to the nearest rupee",
  },
  submit: "Calculate GST",
  result: {
    base: "Taxable value",
    cgst: "CGST",
    sgst: "SGST / UTGST",
    igst: "IGST",
    tax: "Total GST",
    beforeRoundOff: "Total before round off",
    roundOff: "Round off",
    total: "Invoice total",
    rateSource: "Source of this rate",
    customSource: "A rate you entered: check it against the notification that applies to your goods or services.",
  },
  ratesHeading: "GST rates in this calculator",
  ratesIntro:
    "The rates below are those in force under GST 2.0, which replaced the old 12% and 28% slabs with 5% and 18% and a 40% rate for sin and luxury goods from 22 September 2025. A rate is what a supply carries in total: within a state it is split equally as CGST and SGST (or UTGST), and between states it is charged whole as IGST. For a concessional rate that is not listed, choose Custom.",
  ratesAsOf: "Rates checked on",
  rateColumns: { rate: "Rate", appliesTo: "Typically applies to", citation: "Notification" },
  /** What each rate of the list covers, by the rate ("18"): core/tools/gst-rates.ts. */
  rateAppliesTo: Object.fromEntries(GST_RATES.map((row) => [String(row.rate), row.appliesTo])) as Record<string, string>,
  explainersHeading: "How GST works on an invoice",
  explainers: [
    {
      heading: "Adding GST to a price",
      paragraphs: [
        "When you quote a price before tax, GST is added on top: at 18%, a ₹1,000 service is billed at ₹1,180. Within your state, the ₹180 appears on the invoice as CGST ₹90 and SGST ₹90; to a buyer in another state it is IGST ₹180.",
      ],
    },
    {
      heading: "Taking GST out of a price",
      paragraphs: [
        "When a price already includes GST, the taxable value is the price × 100 ÷ (100 + rate). At 18%, ₹1,180 holds a taxable value of ₹1,000 and GST of ₹180. This is the figure to use when a customer has agreed an all-inclusive price.",
      ],
    },
    {
      heading: "Rounding and paise",
      paragraphs: [
        "Each tax is worked to the paisa, as it is a separate line on the invoice. Many businesses round the invoice total to the nearest rupee and show the difference as a round-off line; tick the box to see it.",
      ],
    },
  ] satisfies ExplainerSection[],
};

export const emiCalculatorCopy = {
  title: "EMI Calculator",
  headTitle: "EMI Calculator: Loan EMI and Repayment Schedule",
  subtitle:
    "See the monthly instalment of a business, home or car loan before you sign, how much of it is interest, and what a lower rate would save you.",
  fields: {
    amount: "Loan amount (₹)",
    amountHint: "In digits, with or without commas, or in lakh or crore: 10,00,000, 1000000 or 10 lakh.",
    amountPlaceholder: "e.g. 10 lakh",
    rate: "Interest rate (% a year)",
    rateHint: "The yearly rate in the lender's offer, e.g. 10.5.",
    tenure: "Tenure",
    unit: "Tenure in",
    years: "Years",
    months: "Months",
    rate2: "Compare with another rate (% a year, optional)",
    rate2Hint: "For instance a second lender's offer, or the rate after a negotiation.",
  },
  submit: "Calculate EMI",
  result: {
    emi: "Monthly EMI",
    emiExact: "Exactly",
    lastInstalment: "last instalment",
    instalments: "Instalments",
    totalInterest: "Total interest",
    totalPayment: "Total payment",
    principal: "Loan amount",
    compareHeading: "Two rates compared",
    difference: "Difference",
    scheduleHeading: "Year-by-year repayment",
    scheduleColumns: { year: "Year", opening: "Opening balance", principal: "Principal paid", interest: "Interest paid", closing: "Closing balance" },
  },
  explainersHeading: "About the calculation",
  explainers: [
    {
      heading: "How the EMI is worked out",
      paragraphs: [
        "Banks and NBFCs in India quote most term loans on a reducing balance: each month's interest is charged on what you still owe, and the EMI stays the same while its interest part shrinks and its principal part grows. The EMI is P × r × (1 + r)ⁿ ÷ ((1 + r)ⁿ − 1), where P is the loan, r the monthly rate (the yearly rate ÷ 12 ÷ 100) and n the number of months.",
      ],
    },
    {
      heading: "What the schedule shows",
      paragraphs: [
        "The table splits each year's instalments into the principal you repay and the interest you pay, with the balance left at the end of the year. The last instalment is adjusted (by a few paise, or a rupee or two on a long, costly loan) so the loan closes at exactly zero.",
      ],
    },
    {
      heading: "What it leaves out",
      paragraphs: [
        "Processing fees, insurance, prepayment charges and changes in a floating rate are not included. Compare offers on their annual percentage rate as well as the EMI, and read the sanction letter before you sign.",
      ],
    },
  ] satisfies ExplainerSection[],
};

export const gstRegistrationCheckCopy = {
  title: "Do I Need GST Registration?",
  headTitle: "GST Registration Check: Do I Need GST Registration?",
  subtitle:
    "Answer a few questions about your business to see whether the GST law asks you to register, which rule decides it, and the section or notification where that rule is written.",
  formHeading: "Your business",
  resultHeading: "Answer",
  blankResult: "Answer the questions and the answer appears here.",
  fields: {
    turnover: "Aggregate turnover this financial year (₹)",
    turnoverHint:
      "Everything you sell across India under your PAN, before GST: taxable, exempt and export sales of every branch. Expected turnover if you are starting out. In digits or in lakh: 25,00,000, 2500000 or 25 lakh.",
    turnoverPlaceholder: "e.g. 25 lakh",
    supplies: "What do you supply?",
    goods: "Goods only",
    services: "Services only",
    both: "Goods and services",
    state: "State or union territory you supply from",
    states: "States",
    unionTerritories: "Union territories",
    interstate: "Do you supply to buyers in other states?",
    interstateNo: "No, only within my state",
    interstateYes: "Yes, to other states too",
    ecommerce: "If you supply goods: do you sell them through e-commerce operators such as Amazon or Flipkart?",
    excluded: "If you supply goods only: are any of them ice cream, pan masala, tobacco products, or bricks and roofing tiles?",
    no: "No",
    yes: "Yes",
  },
  submit: "Check my answer",
  result: {
    rule: "Rule that applies",
    citation: "Where it is written",
    limit: "Turnover limit",
    anyTurnover: "None: registration is needed at any turnover",
    otherCases:
      "The check covers turnover limits, inter-state supplies and goods sold online. Some other cases need registration at any turnover: a casual taxable person at a fair in another state, a buyer who pays GST under reverse charge, an agent selling for others and more,",
    otherCasesLink: "listed under the check",
    /** After the link. */
    otherCasesEnd: ".",
  },
  rulesHeading: "The rules this check applies",
  rulesIntro:
    "Registration depends on your aggregate turnover, what you supply, where you supply from and to whom. These are the rules the check weighs, each with the section of the CGST Act or the notification that sets it.",
  rulesAsOf: "Rules checked on",
  citationLabel: "Source",
  since: "Applies from",
  /** The id of that list's heading, which the answer links to. */
  otherCasesId: "gst-reg-other-cases",
  otherHeading: "Other cases that need registration at any turnover",
  otherIntro: "Section 24 of the CGST Act names more cases that need registration whatever the turnover. The check does not ask about them: if one describes you, you need to register.",
  /** Each rule of the check in plain words, by its id: core/tools/gst-registration.ts. */
  ruleSummaries: Object.fromEntries(GST_REGISTRATION_RULES.map((rule) => [rule.id, rule.summary])) as Record<RegistrationRuleId, string>,
  /** The cases of section 24 the check does not ask about, each in a few words. */
  otherCases: OTHER_COMPULSORY_CASES.cases,
};
