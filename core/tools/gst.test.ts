import { describe, expect, it } from "vitest";
import { calculateGst, type GstInput } from "./gst";

/*
 * Every expected figure below was worked by hand (paise in the comments, ₹1 = 100 paise), from the
 * rules in gst.ts: exclusive CGST and SGST are each half the rate on the base, rounded half-up to
 * the paisa; inclusive base = amount × 100 / (100 + rate), rounded, and the tax is the rest.
 */

const intra = { inclusive: false, interState: false, roundToRupee: false };
const gst = (amountPaise: number, ratePercent: number, options: Partial<GstInput> = {}) => calculateGst({ ...intra, amountPaise, ratePercent, ...options });

describe("calculateGst, GST added to a price", () => {
  it("splits 18% on ₹1,000 into CGST ₹90 and SGST ₹90 within a state", () => {
    // 9% of 1,00,000 paise is 9,000 paise, twice; total 1,00,000 + 18,000.
    expect(gst(100_000, 18)).toEqual({ base: 100_000, cgst: 9_000, sgst: 9_000, igst: 0, tax: 18_000, totalBeforeRoundOff: 118_000, roundOff: 0, total: 118_000 });
  });

  it("charges 18% on ₹1,000 whole as IGST ₹180 between states", () => {
    expect(gst(100_000, 18, { interState: true })).toEqual({ base: 100_000, cgst: 0, sgst: 0, igst: 18_000, tax: 18_000, totalBeforeRoundOff: 118_000, roundOff: 0, total: 118_000 });
  });

  it("halves 0.25% into 0.125% + 0.125%, rounding each half on its own", () => {
    // ₹999 = 99,900 paise. 0.125% of it is 124.875 paise → 125, twice: tax 250. IGST: 0.25% is 249.75 → 250.
    expect(gst(99_900, 0.25)).toMatchObject({ cgst: 125, sgst: 125, tax: 250, total: 100_150 });
    expect(gst(99_900, 0.25, { interState: true })).toMatchObject({ igst: 250, tax: 250, total: 100_150 });
  });

  it("halves 3% into 1.5% + 1.5%, so a state's tax can be a paisa above the IGST", () => {
    // Gold worth ₹52,345.67 = 52,34,567 paise. 1.5% = 78,518.505 → 78,519 (half-up), twice: 1,57,038.
    // IGST: 3% = 1,57,037.01 → 1,57,037. The two halves each rounded up, hence the extra paisa.
    expect(gst(5_234_567, 3)).toMatchObject({ cgst: 78_519, sgst: 78_519, tax: 157_038, total: 5_391_605 });
    expect(gst(5_234_567, 3, { interState: true })).toMatchObject({ igst: 157_037, tax: 157_037, total: 5_391_604 });
    // ₹1 at 3%: CGST 1.5 paise → 2, SGST 2, tax 4; IGST 3 paise exactly.
    expect(gst(100, 3).tax).toBe(4);
    expect(gst(100, 3, { interState: true }).tax).toBe(3);
  });

  it("charges nothing at 0%", () => {
    expect(gst(123_456, 0)).toEqual({ base: 123_456, cgst: 0, sgst: 0, igst: 0, tax: 0, totalBeforeRoundOff: 123_456, roundOff: 0, total: 123_456 });
    expect(gst(123_456, 0, { inclusive: true, interState: true })).toMatchObject({ base: 123_456, igst: 0, tax: 0, total: 123_456 });
  });

  it("takes a custom rate to three decimals exactly", () => {
    // ₹999.99 = 99,999 paise at 12.375%: half is 6.1875%, 99,999 × 6.1875% = 6,187.438125 → 6,187,
    // twice: 12,374. IGST: 99,999 × 12.375% = 12,374.87625 → 12,375.
    expect(gst(99_999, 12.375)).toMatchObject({ cgst: 6_187, sgst: 6_187, tax: 12_374, total: 112_373 });
    expect(gst(99_999, 12.375, { interState: true })).toMatchObject({ igst: 12_375, total: 112_374 });
  });

  it("rounds an exact half paisa up where floating point would round it down", () => {
    // 1.005% of ₹100 (10,000 paise) is exactly 100.5 paise → 101. In binary, 10000 * 1.005 / 100 is
    // 100.49999999999999, which Math.round takes down to 100.
    expect(gst(10_000, 1.005, { interState: true }).igst).toBe(101);
  });

  it("handles the largest amount, ₹1,000 crore, beyond the reach of exact floating point", () => {
    // 10^12 paise × 9% = 9 × 10^10 paise (₹90 crore) each; 10^12 × 18,000 (the rate in thousandths) passes 2^53.
    expect(gst(1e12, 18)).toMatchObject({ cgst: 9e10, sgst: 9e10, tax: 1.8e11, total: 1.18e12 });
    // 12.375% of 10^12 is 1.2375 × 10^11 exactly.
    expect(gst(1e12, 12.375, { interState: true })).toMatchObject({ igst: 123_750_000_000, total: 1_123_750_000_000 });
  });
});

describe("calculateGst, GST taken out of a price", () => {
  it("finds ₹1,000 and ₹180 of tax in ₹1,180 at 18%", () => {
    // 1,18,000 × 100 / 118 = 1,00,000 exactly.
    expect(gst(118_000, 18, { inclusive: true })).toEqual({ base: 100_000, cgst: 9_000, sgst: 9_000, igst: 0, tax: 18_000, totalBeforeRoundOff: 118_000, roundOff: 0, total: 118_000 });
    expect(gst(118_000, 18, { inclusive: true, interState: true })).toMatchObject({ base: 100_000, igst: 18_000, tax: 18_000 });
  });

  it("gives the odd paisa of tax to CGST, so the invoice adds up to the price", () => {
    // ₹100 = 10,000 paise at 18%: 10,000 × 100 / 118 = 8,474.576… → 8,475. Tax 10,000 − 8,475 = 1,525,
    // odd: CGST 763, SGST 762.
    expect(gst(10_000, 18, { inclusive: true })).toMatchObject({ base: 8_475, cgst: 763, sgst: 762, tax: 1_525, total: 10_000 });
    expect(gst(10_000, 18, { inclusive: true, interState: true })).toMatchObject({ base: 8_475, igst: 1_525, total: 10_000 });
  });

  it("takes the tax out of ₹1,000 crore exactly", () => {
    // 10^12 × 100 / 118 = 847,457,627,118.644… → 847,457,627,119. Tax 152,542,372,881 is odd:
    // CGST 76,271,186,441 and SGST 76,271,186,440.
    expect(gst(1e12, 18, { inclusive: true })).toMatchObject({ base: 847_457_627_119, cgst: 76_271_186_441, sgst: 76_271_186_440, tax: 152_542_372_881, total: 1e12 });
  });
});

describe("calculateGst, rounding the total to the rupee", () => {
  it("rounds ₹1,456.78 up to ₹1,457 with a round-off of +₹0.22", () => {
    // ₹1,234.56 at 18%: 9% of 1,23,456 = 11,111.04 → 11,111, twice: 22,222. Total 1,45,678.
    expect(gst(123_456, 18, { roundToRupee: true })).toMatchObject({ tax: 22_222, totalBeforeRoundOff: 145_678, roundOff: 22, total: 145_700 });
  });

  it("rounds ₹1,180.40 down to ₹1,180 with a round-off of −₹0.40", () => {
    // ₹1,000.34 at 18%: 9% of 1,00,034 = 9,003.06 → 9,003, twice: 18,006. Total 1,18,040.
    expect(gst(100_034, 18, { roundToRupee: true })).toMatchObject({ tax: 18_006, totalBeforeRoundOff: 118_040, roundOff: -40, total: 118_000 });
  });

  it("rounds exactly fifty paise up", () => {
    expect(gst(10_050, 0, { roundToRupee: true })).toMatchObject({ totalBeforeRoundOff: 10_050, roundOff: 50, total: 10_100 });
  });

  it("leaves a total already in whole rupees alone", () => {
    expect(gst(100_000, 18, { roundToRupee: true })).toMatchObject({ roundOff: 0, total: 118_000 });
  });
});

describe("calculateGst, input it refuses", () => {
  it("refuses a rate with a fourth decimal, a negative rate and paise that are not whole", () => {
    expect(() => gst(100_000, 12.3755)).toThrow(RangeError);
    expect(() => gst(100_000, -5)).toThrow(RangeError);
    expect(() => gst(100.5, 18)).toThrow(RangeError);
    expect(() => gst(-100, 18)).toThrow(RangeError);
  });
});
