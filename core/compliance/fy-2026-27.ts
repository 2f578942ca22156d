/**
 * The statutory due dates that fall in financial year 2026-27 (1 April 2026 to 31 March 2027) for a
 * small business in Madhya Pradesh, each citing the provision that sets it and the one that prices
 * missing it, in English and in Hindi. Provisions are written once, as named rules, one module per
 * kind (./fy-2026-27/); the monthly and quarterly repeats are generated from them, and the year
 * keeps every date that falls inside it: March 2026's returns, due in April 2026, are in it, and
 * March 2027's, due in April 2027 and later, belong to next year.
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
import { companiesDeadlines } from "./fy-2026-27/companies";
import { gst } from "./fy-2026-27/gst";
import { incomeTax } from "./fy-2026-27/income-tax";
import { pfEsi } from "./fy-2026-27/pf-esi";
import { tdsTcs } from "./fy-2026-27/tds-tcs";
import { inDueOrder } from "./due-order";
import type { ComplianceYear, Deadline } from "./types";

const FY_START = "2026-04-01";
const FY_END = "2027-03-31";

const inYear = (d: Deadline) => FY_START <= d.dueDate && d.dueDate <= FY_END;

export const fy2026: ComplianceYear = {
  label: "2026-27",
  starts: FY_START,
  ends: FY_END,
  verifiedOn: "2026-11-27",
  deadlines: [...gst, ...tdsTcs, ...incomeTax, ...companiesDeadlines, ...pfEsi]
    .filter(inYear)
    .sort(inDueOrder((deadline) => deadline.dueDate)),
};
