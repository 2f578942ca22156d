import { describe, expect, it } from "vitest";
import {
  AMOUNT_DECIMALS_MESSAGE,
  AMOUNT_MAX_MESSAGE,
  AMOUNT_EMPTY_MESSAGE,
  AMOUNT_MESSAGE,
  AMOUNT_ZERO_MESSAGE,
  CUSTOM_RATE_MESSAGE,
  EMI_RATE2_MESSAGE,
  EMI_RATE_MESSAGE,
  GST_RATE_MESSAGE,
  parseEmiParams,
  parseGstParams,
  SUPPLY_MESSAGE,
  TENURE_MONTHS_MESSAGE,
  TENURE_YEARS_MESSAGE,
  UNIT_MESSAGE,
} from "./tool-params";

/** A day under GST 2.0 after 28% ended (1 February 2026). */
const ON = "2026-11-27";

describe("parseGstParams", () => {
  it("reads a full query and writes it back one way", () => {
    const result = parseGstParams({ amount: "₹ 4,50,000.5", rate: "18", inclusive: "1", supply: "inter", round: "1" }, ON);
    expect(result).toEqual({
      ok: true,
      value: { amountPaise: 45_000_050, ratePercent: 18, inclusive: true, interState: true, roundToRupee: true },
      canonical: { amount: "450000.50", rate: "18", inclusive: "1", supply: "inter", round: "1" },
    });
  });

  it("fills in the standard rate and a supply within the state, and drops what it does not know", () => {
    const result = parseGstParams({ amount: "1,000", utm_source: "whatsapp", custom: "7", inclusive: "yes" }, ON);
    expect(result).toEqual({
      ok: true,
      value: { amountPaise: 100_000, ratePercent: 18, inclusive: false, interState: false, roundToRupee: false },
      canonical: { amount: "1000", rate: "18", supply: "intra" },
    });
  });

  it("takes the special rates and a custom rate to three decimals", () => {
    expect(parseGstParams({ amount: "999", rate: "0.25" }, ON)).toMatchObject({ ok: true, value: { ratePercent: 0.25 }, canonical: { rate: "0.25" } });
    expect(parseGstParams({ amount: "999", rate: "3%" }, ON)).toMatchObject({ ok: true, value: { ratePercent: 3 }, canonical: { rate: "3" } });
    expect(parseGstParams({ amount: "999", rate: "custom", custom: "12.375" }, ON)).toMatchObject({
      ok: true,
      value: { ratePercent: 12.375 },
      canonical: { rate: "custom", custom: "12.375" },
    });
    expect(parseGstParams({ amount: "999", rate: "custom", custom: "012.50 %" }, ON)).toMatchObject({ ok: true, canonical: { custom: "12.5" } });
  });

  it("offers only the rates in force on the day", () => {
    expect(parseGstParams({ amount: "100", rate: "28" }, ON)).toMatchObject({ ok: false, errors: { rate: GST_RATE_MESSAGE } });
    expect(parseGstParams({ amount: "100", rate: "28" }, "2026-01-15")).toMatchObject({ ok: true, value: { ratePercent: 28 } });
    expect(parseGstParams({ amount: "100", rate: "12" }, ON)).toMatchObject({ ok: false, errors: { rate: GST_RATE_MESSAGE } });
  });

  it("names every mistake at once and returns the text as typed, for the known fields only", () => {
    const query = { amount: "4.50.000", rate: "custom", custom: "100.5", supply: "abroad", round: "1", other: "x" };
    expect(parseGstParams(query, ON)).toEqual({
      ok: false,
      errors: { amount: AMOUNT_MESSAGE, custom: CUSTOM_RATE_MESSAGE, supply: SUPPLY_MESSAGE },
      values: { amount: "4.50.000", rate: "custom", custom: "100.5", supply: "abroad", round: "1" },
    });
  });

  it("explains each way an amount can be wrong", () => {
    const amountError = (amount: string | undefined) => {
      const result = parseGstParams({ amount }, ON);
      return result.ok ? null : result.errors.amount;
    };
    // An empty field asks for an amount; the format is explained to whoever typed one it cannot read.
    expect(amountError(undefined)).toBe(AMOUNT_EMPTY_MESSAGE);
    expect(amountError("  ")).toBe(AMOUNT_EMPTY_MESSAGE);
    expect(amountError("four lakh")).toBe(AMOUNT_MESSAGE);
    expect(amountError("35 lakh")).toBeNull();
    expect(amountError("1001 crore")).toBe(AMOUNT_MAX_MESSAGE);
    expect(amountError("1,000.505")).toBe(AMOUNT_DECIMALS_MESSAGE);
    expect(amountError("0")).toBe(AMOUNT_ZERO_MESSAGE);
    expect(amountError("0.00")).toBe(AMOUNT_ZERO_MESSAGE);
    // ₹1,000 crore is 10,00,00,00,000 rupees: accepted; a paisa more is not.
    expect(amountError("10,00,00,00,000")).toBeNull();
    expect(amountError("10,00,00,00,000.01")).toBe(AMOUNT_MAX_MESSAGE);
    expect(amountError("99999999999999999999")).toBe(AMOUNT_MAX_MESSAGE);
  });

  it("asks for a custom rate when Custom is chosen", () => {
    for (const custom of [undefined, "", "101", "12.3755", "-1", "abc"]) {
      expect(parseGstParams({ amount: "100", rate: "custom", custom }, ON)).toMatchObject({ ok: false, errors: { custom: CUSTOM_RATE_MESSAGE } });
    }
    expect(parseGstParams({ amount: "100", rate: "custom", custom: "100" }, ON)).toMatchObject({ ok: true, value: { ratePercent: 100 } });
    expect(parseGstParams({ amount: "100", rate: "custom", custom: "0" }, ON)).toMatchObject({ ok: true, value: { ratePercent: 0 } });
  });
});

describe("parseEmiParams", () => {
  it("reads a loan in years and gives its months", () => {
    expect(parseEmiParams({ amount: "10,00,000", rate: "10", tenure: "5", unit: "years" })).toEqual({
      ok: true,
      value: { principalPaise: 100_000_000, annualRatePercent: 10, months: 60, compareRatePercent: null },
      canonical: { amount: "1000000", rate: "10", tenure: "5", unit: "years" },
    });
  });

  it("reads a tenure in months, a second rate to compare, and takes years when no unit is given", () => {
    expect(parseEmiParams({ amount: "500000", rate: "8.5%", tenure: "240", unit: "months", rate2: "8.25", ref: "mail" })).toEqual({
      ok: true,
      value: { principalPaise: 50_000_000, annualRatePercent: 8.5, months: 240, compareRatePercent: 8.25 },
      canonical: { amount: "500000", rate: "8.5", tenure: "240", unit: "months", rate2: "8.25" },
    });
    expect(parseEmiParams({ amount: "120000", rate: "0", tenure: "1", rate2: "" })).toMatchObject({ ok: true, value: { months: 12, compareRatePercent: null } });
  });

  it("keeps the tenure within 30 years in either unit", () => {
    const tenureError = (tenure: string, unit: string) => {
      const result = parseEmiParams({ amount: "100000", rate: "9", tenure, unit });
      return result.ok ? null : (result.errors.tenure ?? null);
    };
    expect(tenureError("30", "years")).toBeNull();
    expect(tenureError("360", "months")).toBeNull();
    expect(tenureError("1", "months")).toBeNull();
    expect(tenureError("31", "years")).toBe(TENURE_YEARS_MESSAGE);
    expect(tenureError("0", "years")).toBe(TENURE_YEARS_MESSAGE);
    expect(tenureError("361", "months")).toBe(TENURE_MONTHS_MESSAGE);
    expect(tenureError("2.5", "years")).toBe(TENURE_YEARS_MESSAGE);
    expect(tenureError("", "months")).toBe(TENURE_MONTHS_MESSAGE);
  });

  it("names every mistake at once", () => {
    expect(parseEmiParams({ amount: "0", rate: "50.5", tenure: "5", unit: "weeks", rate2: "8.125" })).toEqual({
      ok: false,
      errors: { amount: AMOUNT_ZERO_MESSAGE, rate: EMI_RATE_MESSAGE, unit: UNIT_MESSAGE, rate2: EMI_RATE2_MESSAGE },
      values: { amount: "0", rate: "50.5", tenure: "5", unit: "weeks", rate2: "8.125" },
    });
    expect(parseEmiParams({})).toMatchObject({ ok: false, errors: { amount: AMOUNT_EMPTY_MESSAGE, rate: EMI_RATE_MESSAGE, tenure: TENURE_YEARS_MESSAGE }, values: {} });
  });

  it("takes rates from 0 to 50 with two decimals", () => {
    expect(parseEmiParams({ amount: "1000", rate: "50", tenure: "1" })).toMatchObject({ ok: true, value: { annualRatePercent: 50 } });
    expect(parseEmiParams({ amount: "1000", rate: "8.65", tenure: "1" })).toMatchObject({ ok: true, value: { annualRatePercent: 8.65 } });
    expect(parseEmiParams({ amount: "1000", rate: "8.655", tenure: "1" })).toMatchObject({ ok: false, errors: { rate: EMI_RATE_MESSAGE } });
  });
});
