import { describe, expect, it } from "vitest";
import { calculateEmi, compareEmi, type EmiResult } from "./emi";

/*
 * How the expected figures were reached, none from calculateEmi's own output:
 * - EMIs by the formula EMI = P·r·(1+r)^n / ((1+r)^n − 1), worked with logarithms (shown per
 *   case) and confirmed in 60-digit decimal arithmetic;
 * - the short loans month by month by hand;
 * - the totals of the long loans by a separate month-by-month simulation in Python's decimal
 *   module (interest rounded half-up to the paisa each month, the last instalment clearing the
 *   balance), written from the rules in emi.ts' comment rather than from its code.
 */

/** The schedule's own columns must add up to the result's totals, and end at nothing owed. */
function expectConsistent(result: EmiResult, principalPaise: number) {
  const sum = (pick: (row: EmiResult["schedule"][number]) => number) => result.schedule.reduce((total, row) => total + pick(row), 0);
  expect(sum((row) => row.principalPaid)).toBe(principalPaise);
  expect(sum((row) => row.interestPaid)).toBe(result.totalInterest);
  expect(result.totalPayment - result.totalInterest).toBe(principalPaise);
  expect(result.totalPayment).toBe(result.emi * (result.instalments - 1) + result.finalInstalment);
  expect(result.schedule.at(-1)?.closing).toBe(0);
  expect(result.schedule[0]?.opening).toBe(principalPaise);
  result.schedule.forEach((row, i) => {
    expect(row.year).toBe(i + 1);
    expect(row.opening - row.principalPaid).toBe(row.closing);
    if (i > 0) expect(row.opening).toBe(result.schedule[i - 1]?.closing);
  });
}

describe("calculateEmi", () => {
  it("gives ₹21,247 a month for ₹10,00,000 at 10% over 5 years", () => {
    // r = 10 / 12 / 100 = 1/120. (121/120)^60 = e^(60 × 0.0082988) = e^0.497929 = 1.645309.
    // EMI = 10,00,000 × (1/120) × 1.645309 / 0.645309 = 8,333.33 × 2.549645 = ₹21,247.04.
    const result = calculateEmi({ principalPaise: 100_000_000, annualRatePercent: 10, months: 60 });
    expect(result.emi).toBe(2_124_704);
    expect(result.emiRupees).toBe(21_247);
    expect(result.instalments).toBe(60);
    // 60 × ₹21,247.04 − ₹10,00,000 = ₹2,74,822.40; the simulation, with each month's interest
    // rounded and the last instalment ₹21,247.48, gives ₹2,74,822.84.
    expect(result.finalInstalment).toBe(2_124_748);
    expect(result.totalInterest).toBe(27_482_284);
    expect(result.totalPayment).toBe(127_482_284);
    expect(result.schedule).toHaveLength(5);
    // Year 1 (simulation): interest ₹92,696.44, principal ₹1,62,268.04, leaving ₹8,37,731.96.
    expect(result.schedule[0]).toEqual({ year: 1, opening: 100_000_000, principalPaid: 16_226_804, interestPaid: 9_269_644, closing: 83_773_196 });
    expectConsistent(result, 100_000_000);
  });

  it("gives ₹4,339 a month for ₹5,00,000 at 8.5% over 20 years", () => {
    // r = 8.5 / 1200 = 0.00708333. ln(1 + r) = 0.00705836, × 240 = 1.694007, so (1 + r)^240 = 5.441243.
    // EMI = 5,00,000 × 0.00708333 × 5.441243 / 4.441243 = 3,541.667 × 1.225162 = ₹4,339.12.
    const result = calculateEmi({ principalPaise: 50_000_000, annualRatePercent: 8.5, months: 240 });
    expect(result.emi).toBe(433_912);
    expect(result.emiRupees).toBe(4_339);
    expect(result.schedule).toHaveLength(20);
    // Simulation: 239 × ₹4,339.12 + a last instalment of ₹4,336.66 = ₹10,41,386.34.
    expect(result.finalInstalment).toBe(433_666);
    expect(result.totalPayment).toBe(104_138_634);
    expect(result.totalInterest).toBe(54_138_634);
    expectConsistent(result, 50_000_000);
  });

  it("divides an interest-free loan evenly: ₹1,20,000 over 12 months is ₹10,000 a month", () => {
    const result = calculateEmi({ principalPaise: 12_000_000, annualRatePercent: 0, months: 12 });
    expect(result).toMatchObject({ emi: 1_000_000, emiRupees: 10_000, finalInstalment: 1_000_000, instalments: 12, totalInterest: 0, totalPayment: 12_000_000 });
    expect(result.schedule).toEqual([{ year: 1, opening: 12_000_000, principalPaid: 12_000_000, interestPaid: 0, closing: 0 }]);
  });

  it("puts the paisa an even split cannot place in the last instalment", () => {
    // ₹1,000 over 3 months at 0%: 1,00,000 / 3 = 33,333.33 → 33,333 paise; the last is 1,00,000 − 66,666 = 33,334.
    const result = calculateEmi({ principalPaise: 100_000, annualRatePercent: 0, months: 3 });
    expect(result).toMatchObject({ emi: 33_333, finalInstalment: 33_334, totalPayment: 100_000, totalInterest: 0 });
    expectConsistent(result, 100_000);
  });

  it("repays a one-month loan with one month's interest", () => {
    // ₹1,00,000 at 12% for 1 month: r = 1%, and the formula reduces to P(1 + r) = ₹1,01,000.
    const result = calculateEmi({ principalPaise: 10_000_000, annualRatePercent: 12, months: 1 });
    expect(result).toMatchObject({ emi: 10_100_000, emiRupees: 101_000, finalInstalment: 10_100_000, instalments: 1, totalInterest: 100_000, totalPayment: 10_100_000 });
    expect(result.schedule).toEqual([{ year: 1, opening: 10_000_000, principalPaid: 10_000_000, interestPaid: 100_000, closing: 0 }]);
  });

  it("adjusts the last instalment of a two-month loan by hand", () => {
    // ₹1,00,000 at 12% over 2 months, r = 1%: EMI = 1,00,000 × 0.01 × 1.0201 / 0.0201 = ₹50,751.2438 → 50,75,124 paise.
    // Month 1: interest 1,00,000 paise, principal 49,75,124, balance 50,24,876.
    // Month 2: interest 50,248.76 → 50,249; the last instalment is 50,24,876 + 50,249 = 50,75,125.
    const result = calculateEmi({ principalPaise: 10_000_000, annualRatePercent: 12, months: 2 });
    expect(result).toMatchObject({ emi: 5_075_124, finalInstalment: 5_075_125, totalInterest: 150_249, totalPayment: 10_150_249 });
    expectConsistent(result, 10_000_000);
  });

  it("ends a partial last year at the last instalment", () => {
    // ₹18,000 over 18 months at 0%: ₹1,000 a month, so ₹12,000 in the first year and ₹6,000 in the six months of the second.
    const result = calculateEmi({ principalPaise: 1_800_000, annualRatePercent: 0, months: 18 });
    expect(result.schedule).toEqual([
      { year: 1, opening: 1_800_000, principalPaid: 1_200_000, interestPaid: 0, closing: 600_000 },
      { year: 2, opening: 600_000, principalPaid: 600_000, interestPaid: 0, closing: 0 },
    ]);
  });

  it("stays whole at the edges: ₹1 at 50% over 30 years", () => {
    // r = 50 / 1200 = 0.041667, (1 + r)^360 is in the millions, so the EMI is P·r = 4.17 paise → 4.
    // Each month's interest on 100 paise is 4.17 → 4, so the balance stays ₹1 until the last
    // instalment pays it with its month's interest: 104 paise. Total 359 × 4 + 104 = 1,540.
    const result = calculateEmi({ principalPaise: 100, annualRatePercent: 50, months: 360 });
    expect(result).toMatchObject({ emi: 4, finalInstalment: 104, instalments: 360, totalPayment: 1_540, totalInterest: 1_440 });
    expectConsistent(result, 100);
  });

  it("closes a loan early when the rounded EMI, compounded, repays it before the tenure ends", () => {
    // ₹3,28,458.51 at 50% over 360 months: the EMI, 13,68,577.69 paise, rounds up by a third of a
    // paisa a month, and at 4.17% a month (1 + r)^360 is about 2.4 million, so the overpayment
    // compounds into lakhs. The simulation repays the loan at instalment 352, the last ₹1,275.97.
    const result = calculateEmi({ principalPaise: 32_845_851, annualRatePercent: 50, months: 360 });
    expect(result).toMatchObject({ emi: 1_368_578, instalments: 352, finalInstalment: 127_597 });
    expect(result.schedule).toHaveLength(30);
    expectConsistent(result, 32_845_851);
  });

  it("refuses what is not a loan", () => {
    expect(() => calculateEmi({ principalPaise: 0, annualRatePercent: 10, months: 12 })).toThrow(RangeError);
    expect(() => calculateEmi({ principalPaise: 100_000, annualRatePercent: 10, months: 0 })).toThrow(RangeError);
    expect(() => calculateEmi({ principalPaise: 100_000, annualRatePercent: 10, months: 1.5 })).toThrow(RangeError);
    expect(() => calculateEmi({ principalPaise: 100_000, annualRatePercent: 8.555, months: 12 })).toThrow(RangeError);
  });
});

describe("compareEmi", () => {
  it("shows what half a percent less saves on ₹10,00,000 over 5 years", () => {
    // At 9.5%: r = 0.00791667, (1 + r)^60 = e^(60 × 0.0078855) = e^0.47313 = 1.605009;
    // EMI = 10,00,000 × 0.00791667 × 1.605009 / 0.605009 = 7,916.67 × 2.652867 = ₹21,001.86. Total interest from the
    // simulation: ₹2,60,111.72, against ₹2,74,822.84 at 10%.
    const loan = { principalPaise: 100_000_000, months: 60 };
    const comparison = compareEmi({ ...loan, annualRatePercent: 10 }, { ...loan, annualRatePercent: 9.5 });
    expect(comparison.a.emi).toBe(2_124_704);
    expect(comparison.b.emi).toBe(2_100_186);
    // ₹21,001.86 − ₹21,247.04 = −₹245.18; ₹2,60,111.72 − ₹2,74,822.84 = −₹14,711.12.
    expect(comparison.emiDifference).toBe(-24_518);
    expect(comparison.totalInterestDifference).toBe(-1_471_112);
  });
});
