import { describe, expect, it } from "vitest";
import { amountDigits, amountFieldText, divideHalfUp, formatPaise, MAX_AMOUNT_PAISE, paiseFromText, scaledInteger } from "./money";

describe("formatPaise", () => {
  it("groups the rupees the Indian way and always shows two paise digits", () => {
    expect(formatPaise(45_000_000)).toBe("₹4,50,000.00");
    expect(formatPaise(118_000)).toBe("₹1,180.00");
    expect(formatPaise(5)).toBe("₹0.05");
    expect(formatPaise(0)).toBe("₹0.00");
    // ₹1,000 crore and a paisa: 10,00,00,00,000 rupees.
    expect(formatPaise(MAX_AMOUNT_PAISE + 1)).toBe("₹10,00,00,00,000.01");
  });

  it("writes a round-off taken away with a minus, even under a rupee", () => {
    expect(formatPaise(-40)).toBe("-₹0.40");
    expect(formatPaise(-12_345)).toBe("-₹123.45");
  });
});

describe("amountFieldText", () => {
  it("shows an amount again grouped the Indian way, which paiseFromText reads back", () => {
    for (const [paise, text] of [
      [45_000_000, "4,50,000"],
      [45_000_050, "4,50,000.50"],
      [100, "1"],
      [5, "0.05"],
      [MAX_AMOUNT_PAISE, "10,00,00,00,000"],
    ] as const) {
      expect(amountFieldText(paise)).toBe(text);
      expect(paiseFromText(text)).toBe(paise);
    }
  });
});

describe("paiseFromText", () => {
  it("reads amounts as people in India type them", () => {
    expect(paiseFromText("4,50,000")).toBe(45_000_000);
    expect(paiseFromText("₹ 4,50,000")).toBe(45_000_000);
    expect(paiseFromText("Rs. 4,50,000.5")).toBe(45_000_050);
    expect(paiseFromText("INR 450000.50")).toBe(45_000_050);
    expect(paiseFromText("450,000")).toBe(45_000_000);
    expect(paiseFromText(" 450000. ")).toBe(45_000_000);
  });

  it("strips grouping, spaces and the currency before reading", () => {
    expect(amountDigits("Rs. 4,50,000.5")).toBe("450000.5");
    expect(amountDigits("₹ 12 345")).toBe("12345");
  });

  it("reads paise from the digits, not through floating point", () => {
    // parseFloat("0.29") * 100 is 28.999999999999996.
    expect(paiseFromText("0.29")).toBe(29);
    expect(paiseFromText("1.1")).toBe(110);
  });

  it("gives none for blank and NaN for anything else", () => {
    expect(paiseFromText("")).toBeNull();
    expect(paiseFromText("   ")).toBeNull();
    for (const text of ["₹", "abc", "4.50.000", "-500", "12.345", "1e5", "4 lakh"]) expect(paiseFromText(text)).toBeNaN();
  });
});

describe("divideHalfUp", () => {
  it("rounds a half up and anything less down", () => {
    expect(divideHalfUp(5n, 2n)).toBe(3n); // 2.5
    expect(divideHalfUp(7n, 3n)).toBe(2n); // 2.33…
    expect(divideHalfUp(8n, 3n)).toBe(3n); // 2.66…
    expect(divideHalfUp(0n, 7n)).toBe(0n);
  });
});

describe("scaledInteger", () => {
  it("scales a rate exactly, and refuses one with more decimals than the scale holds", () => {
    expect(scaledInteger(12.375, 1000, "The rate")).toBe(12_375n);
    expect(scaledInteger(0.25, 1000, "The rate")).toBe(250n);
    expect(scaledInteger(8.55, 100, "The rate")).toBe(855n);
    expect(() => scaledInteger(8.555, 100, "The rate")).toThrow("at most 2 decimals");
    expect(() => scaledInteger(Number.NaN, 100, "The rate")).toThrow(RangeError);
  });
});
