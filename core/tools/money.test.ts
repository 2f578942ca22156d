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
    for (const text of ["₹", "abc", "4.50.000", "-500", "12.345", "1e5", "four lakh"]) expect(paiseFromText(text)).toBeNaN();
  });

  it("reads a figure in lakh, crore or thousand as people write it, in either script", () => {
    const rupees = (n: number) => n * 100;
    for (const text of ["35 लाख", "35 lakh", "35L", "35l", "35 Lakh", "35 lakhs", "35 lac", "₹35 लाख", "Rs. 35 lakh"]) expect(paiseFromText(text), text).toBe(rupees(35_00_000));
    for (const text of ["1.5 करोड़", "1.5 crore", "1.5 cr", "1.5Cr", "1.5 crores", "₹ 1.5 करोड़"]) expect(paiseFromText(text), text).toBe(rupees(1_50_00_000));
    for (const text of ["50 हज़ार", "50 thousand", "50k", "50K", "50 हजार"]) expect(paiseFromText(text), text).toBe(rupees(50_000));
    // हज़ार and करोड़ typed with the nukta as its own mark (ज + ़), as some keyboards do, read the same.
    expect(paiseFromText("50 \u0939\u091C\u093C\u093E\u0930")).toBe(rupees(50_000));
    expect(paiseFromText("2 \u0915\u0930\u094B\u0921\u093C")).toBe(rupees(2_00_00_000));
    // Exact, not through floating point: 1.15 × 1,00,00,000 is 11499999.999999998 in a double.
    expect(paiseFromText("1.15 crore")).toBe(rupees(1_15_00_000));
    expect(paiseFromText("4.5 lakh")).toBe(rupees(4_50_000));
    expect(paiseFromText("12.5k")).toBe(rupees(12_500));
    expect(paiseFromText("1,250 crore")).toBe(rupees(1_250_00_00_000));
  });

  it("refuses a scale word it does not know, a figure without digits, and a fraction of a paisa", () => {
    for (const text of ["35 lakhh", "35 million", "35 m", "lakh", "लाख", "35 लाख 20 हज़ार", "1.5 crore rupees", "35 लाख.", "-2 lakh", "1.23456789 lakh", "1.5.2 cr"]) {
      expect(paiseFromText(text), text).toBeNaN();
    }
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
