import { describe, expect, it } from "vitest";
import { ECOMMERCE_MESSAGE, EXCLUDED_MESSAGE, INTERSTATE_MESSAGE, parseRegistrationParams, STATE_MESSAGE, SUPPLIES_MESSAGE } from "./gst-registration-params";
import { AMOUNT_EMPTY_MESSAGE, AMOUNT_MESSAGE, AMOUNT_ZERO_MESSAGE } from "./tool-params";

describe("parseRegistrationParams", () => {
  it("reads a full query of a supplier of goods alone and writes it back one way", () => {
    const result = parseRegistrationParams({ turnover: "₹ 35,00,000", supplies: "goods", interstate: "no", ecommerce: "YES", excluded: "no", state: "Madhya-Pradesh" });
    expect(result).toEqual({
      ok: true,
      value: { turnoverPaise: 350_000_000, supplies: "goods", interState: false, ecommerce: true, state: "madhya-pradesh", excludedGoods: false },
      canonical: { turnover: "3500000", supplies: "goods", interstate: "no", ecommerce: "yes", excluded: "no", state: "madhya-pradesh" },
    });
  });

  it("answers no and Madhya Pradesh unless told, and drops what it does not know", () => {
    expect(parseRegistrationParams({ turnover: "15,00,000", supplies: "both", utm_source: "whatsapp" })).toEqual({
      ok: true,
      value: { turnoverPaise: 150_000_000, supplies: "both", interState: false, ecommerce: false, state: "madhya-pradesh", excludedGoods: false },
      canonical: { turnover: "1500000", supplies: "both", interstate: "no", ecommerce: "no", state: "madhya-pradesh" },
    });
  });

  it("reads only the questions that apply to what is supplied", () => {
    // Services alone: neither e-commerce (goods) nor the goods left out of ₹40 lakh is read, even when wrong.
    expect(parseRegistrationParams({ turnover: "1200000", supplies: "services", interstate: "yes", ecommerce: "maybe", excluded: "yes", state: "manipur" })).toEqual({
      ok: true,
      value: { turnoverPaise: 120_000_000, supplies: "services", interState: true, ecommerce: false, state: "manipur", excludedGoods: false },
      canonical: { turnover: "1200000", supplies: "services", interstate: "yes", state: "manipur" },
    });
    // Goods and services: e-commerce is read, the excluded goods are not.
    expect(parseRegistrationParams({ turnover: "1200000", supplies: "both", ecommerce: "yes", excluded: "yes" })).toMatchObject({
      ok: true,
      value: { ecommerce: true, excludedGoods: false },
      canonical: { ecommerce: "yes" },
    });
  });

  it("names every mistake at once and returns the text as typed, for the known fields only", () => {
    const query = { turnover: "25.00.000", supplies: "software", interstate: "sometimes", ecommerce: "perhaps", excluded: "1", state: "bhopal", other: "x" };
    expect(parseRegistrationParams(query)).toEqual({
      ok: false,
      errors: {
        turnover: AMOUNT_MESSAGE,
        supplies: SUPPLIES_MESSAGE,
        interstate: INTERSTATE_MESSAGE,
        ecommerce: ECOMMERCE_MESSAGE,
        excluded: EXCLUDED_MESSAGE,
        state: STATE_MESSAGE,
      },
      values: { turnover: "25.00.000", supplies: "software", interstate: "sometimes", ecommerce: "perhaps", excluded: "1", state: "bhopal" },
    });
  });

  it("asks for a turnover and for what is supplied", () => {
    expect(parseRegistrationParams({})).toEqual({ ok: false, errors: { turnover: AMOUNT_EMPTY_MESSAGE, supplies: SUPPLIES_MESSAGE }, values: {} });
    expect(parseRegistrationParams({ turnover: "0", supplies: "goods" })).toMatchObject({ ok: false, errors: { turnover: AMOUNT_ZERO_MESSAGE } });
    expect(parseRegistrationParams({ turnover: "", supplies: "" })).toMatchObject({ ok: false, errors: { turnover: AMOUNT_EMPTY_MESSAGE, supplies: SUPPLIES_MESSAGE } });
  });
});
