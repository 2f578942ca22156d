/**
 * The statutory due dates that fall in financial year 2026-27 (1 April 2026 to 31 March 2027) for a
 * small business in Madhya Pradesh, each citing the provision that sets it and the one that prices
 * missing it. Provisions are written once, as named constants; the monthly and quarterly repeats are
 * generated from them, and the year keeps every date that falls inside it: March 2026's returns,
 * due in April 2026, are in it, and March 2027's, due in April 2027 and later, belong to next year.
 *
 * Dates are as the law writes them. One that falls on a Sunday or a holiday is not moved: the law
 * does not move it, and where a portal or a notification allows the next working day, staff record
 * that in the admin as an extension, with its source.
 *
 * Income tax straddles two Acts this year. The Income-tax Act, 2025 is in force from 1 April 2026
 * and governs tax year 2026-27: advance tax, and tax deducted or collected at source from April 2026.
 * Returns, audit reports and the last TDS dates for FY 2025-26 stay under the Income-tax Act, 1961,
 * which section 536 of the 2025 Act saves for years before its commencement; the Finance Act, 2026
 * amended it for them (31 August for business returns without audit, revised returns until 31 March).
 *
 * Left out on purpose: DIR-3 KYC. Rule 12A of the Companies (Appointment and Qualification of
 * Directors) Rules, 2014, as substituted by G.S.R. 943(E) of 31 December 2025 from 31 March 2026,
 * replaced the yearly 30 September filing with one due by 30 June of every third financial year,
 * counted from each director's own last filing, so no single date in this year applies to everyone.
 */
import type { ComplianceYear, Deadline } from "./types";

const FY_START = "2026-04-01";
const FY_END = "2027-03-31";

/** A provision as written once: everything a deadline says except its id, title and date. */
type Rule = Omit<Deadline, "id" | "title" | "dueDate">;

interface Month {
  year: number;
  /** 1 to 12. */
  month: number;
}

/** A month or quarter that returns are filed for. */
interface Period {
  /** The id's tail: "2026-10", "fy-2026-27-q2". */
  key: string;
  /** As a title says it: "October 2026", "July–September 2026". */
  label: string;
  /** The month after the period ends, in which most of its dates fall. */
  following: Month;
  /** The period's place in its quarter (1 to 3); a quarter counts as its last month. */
  monthOfQuarter: number;
}

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const pad = (n: number) => String(n).padStart(2, "0");
const ymd = ({ year, month }: Month, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const addMonths = ({ year, month }: Month, n: number): Month => ({ year: year + Math.floor((month - 1 + n) / 12), month: ((month - 1 + n) % 12) + 1 });
const monthLabel = ({ year, month }: Month) => `${MONTH_NAMES[month - 1]} ${year}`;
/** Financial-year quarters start in April, July, October and January. */
const quarterOfFy = ({ month }: Month) => Math.floor(((month + 8) % 12) / 3) + 1;
const fyLabel = ({ year, month }: Month) => (month >= 4 ? `${year}-${pad((year + 1) % 100)}` : `${year - 1}-${pad(year % 100)}`);

const monthPeriod = (m: Month): Period => ({
  key: `${m.year}-${pad(m.month)}`,
  label: monthLabel(m),
  following: addMonths(m, 1),
  monthOfQuarter: ((m.month + 8) % 3) + 1,
});

const quarterPeriod = (first: Month): Period => {
  const last = addMonths(first, 2);
  return {
    key: `fy-${fyLabel(first)}-q${quarterOfFy(first)}`,
    label: `${MONTH_NAMES[first.month - 1]}–${monthLabel(last)}`,
    following: addMonths(first, 3),
    monthOfQuarter: 3,
  };
};

/** March 2026 to March 2027: every month whose returns or payments can fall due in the year. */
const MONTHS = Array.from({ length: 13 }, (_, i) => monthPeriod(addMonths({ year: 2026, month: 3 }, i)));
/** January–March 2026 to January–March 2027, on the same reasoning. */
const QUARTERS = Array.from({ length: 5 }, (_, i) => quarterPeriod(addMonths({ year: 2026, month: 1 }, 3 * i)));
/** The months of tax year 2026-27 itself, April 2026 to March 2027. */
const TAX_YEAR_MONTHS = MONTHS.slice(1);
/** The first three quarters of tax year 2026-27: the fourth's statements are due in May 2027. */
const TAX_YEAR_QUARTERS_1_TO_3 = QUARTERS.slice(1, 4);

/** One deadline per period, due on `day` of the month after it, titled by `title`. */
const each = (prefix: string, rule: Rule, periods: readonly Period[], day: number, title: (period: string) => string): Deadline[] =>
  periods.map((p) => ({ id: `${prefix}-${p.key}`, ...rule, title: title(p.label), dueDate: ymd(p.following, day) }));

const once = (id: string, rule: Rule, title: string, dueDate: string): Deadline => ({ id, ...rule, title, dueDate });

/** A date `days` after an ISO date, for the filings the Companies Act counts from the AGM. */
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------
// GST: Central Goods and Services Tax Act, 2017 and CGST Rules, 2017.

const GST_INTEREST = "interest at 18% a year on any tax paid after the due date";
const GST_INTEREST_CITATION = "CGST Act, 2017, s. 50(1); rate in Notification 13/2017-Central Tax";
const LATE_FEE_CAPS =
  "₹500 for a nil filing, ₹2,000 if last year's turnover was up to ₹1.5 crore, ₹5,000 up to ₹5 crore and ₹10,000 above (CGST and SGST together)";

const GSTR_1_PENALTY = `Late fee of ₹50 a day (₹20 with nothing to report), capped at ${LATE_FEE_CAPS}. Buyers cannot take credit for invoices that are not reported.`;
const GSTR_1_PENALTY_CITATION = "CGST Act, 2017, s. 47(1); Notification 4/2018-Central Tax as amended by Notification 20/2021-Central Tax";
const GSTR_3B_PENALTY = `Late fee of ₹50 a day (₹20 for a nil return), capped at ${LATE_FEE_CAPS}; and ${GST_INTEREST}. The next return cannot be filed until this one is.`;
const GSTR_3B_PENALTY_CITATION = `CGST Act, 2017, ss. 47(1) and 39(10); Notification 76/2018-Central Tax as amended by Notification 19/2021-Central Tax; ${GST_INTEREST_CITATION}`;

const GSTR_1_MONTHLY: Rule = {
  kind: "gst",
  form: "GSTR-1",
  who: "Regular taxpayers filing monthly: turnover above ₹5 crore, or not under the quarterly (QRMP) scheme.",
  citation: "CGST Act, 2017, s. 37(1) (the 10th, extended to the 11th by Notification 83/2020-Central Tax); CGST Rules, 2017, rule 59(1)",
  penalty: GSTR_1_PENALTY,
  penaltyCitation: GSTR_1_PENALTY_CITATION,
};

const IFF: Rule = {
  kind: "gst",
  form: "IFF",
  who: "Quarterly (QRMP) filers who want sales invoices to registered buyers for the first or second month of a quarter to reach them early; optional, up to ₹50 lakh a month.",
  citation: "CGST Rules, 2017, rule 59(2)",
  penalty: "No late fee: the facility is optional. Invoices not uploaded by the 13th go into the quarterly GSTR-1, and buyers wait until then for their credit.",
  penaltyCitation: "CGST Rules, 2017, rule 59(2) and (3)",
};

const GSTR_1_QUARTERLY: Rule = {
  kind: "gst",
  form: "GSTR-1",
  who: "Taxpayers with turnover up to ₹5 crore who chose the quarterly (QRMP) scheme.",
  citation: "CGST Act, 2017, s. 37(1); CGST Rules, 2017, rule 59(1); 13th of the month after the quarter under Notification 83/2020-Central Tax",
  penalty: GSTR_1_PENALTY,
  penaltyCitation: GSTR_1_PENALTY_CITATION,
};

const GSTR_3B_MONTHLY: Rule = {
  kind: "gst",
  form: "GSTR-3B",
  who: "Regular taxpayers filing monthly (not under the QRMP scheme).",
  citation: "CGST Act, 2017, s. 39(1); CGST Rules, 2017, rule 61(1)(i)",
  penalty: GSTR_3B_PENALTY,
  penaltyCitation: GSTR_3B_PENALTY_CITATION,
};

/**
 * Rule 61(1)(ii) staggers the quarterly return by where the business is: the 22nd for Madhya
 * Pradesh's group of States, the 24th for the rest. The firm's clients are in Madhya Pradesh.
 */
const QRMP_3B_DAY_MADHYA_PRADESH = 22;
const GSTR_3B_QUARTERLY: Rule = {
  kind: "gst",
  form: "GSTR-3B",
  who:
    "Quarterly (QRMP) filers whose principal place of business is in Madhya Pradesh. The 22nd applies in Madhya Pradesh, Chhattisgarh, Gujarat, Maharashtra, Karnataka, Goa, Kerala, Tamil Nadu, Telangana, Andhra Pradesh and the Union territories of Daman and Diu and Dadra and Nagar Haveli, Puducherry, the Andaman and Nicobar Islands and Lakshadweep; in every other State and Union territory it is the 24th.",
  citation: "CGST Act, 2017, s. 39(1), proviso; CGST Rules, 2017, rule 61(1)(ii) and its Table",
  penalty: GSTR_3B_PENALTY,
  penaltyCitation: GSTR_3B_PENALTY_CITATION,
};

const PMT_06: Rule = {
  kind: "gst",
  form: "PMT-06",
  who: "Quarterly (QRMP) filers, for the tax of the first and second months of the quarter; nothing is due if no tax is payable or the ledgers already cover it.",
  citation: "CGST Act, 2017, s. 39(7), proviso; CGST Rules, 2017, rule 61(3); Notification 85/2020-Central Tax",
  penalty: `No late fee; ${GST_INTEREST}.`,
  penaltyCitation: GST_INTEREST_CITATION,
};

const CMP_08: Rule = {
  kind: "gst",
  form: "CMP-08",
  who: "Composition taxpayers (section 10), with the tax for the quarter.",
  citation: "CGST Act, 2017, s. 39(2); CGST Rules, 2017, rule 62(1)(i)",
  penalty: `No late fee; ${GST_INTEREST}.`,
  penaltyCitation: GST_INTEREST_CITATION,
};

const GSTR_4: Rule = {
  kind: "gst",
  form: "GSTR-4",
  who: "Composition taxpayers: the annual return for FY 2025-26. The rule's 30 April date was moved to 30 June for FY 2024-25 onwards.",
  citation: "CGST Act, 2017, s. 39(2); CGST Rules, 2017, rule 62(1)(ii) and its proviso",
  penalty: "Late fee for each day of delay, capped at ₹500 (CGST and SGST together) if no tax was payable and ₹2,000 otherwise.",
  penaltyCitation: "CGST Act, 2017, s. 47(1); Notification 73/2017-Central Tax as amended by Notification 21/2021-Central Tax",
};

const ANNUAL_RETURN_PENALTY =
  "Late fee of ₹50 a day (CGST and SGST together) for turnover up to ₹5 crore and ₹100 a day up to ₹20 crore, each capped at 0.04% of turnover in the State; above ₹20 crore, ₹200 a day capped at 0.5%.";
const ANNUAL_RETURN_PENALTY_CITATION = "CGST Act, 2017, s. 47(2); Notification 7/2023-Central Tax";

const GSTR_9: Rule = {
  kind: "gst",
  form: "GSTR-9",
  who: "Regular taxpayers with aggregate turnover above ₹2 crore in FY 2025-26; optional at or below it.",
  citation: "CGST Act, 2017, s. 44; CGST Rules, 2017, rule 80(1); exemption up to ₹2 crore under Notification 15/2025-Central Tax",
  penalty: ANNUAL_RETURN_PENALTY,
  penaltyCitation: ANNUAL_RETURN_PENALTY_CITATION,
};

const GSTR_9C: Rule = {
  kind: "gst",
  form: "GSTR-9C",
  who: "Taxpayers with aggregate turnover above ₹5 crore in FY 2025-26: the self-certified reconciliation statement filed with GSTR-9.",
  citation: "CGST Act, 2017, s. 44; CGST Rules, 2017, rule 80(3)",
  penalty: ANNUAL_RETURN_PENALTY,
  penaltyCitation: ANNUAL_RETURN_PENALTY_CITATION,
};

const gst: Deadline[] = [
  ...each("gstr-1-monthly", GSTR_1_MONTHLY, MONTHS, 11, (p) => `GSTR-1 for ${p}`),
  ...each("iff", IFF, MONTHS.filter((p) => p.monthOfQuarter < 3), 13, (p) => `IFF for ${p}`),
  ...each("gstr-1-quarterly", GSTR_1_QUARTERLY, QUARTERS, 13, (p) => `GSTR-1 for ${p} (quarterly)`),
  ...each("gstr-3b-monthly", GSTR_3B_MONTHLY, MONTHS, 20, (p) => `GSTR-3B for ${p}`),
  ...each("gstr-3b-quarterly", GSTR_3B_QUARTERLY, QUARTERS, QRMP_3B_DAY_MADHYA_PRADESH, (p) => `GSTR-3B for ${p} (quarterly)`),
  ...each("pmt-06", PMT_06, MONTHS.filter((p) => p.monthOfQuarter < 3), 25, (p) => `PMT-06 tax payment for ${p}`),
  ...each("cmp-08", CMP_08, QUARTERS, 18, (p) => `CMP-08 for ${p}`),
  once("gstr-4-fy-2025-26", GSTR_4, "GSTR-4 annual return for FY 2025-26", "2026-06-30"),
  once("gstr-9-fy-2025-26", GSTR_9, "GSTR-9 annual return for FY 2025-26", "2026-12-31"),
  once("gstr-9c-fy-2025-26", GSTR_9C, "GSTR-9C reconciliation statement for FY 2025-26", "2026-12-31"),
];

// ---------------------------------------------------------------------------------------------
// TDS and TCS: the Income-tax Act, 2025 from April 2026; the 1961 Act for March 2026 and before.

const TDS_WHO = "Everyone with a TAN who deducted or collected tax at source in the period: businesses, firms, companies and other deductors.";
const TDS_DEPOSIT_2025: Rule = {
  kind: "tds-tcs",
  form: "TDS/TCS challan",
  who: `${TDS_WHO} Government offices paying without a challan deposit on the day itself.`,
  citation: "Income-tax Act, 2025, s. 397(3)(a); Income-tax Rules, 2026, rule 218",
  penalty:
    "Interest of 1% a month from when the tax should have been deducted or collected until it is, and 1.5% a month from then until it is paid; the deductor is an assessee in default.",
  penaltyCitation: "Income-tax Act, 2025, s. 398(1) and (3)",
};

const TDS_STATEMENT_2025: Rule = {
  kind: "tds-tcs",
  form: "Form 138 / 140 / 144",
  who: `${TDS_WHO} Form 138 for salaries, 140 for other payments to residents, 144 for payments to non-residents.`,
  citation: "Income-tax Act, 2025, s. 397(3)(b); Income-tax Rules, 2026",
  penalty: "Fee of ₹200 a day until the statement is filed, up to the tax deducted or collected, paid before filing.",
  penaltyCitation: "Income-tax Act, 2025, s. 427",
};

const TCS_STATEMENT_2025: Rule = {
  ...TDS_STATEMENT_2025,
  form: "Form 143",
  who: "Sellers and others who collected tax at source (TCS) in the quarter.",
};

/** The 1961 Act still governs tax deducted or collected in March 2026, which is paid in April. */
const SAVED_BY_536 = "saved for FY 2025-26 by s. 536 of the Income-tax Act, 2025";
const TDS_DEPOSIT_MARCH_2026: Rule = {
  kind: "tds-tcs",
  form: "TDS challan",
  who: `${TDS_WHO} Tax deducted in March has until 30 April.`,
  citation: `Income-tax Act, 1961, s. 200(1); Income-tax Rules, 1962, rule 30(2)(a); ${SAVED_BY_536}`,
  penalty: "Interest of 1.5% a month from deduction until payment; the deductor is an assessee in default.",
  penaltyCitation: "Income-tax Act, 1961, s. 201(1) and (1A)",
};

const TCS_DEPOSIT_MARCH_2026: Rule = {
  kind: "tds-tcs",
  form: "TCS challan",
  who: "Sellers and others who collected tax at source (TCS) in March 2026: unlike TDS, March's TCS keeps the seven-day limit.",
  citation: `Income-tax Act, 1961, s. 206C(3); Income-tax Rules, 1962, rule 37CA(1); ${SAVED_BY_536}`,
  penalty: "Interest of 1% a month until the tax is paid.",
  penaltyCitation: "Income-tax Act, 1961, s. 206C(7)",
};

const STATEMENT_1961_PENALTY = "Fee of ₹200 a day until the statement is filed, up to the tax deducted or collected; a penalty of ₹10,000 to ₹1 lakh if it is more than a year late.";
const TDS_STATEMENT_Q4_2025_26: Rule = {
  kind: "tds-tcs",
  form: "Form 24Q / 26Q / 27Q",
  who: `${TDS_WHO} The last statements under the 1961 Act and its forms.`,
  citation: `Income-tax Act, 1961, s. 200(3); Income-tax Rules, 1962, rule 31A; ${SAVED_BY_536}`,
  penalty: STATEMENT_1961_PENALTY,
  penaltyCitation: "Income-tax Act, 1961, ss. 234E and 271H",
};

const TCS_STATEMENT_Q4_2025_26: Rule = {
  ...TDS_STATEMENT_Q4_2025_26,
  form: "Form 27EQ",
  who: "Sellers and others who collected tax at source (TCS) in January–March 2026.",
  citation: `Income-tax Act, 1961, s. 206C(3), proviso; Income-tax Rules, 1962, rule 31AA; ${SAVED_BY_536}`,
};

/**
 * April 2026 to February 2027 are deposited by the 7th of the next month. March 2027's TDS is due
 * on 30 April 2027 and its TCS on 7 April 2027, both in the next year, so neither is listed here.
 */
const DEPOSIT_MONTHS = TAX_YEAR_MONTHS.filter((p) => !p.key.endsWith("-03"));

const tdsTcs: Deadline[] = [
  once("tcs-deposit-2026-03", TCS_DEPOSIT_MARCH_2026, "TCS deposit for March 2026", "2026-04-07"),
  once("tds-deposit-2026-03", TDS_DEPOSIT_MARCH_2026, "TDS deposit for March 2026", "2026-04-30"),
  once("tcs-statement-fy-2025-26-q4", TCS_STATEMENT_Q4_2025_26, "TCS statement for January–March 2026", "2026-05-15"),
  once("tds-statement-fy-2025-26-q4", TDS_STATEMENT_Q4_2025_26, "TDS statements for January–March 2026", "2026-05-31"),
  ...each("tds-tcs-deposit", TDS_DEPOSIT_2025, DEPOSIT_MONTHS, 7, (p) => `TDS and TCS deposit for ${p}`),
  ...each("tds-statement", TDS_STATEMENT_2025, TAX_YEAR_QUARTERS_1_TO_3, 31, (p) => `TDS statements for ${p}`),
  ...each("tcs-statement", TCS_STATEMENT_2025, TAX_YEAR_QUARTERS_1_TO_3, 15, (p) => `TCS statement for ${p}`),
];

// ---------------------------------------------------------------------------------------------
// Income tax: advance tax for tax year 2026-27 (2025 Act), returns for FY 2025-26 (1961 Act).

const ADVANCE_TAX: Rule = {
  kind: "income-tax",
  form: "Advance tax",
  who:
    "Anyone whose tax for tax year 2026-27, after TDS, comes to ₹10,000 or more; resident senior citizens without business income are exempt. Businesses declaring presumptive profits under section 58(2) pay it all by 15 March.",
  citation: "Income-tax Act, 2025, s. 408 (liability under s. 404)",
  penalty:
    "Interest of 3% of the shortfall for each of the June, September and December instalments and 1% for March; and 1% a month from 1 April if less than 90% of the tax is paid by 31 March.",
  penaltyCitation: "Income-tax Act, 2025, ss. 425 and 424",
};

const ADVANCE_TAX_INSTALMENTS = [
  { date: "2026-06-15", share: 15 },
  { date: "2026-09-15", share: 45 },
  { date: "2026-12-15", share: 75 },
  { date: "2027-03-15", share: 100 },
];

const ACT_1961 = "Income-tax Act, 1961";
const RETURN_CITATION = `${ACT_1961}, s. 139(1), as amended by the Finance Act, 2026; ${SAVED_BY_536}`;
const LATE_RETURN_PENALTY =
  "Late fee of ₹5,000 (₹1,000 if total income is up to ₹5 lakh), interest of 1% a month on tax unpaid from the due date, and most losses cannot be carried forward.";
const LATE_RETURN_PENALTY_CITATION = `${ACT_1961}, ss. 234F, 234A and 80`;

const itr = (who: string): Rule => ({
  kind: "income-tax",
  form: "ITR",
  who,
  citation: RETURN_CITATION,
  penalty: LATE_RETURN_PENALTY,
  penaltyCitation: LATE_RETURN_PENALTY_CITATION,
});

const TAX_AUDIT_REPORT: Rule = {
  kind: "income-tax",
  form: "Form 3CA/3CB with 3CD",
  who: "Businesses and professionals whose turnover or receipts for FY 2025-26 crossed the tax-audit limits of section 44AB.",
  citation: `${ACT_1961}, s. 44AB (one month before the 31 October return date); ${SAVED_BY_536}`,
  penalty: "Penalty of 0.5% of turnover or gross receipts, up to ₹1.5 lakh.",
  penaltyCitation: `${ACT_1961}, s. 271B`,
};

const BELATED_RETURN: Rule = {
  kind: "income-tax",
  form: "ITR",
  who: "Anyone who missed their return's due date for FY 2025-26.",
  citation: `${ACT_1961}, s. 139(4); ${SAVED_BY_536}`,
  penalty: "The late fee and interest above apply; after 31 December 2026 only an updated return, with additional tax, can be filed.",
  penaltyCitation: `${ACT_1961}, ss. 234F, 234A and 139(8A)`,
};

const REVISED_RETURN: Rule = {
  kind: "income-tax",
  form: "ITR",
  who: "Anyone correcting a return already filed for FY 2025-26, before its assessment is completed.",
  citation: `${ACT_1961}, s. 139(5), as amended by the Finance Act, 2026; ${SAVED_BY_536}`,
  penalty:
    "A revision filed after 31 December 2026 costs a fee of ₹1,000 (total income up to ₹5 lakh) or ₹5,000; after 31 March 2027 a mistake can be corrected only by an updated return with additional tax.",
  penaltyCitation: `${ACT_1961}, s. 234-I (inserted by the Finance Act, 2026) and s. 139(8A)`,
};

const incomeTax: Deadline[] = [
  ...ADVANCE_TAX_INSTALMENTS.map(({ date, share }) =>
    once(`advance-tax-${date.slice(0, 7)}`, ADVANCE_TAX, `Advance tax for 2026-27: ${share}% of the year's tax paid by now`, date),
  ),
  once(
    "itr-non-audit-fy-2025-26",
    itr("Individuals, HUFs and others with no business or professional income and no audit (ITR-1 and ITR-2 filers, mostly)."),
    "Income-tax return for FY 2025-26 (no business income)",
    "2026-07-31",
  ),
  once(
    "itr-non-audit-business-fy-2025-26",
    itr("People with business or professional income whose accounts need no audit, presumptive-income filers included, and partners of firms that need no audit."),
    "Income-tax return for FY 2025-26 (business, no audit)",
    "2026-08-31",
  ),
  once("tax-audit-report-fy-2025-26", TAX_AUDIT_REPORT, "Tax audit report for FY 2025-26", "2026-09-30"),
  once(
    "itr-audit-fy-2025-26",
    itr("Companies, and businesses, firms and their partners whose accounts are audited under the Income-tax Act or another law."),
    "Income-tax return for FY 2025-26 (audited accounts)",
    "2026-10-31",
  ),
  once(
    "itr-transfer-pricing-fy-2025-26",
    itr("Businesses with international or specified domestic transactions that must file a transfer-pricing report (Form 3CEB, due a month earlier) under section 92E."),
    "Income-tax return for FY 2025-26 (transfer pricing)",
    "2026-11-30",
  ),
  once("itr-belated-fy-2025-26", BELATED_RETURN, "Belated income-tax return for FY 2025-26", "2026-12-31"),
  once("itr-revised-fy-2025-26", REVISED_RETURN, "Revised income-tax return for FY 2025-26", "2027-03-31"),
];

// ---------------------------------------------------------------------------------------------
// Companies: Companies Act, 2013.

/** Section 96(1): the AGM for the year ended 31 March 2026 is held by 30 September 2026. */
const AGM_LAST_DAY = "2026-09-30";
const FROM_AGM =
  "Computed from an AGM held on 30 September 2026, the last day allowed under section 96 for the year ended 31 March 2026; an earlier AGM brings this date forward.";
const ROC_ADDITIONAL_FEE = "Companies (Registration Offices and Fees) Rules, 2014, rule 12 and Annexure";

const AGM: Rule = {
  kind: "roc",
  form: "AGM",
  who: "Every company except a One Person Company, for the year ended 31 March 2026; a company's first AGM may be held within nine months of its first year end.",
  citation: "Companies Act, 2013, s. 96(1)",
  penalty: "Fine of up to ₹1 lakh, and up to ₹5,000 a day while the default continues, for the company and each officer in default.",
  penaltyCitation: "Companies Act, 2013, s. 99",
};

const AOC_4: Rule = {
  kind: "roc",
  form: "AOC-4",
  who: "Every company: financial statements for FY 2025-26. A One Person Company files within 180 days of the year end, by 27 September 2026.",
  citation: "Companies Act, 2013, s. 137(1); Companies (Accounts) Rules, 2014, rule 12",
  penalty:
    "Additional fee of ₹100 a day; and a penalty of ₹10,000 plus ₹100 a day, up to ₹2 lakh for the company and ₹50,000 for the managing director and CFO.",
  penaltyCitation: `Companies Act, 2013, ss. 403 and 137(3); ${ROC_ADDITIONAL_FEE}`,
  assumption: FROM_AGM,
};

const MGT_7: Rule = {
  kind: "roc",
  form: "MGT-7 / MGT-7A",
  who: "Every company: the annual return for FY 2025-26 (MGT-7A for One Person Companies and small companies).",
  citation: "Companies Act, 2013, s. 92(4); Companies (Management and Administration) Rules, 2014, rule 11",
  penalty: "Additional fee of ₹100 a day; and a penalty of ₹10,000 plus ₹100 a day, up to ₹2 lakh for the company and ₹50,000 for each officer in default.",
  penaltyCitation: `Companies Act, 2013, ss. 403 and 92(5); ${ROC_ADDITIONAL_FEE}`,
  assumption: FROM_AGM,
};

const ADT_1: Rule = {
  kind: "roc",
  form: "ADT-1",
  who: "Companies that appoint or re-appoint their auditor at the AGM, usually once in five years; others have nothing to file.",
  citation: "Companies Act, 2013, s. 139(1); Companies (Audit and Auditors) Rules, 2014, rule 4(2)",
  penalty: "An additional filing fee that grows with the delay; the company and its officers can also be penalised under the Act's general penalty.",
  penaltyCitation: `${ROC_ADDITIONAL_FEE}; Companies Act, 2013, s. 450`,
  assumption: FROM_AGM,
};

const MSME_1: Rule = {
  kind: "roc",
  form: "MSME Form I",
  who: "Companies that buy from micro or small enterprises and owe them payments outstanding for more than 45 days.",
  citation:
    "Companies Act, 2013, s. 405; Specified Companies (Furnishing of information about payment to micro and small enterprise suppliers) Order, 2019, para 3",
  penalty: "Penalty of ₹20,000 for the company and ₹20,000 for each officer in default, plus ₹1,000 a day while it continues, up to ₹3 lakh.",
  penaltyCitation: "Companies Act, 2013, s. 405(4)",
};

const roc: Deadline[] = [
  once("msme-1-h2-fy-2025-26", MSME_1, "MSME Form I for October 2025–March 2026", "2026-04-30"),
  once("agm-fy-2025-26", AGM, "Annual general meeting for FY 2025-26", AGM_LAST_DAY),
  once("adt-1-fy-2025-26", ADT_1, "ADT-1 for the auditor appointed at the AGM", addDays(AGM_LAST_DAY, 15)),
  once("aoc-4-fy-2025-26", AOC_4, "AOC-4 financial statements for FY 2025-26", addDays(AGM_LAST_DAY, 30)),
  once("msme-1-h1-fy-2026-27", MSME_1, "MSME Form I for April–September 2026", "2026-10-31"),
  once("mgt-7-fy-2025-26", MGT_7, "MGT-7 annual return for FY 2025-26", addDays(AGM_LAST_DAY, 60)),
];

// ---------------------------------------------------------------------------------------------
// LLPs: Limited Liability Partnership Act, 2008 and LLP Rules, 2009.

const LLP_PENALTY = "₹100 a day while it stays unfiled, up to ₹1 lakh for the LLP and ₹50,000 for each designated partner, besides an additional filing fee for the delay.";

const llp: Deadline[] = [
  once(
    "llp-form-11-fy-2025-26",
    {
      kind: "llp",
      form: "Form 11",
      who: "Every LLP: the annual return for FY 2025-26, due within 60 days of the year end.",
      citation: "Limited Liability Partnership Act, 2008, s. 35(1); LLP Rules, 2009, rule 25",
      penalty: LLP_PENALTY,
      penaltyCitation: "Limited Liability Partnership Act, 2008, ss. 35(2) and 69; LLP Rules, 2009, Annexure A",
    },
    "LLP annual return (Form 11) for FY 2025-26",
    "2026-05-30",
  ),
  once(
    "llp-form-8-fy-2025-26",
    {
      kind: "llp",
      form: "Form 8",
      who: "Every LLP: the statement of account and solvency for FY 2025-26, due within 30 days after six months from the year end.",
      citation: "Limited Liability Partnership Act, 2008, s. 34(3); LLP Rules, 2009, rule 24",
      penalty: LLP_PENALTY,
      penaltyCitation: "Limited Liability Partnership Act, 2008, ss. 34(5) and 69; LLP Rules, 2009, Annexure A",
    },
    "LLP statement of account and solvency (Form 8) for FY 2025-26",
    "2026-10-30",
  ),
];

// ---------------------------------------------------------------------------------------------
// PF and ESI. The four labour codes are in force from 21 November 2025, but the Code on Social
// Security, 2020 has not yet repealed the EPF Act (item 3 of its section 164(1) was left out), so
// PF stays under the EPF Act and its Scheme. The ESI Act is repealed; its regulations continue
// under section 164(2) of the Code until replaced, and the Code now sets interest and damages.

const PF: Rule = {
  kind: "pf-esi",
  form: "PF ECR",
  who: "Employers registered with EPFO: employer and employee contributions and the electronic challan-cum-return.",
  citation: "Employees' Provident Funds Scheme, 1952, para 38(1), under the Employees' Provident Funds and Miscellaneous Provisions Act, 1952",
  penalty: "Interest at 12% a year, and damages that rise with the delay up to 25% a year of the arrears.",
  penaltyCitation: "Employees' Provident Funds and Miscellaneous Provisions Act, 1952, ss. 7Q and 14B; Employees' Provident Funds Scheme, 1952, para 32A",
};

const ESI: Rule = {
  kind: "pf-esi",
  form: "ESI contribution",
  who: "Employers registered with ESIC, for employees earning up to ₹21,000 a month.",
  citation: "Code on Social Security, 2020 (in force from 21 November 2025); ESI (General) Regulations, 1950, reg. 31, continued by s. 164(2) of the Code",
  penalty: "Interest at 12% a year for each day of delay, and damages from 5% to 25% a year of the amount due, depending on the delay.",
  penaltyCitation: "Code on Social Security, 2020, ss. 127 and 128; ESI (General) Regulations, 1950, regs. 31A and 31C",
};

const pfEsi: Deadline[] = [
  ...each("pf", PF, MONTHS, 15, (p) => `PF contributions and ECR for ${p}`),
  ...each("esi", ESI, MONTHS, 15, (p) => `ESI contributions for ${p}`),
];

// ---------------------------------------------------------------------------------------------

const inYear = (d: Deadline) => FY_START <= d.dueDate && d.dueDate <= FY_END;

export const fy2026: ComplianceYear = {
  label: "2026-27",
  starts: FY_START,
  ends: FY_END,
  verifiedOn: "2026-11-27",
  deadlines: [...gst, ...tdsTcs, ...incomeTax, ...roc, ...llp, ...pfEsi]
    .filter(inYear)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id)),
};
