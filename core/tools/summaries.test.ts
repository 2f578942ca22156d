import { describe, expect, it } from "vitest";
import { PREFILL_MAX } from "../format/prefill";
import { calculateGst, type GstInput } from "./gst";
import { MAX_AMOUNT_PAISE } from "./money";
import { differenceText, emiEnquiryNote, emiOutcome, emiSummary, gstEnquiryNote, gstSummary, roundOffText, tenureText } from "./summaries";

const gst = (input: Partial<GstInput>) => {
  const full: GstInput = { amountPaise: 100_000, ratePercent: 18, inclusive: false, interState: false, roundToRupee: false, ...input };
  return [full, calculateGst(full)] as const;
};

describe("the GST result in a sentence", () => {
  it("says the total, the base and the split, as the live region reads it", () => {
    expect(gstSummary(...gst({}))).toBe("Invoice total ₹1,180.00: taxable value ₹1,000.00 plus CGST ₹90.00 and SGST ₹90.00 at 18%.");
    expect(gstSummary(...gst({ interState: true }))).toBe("Invoice total ₹1,180.00: taxable value ₹1,000.00 plus IGST ₹180.00 at 18%.");
    // ₹1,234.56 at 18% is ₹1,456.78, rounded up by ₹0.22 (gst.test.ts).
    expect(gstSummary(...gst({ amountPaise: 123_456, roundToRupee: true }))).toBe(
      "Invoice total ₹1,457.00: taxable value ₹1,234.56 plus CGST ₹111.11 and SGST ₹111.11 at 18%, round off +₹0.22.",
    );
  });

  it("leaves a note for the quote form that names the amount, the rate, the kind of price and the supply", () => {
    expect(gstEnquiryNote(...gst({ amountPaise: 45_000_000 }))).toBe(
      "From the GST calculator: GST on ₹4,50,000.00 at 18% (price before GST, supply within the state). Taxable value ₹4,50,000.00, GST ₹81,000.00, invoice total ₹5,31,000.00.",
    );
    expect(gstEnquiryNote(...gst({ amountPaise: 118_000, inclusive: true, interState: true }))).toBe(
      "From the GST calculator: GST inside ₹1,180.00 at 18% (price including GST, supply to another state). Taxable value ₹1,000.00, GST ₹180.00, invoice total ₹1,180.00.",
    );
  });

  it("fits the longest note in a prefilled message", () => {
    expect(gstEnquiryNote(...gst({ amountPaise: MAX_AMOUNT_PAISE, ratePercent: 12.375, interState: true, roundToRupee: true })).length).toBeLessThanOrEqual(PREFILL_MAX);
  });
});

describe("the EMI result in a sentence", () => {
  const loan = { principalPaise: 100_000_000, annualRatePercent: 10, months: 60 };

  it("says the EMI, the instalments and the totals", () => {
    expect(emiSummary(emiOutcome({ ...loan, compareRatePercent: null }))).toBe(
      "EMI ₹21,247 a month at 10% for 60 months; total interest ₹2,74,822.84; total payment ₹12,74,822.84.",
    );
  });

  it("adds the second rate and what it saves (figures from emi.test.ts)", () => {
    const outcome = emiOutcome({ ...loan, compareRatePercent: 9.5 });
    expect(outcome.loan.emi).toBe(2_124_704);
    expect(outcome.comparison?.b.emi).toBe(2_100_186);
    expect(emiSummary(outcome)).toBe(
      "EMI ₹21,247 a month at 10% for 60 months; total interest ₹2,74,822.84; total payment ₹12,74,822.84. At 9.5%: EMI ₹21,002, ₹245.18 less a month and ₹14,711.12 less in total interest.",
    );
    expect(emiEnquiryNote(outcome)).toBe(
      "From the EMI calculator: a loan of ₹10,00,000.00 at 10% a year over 5 years. EMI ₹21,247, total interest ₹2,74,822.84, total payment ₹12,74,822.84. Compared with 9.5% a year: EMI ₹21,002.",
    );
  });

  it("fits the longest note in a prefilled message", () => {
    const outcome = emiOutcome({ principalPaise: MAX_AMOUNT_PAISE, annualRatePercent: 49.99, months: 359, compareRatePercent: 48.75 });
    expect(emiEnquiryNote(outcome).length).toBeLessThanOrEqual(PREFILL_MAX);
  });
});

describe("the small words", () => {
  it("writes tenures, round-offs and differences as people say them", () => {
    expect([12, 60, 18, 1, 360].map(tenureText)).toEqual(["1 year", "5 years", "18 months", "1 month", "30 years"]);
    expect([22, -40, 0].map(roundOffText)).toEqual(["+₹0.22", "-₹0.40", "₹0.00"]);
    expect([-24_518, 100, 0].map(differenceText)).toEqual(["₹245.18 less", "₹1.00 more", "no different"]);
  });
});
