import { divideHalfUp, PAISE_PER_RUPEE, scaledInteger } from "./money";

/**
 * The EMI calculator: a loan repaid in equal monthly instalments on the reducing balance, as banks
 * and NBFCs in India quote home, car and business loans. The EMI itself comes from the usual
 * formula in floating point and is then rounded to the paisa; from there on every figure is whole
 * paise, so the schedule's columns add up to its totals exactly.
 */

/** Hundredths of a percent: interest rates are quoted to two decimals (8.65%). */
const RATE_SCALE = 100;
/** A year's rate in hundredths of a percent, divided by this, is one month's fraction of the balance. */
const MONTHLY_DIVISOR = 12n * 100n * BigInt(RATE_SCALE);

export interface EmiInput {
  principalPaise: number;
  /** The yearly rate in percent, at most two decimals; 0 is an interest-free loan. */
  annualRatePercent: number;
  /** Number of monthly instalments. */
  months: number;
}

/** One year of the schedule (the last may be shorter), in paise. */
export interface EmiYear {
  year: number;
  opening: number;
  principalPaid: number;
  interestPaid: number;
  closing: number;
}

export interface EmiResult {
  /** The monthly instalment, in paise, rounded half-up to the paisa. */
  emi: number;
  /** The same, rounded half-up to whole rupees: what a page shows in large type. */
  emiRupees: number;
  /** The last instalment, which settles whatever the paisa rounding left (see calculateEmi). */
  finalInstalment: number;
  /** Instalments actually paid: `months`, unless rounding closed the loan sooner. */
  instalments: number;
  totalInterest: number;
  /** The sum of all instalments. */
  totalPayment: number;
  schedule: EmiYear[];
}

/**
 * The EMI and its yearly schedule. EMI = P·r·(1+r)^n / ((1+r)^n − 1), with r the yearly rate / 12
 * / 100; at 0% it is simply P / n. Each month's interest is r of the balance, rounded to the paisa.
 *
 * An EMI rounded to the paisa cannot repay a loan to exactly zero, so the last instalment is
 * whatever clears the balance: usually within a few paise of the EMI (a rupee or two on long,
 * costly loans), and the closing balance is exactly 0. At the edges (₹1 over 30 years at 50%)
 * the rounding compounds: if it would clear the loan early, it closes that month and `instalments`
 * says so. Totals are the sums of the instalments, and total interest is total payment − principal.
 */
export function calculateEmi({ principalPaise, annualRatePercent, months }: EmiInput): EmiResult {
  if (!Number.isSafeInteger(principalPaise) || principalPaise <= 0) {
    throw new RangeError(`The principal must be a whole, positive number of paise (got ${principalPaise}).`);
  }
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`The tenure must be a whole number of months, at least 1 (got ${months}).`);
  const rate = scaledInteger(annualRatePercent, RATE_SCALE, "The interest rate");

  const emi =
    rate === 0n
      ? divideHalfUp(BigInt(principalPaise), BigInt(months))
      : BigInt(Math.round(emiFormula(principalPaise, Number(rate) / Number(MONTHLY_DIVISOR), months)));

  let balance = BigInt(principalPaise);
  const startYear = (afterMonths: number): EmiYear => ({ year: afterMonths / 12 + 1, opening: Number(balance), principalPaid: 0, interestPaid: 0, closing: Number(balance) });
  let row = startYear(0);
  const schedule = [row];
  let totalPayment = 0n;
  let instalment = 0n;
  let month = 0;
  while (balance > 0n && month < months) {
    if (month > 0 && month % 12 === 0) schedule.push((row = startYear(month)));
    month += 1;
    const interest = divideHalfUp(balance * rate, MONTHLY_DIVISOR);
    const due = balance + interest;
    instalment = month === months || due <= emi ? due : emi;
    balance = due - instalment;
    totalPayment += instalment;
    row.interestPaid += Number(interest);
    row.principalPaid += Number(instalment - interest);
    row.closing = Number(balance);
  }

  return {
    emi: Number(emi),
    emiRupees: Number(divideHalfUp(emi, BigInt(PAISE_PER_RUPEE))),
    finalInstalment: Number(instalment),
    instalments: month,
    totalInterest: Number(totalPayment) - principalPaise,
    totalPayment: Number(totalPayment),
    schedule,
  };
}

/** The reducing-balance formula, in paise as a real number; r is the monthly rate as a fraction. */
function emiFormula(principal: number, r: number, n: number): number {
  const growth = (1 + r) ** n;
  return (principal * r * growth) / (growth - 1);
}

export interface EmiComparison {
  a: EmiResult;
  b: EmiResult;
  /** b's EMI − a's, in paise: negative when b is the cheaper loan. */
  emiDifference: number;
  /** b's total interest − a's, in paise. */
  totalInterestDifference: number;
}

/** Two loans side by side, usually the same amount and tenure at two rates ("what does 0.5% less save me?"). */
export function compareEmi(a: EmiInput, b: EmiInput): EmiComparison {
  const first = calculateEmi(a);
  const second = calculateEmi(b);
  return {
    a: first,
    b: second,
    emiDifference: second.emi - first.emi,
    totalInterestDifference: second.totalInterest - first.totalInterest,
  };
}
