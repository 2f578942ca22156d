import { describe, expect, it } from "vitest";
import { indianStates } from "../taxonomies/indian-states";
import { PREFILL_MAX } from "../format/prefill";
import {
  checkRegistration,
  GOODS_TWENTY_LAKH_STATES,
  GST_REGISTRATION_RULES,
  type RegistrationInput,
  registrationEnquiryNote,
  registrationSummary,
  sectionLimit,
  TEN_LAKH_STATES,
} from "./gst-registration";

const LAKH = 1_00_000 * 100;

/** A business in Madhya Pradesh supplying within the state, not online, none of the goods left out of ₹40 lakh. */
const business = (answers: Partial<RegistrationInput>): RegistrationInput => ({
  turnoverPaise: 0,
  supplies: "services",
  interState: false,
  ecommerce: false,
  state: "madhya-pradesh",
  excludedGoods: false,
  ...answers,
});

describe("checkRegistration: the worked cases", () => {
  it("services of ₹15 lakh in Madhya Pradesh, within the state: not required, the limit being ₹20 lakh", () => {
    const answer = checkRegistration(business({ turnoverPaise: 15 * LAKH }));
    expect(answer).toMatchObject({ required: false, limitPaise: 20 * LAKH, rule: { id: "threshold-20-lakh", ref: "Section 22(1), CGST Act" } });
    expect(answer.reason).toBe(
      "Your aggregate turnover of ₹15,00,000 is within the ₹20 lakh limit for suppliers of services in Madhya Pradesh, so you do not need to register yet. Once it exceeds ₹20 lakh in a financial year, you must apply within 30 days.",
    );
  });

  it("goods alone of ₹35 lakh in Madhya Pradesh, no inter-state supply: not required, the limit being ₹40 lakh", () => {
    const answer = checkRegistration(business({ turnoverPaise: 35 * LAKH, supplies: "goods" }));
    expect(answer).toMatchObject({ required: false, limitPaise: 40 * LAKH, rule: { id: "goods-40-lakh", ref: "Notification 10/2019-Central Tax" } });
    expect(answer.reason).toContain("₹35,00,000 is within the ₹40 lakh limit for suppliers of goods alone in Madhya Pradesh");
  });

  it("goods alone of ₹5 lakh with a supply to another state: required at any turnover", () => {
    const answer = checkRegistration(business({ turnoverPaise: 5 * LAKH, supplies: "goods", interState: true }));
    expect(answer).toMatchObject({ required: true, limitPaise: null, rule: { id: "inter-state-goods", citation: "Section 24(i), CGST Act, 2017" } });
    expect(answer.reason).toContain("needs GST registration whatever your turnover");
  });

  it("services of ₹12 lakh in Manipur: required, the limit being ₹10 lakh", () => {
    const answer = checkRegistration(business({ turnoverPaise: 12 * LAKH, state: "manipur" }));
    expect(answer).toMatchObject({ required: true, limitPaise: 10 * LAKH, rule: { id: "threshold-10-lakh" } });
    expect(answer.reason).toBe(
      "Your aggregate turnover of ₹12,00,000 is above the ₹10 lakh limit for suppliers of services in Manipur, so you need to register, within 30 days of crossing it (section 25(1)).",
    );
  });

  it("goods through Amazon within one state below the limit: not required, with an enrolment number", () => {
    const answer = checkRegistration(business({ turnoverPaise: 8 * LAKH, supplies: "goods", ecommerce: true }));
    expect(answer).toMatchObject({ required: false, limitPaise: 20 * LAKH, rule: { id: "ecommerce-enrolment", ref: "Notification 34/2023-Central Tax" } });
    expect(answer.reason).toContain("within Madhya Pradesh only");
    expect(answer.reason).toContain("enrolment number on the GST portal with your PAN before you sell");
  });
});

describe("checkRegistration: the limits", () => {
  it("registers only above a limit: ₹20,00,000 is within ₹20 lakh, a paisa more is not", () => {
    expect(checkRegistration(business({ turnoverPaise: 20 * LAKH })).required).toBe(false);
    expect(checkRegistration(business({ turnoverPaise: 20 * LAKH + 1 })).required).toBe(true);
    expect(checkRegistration(business({ turnoverPaise: 40 * LAKH, supplies: "goods" })).required).toBe(false);
    expect(checkRegistration(business({ turnoverPaise: 40 * LAKH + 100, supplies: "goods" })).required).toBe(true);
  });

  it("gives goods and services together ₹20 lakh, not ₹40 lakh", () => {
    expect(checkRegistration(business({ turnoverPaise: 25 * LAKH, supplies: "both" }))).toMatchObject({
      required: true,
      limitPaise: 20 * LAKH,
      rule: { id: "threshold-20-lakh" },
    });
  });

  it("keeps ice cream, pan masala, tobacco, bricks and tiles at ₹20 lakh, and says why", () => {
    const answer = checkRegistration(business({ turnoverPaise: 25 * LAKH, supplies: "goods", excludedGoods: true }));
    expect(answer).toMatchObject({ required: true, limitPaise: 20 * LAKH, rule: { id: "threshold-20-lakh" } });
    expect(answer.reason).toContain("left out of the ₹40 lakh limit for goods");
  });

  it("keeps goods at ₹20 lakh in the states that did not adopt ₹40 lakh, and at ₹10 lakh in the four special-category states", () => {
    for (const state of ["arunachal-pradesh", "meghalaya", "puducherry", "sikkim", "telangana", "uttarakhand"] as const) {
      const answer = checkRegistration(business({ turnoverPaise: 25 * LAKH, supplies: "goods", state }));
      expect(answer, state).toMatchObject({ required: true, limitPaise: 20 * LAKH, rule: { id: "threshold-20-lakh" } });
      expect(answer.reason, state).toContain("did not adopt the ₹40 lakh limit for goods");
    }
    for (const state of ["manipur", "mizoram", "nagaland", "tripura"] as const) {
      expect(checkRegistration(business({ turnoverPaise: 15 * LAKH, supplies: "goods", state })), state).toMatchObject({
        required: true,
        limitPaise: 10 * LAKH,
        rule: { id: "threshold-10-lakh" },
      });
    }
  });

  it("gives the special-category states outside the four ₹20 lakh for services, and ₹40 lakh for goods where they adopted it", () => {
    for (const state of ["uttarakhand", "himachal-pradesh", "jammu-and-kashmir", "assam", "arunachal-pradesh", "meghalaya", "sikkim"] as const) {
      expect(checkRegistration(business({ turnoverPaise: 15 * LAKH, state })), state).toMatchObject({ required: false, limitPaise: 20 * LAKH });
    }
    for (const state of ["himachal-pradesh", "jammu-and-kashmir", "assam", "kerala", "ladakh"] as const) {
      expect(checkRegistration(business({ turnoverPaise: 35 * LAKH, supplies: "goods", state })), state).toMatchObject({
        required: false,
        limitPaise: 40 * LAKH,
        rule: { id: "goods-40-lakh" },
      });
    }
  });

  it("knows every state and union territory, and lists only real ones as exceptions", () => {
    expect(indianStates).toHaveLength(36);
    const ids: string[] = indianStates.map((state) => state.id);
    for (const id of [...TEN_LAKH_STATES, ...GOODS_TWENTY_LAKH_STATES]) expect(ids).toContain(id);
    expect(indianStates.filter((state) => sectionLimit(state.id) === 10 * LAKH).map((state) => state.name)).toEqual(["Manipur", "Mizoram", "Nagaland", "Tripura"]);
  });
});

describe("checkRegistration: across states and online", () => {
  it("exempts services to other states below the limit, and not above it", () => {
    expect(checkRegistration(business({ turnoverPaise: 15 * LAKH, interState: true }))).toMatchObject({
      required: false,
      limitPaise: 20 * LAKH,
      rule: { id: "inter-state-services", ref: "Notification 10/2017-Integrated Tax" },
    });
    expect(checkRegistration(business({ turnoverPaise: 21 * LAKH, interState: true }))).toMatchObject({ required: true, rule: { id: "inter-state-services" } });
    // In Tripura the exemption ends at ₹10 lakh.
    expect(checkRegistration(business({ turnoverPaise: 12 * LAKH, interState: true, state: "tripura" }))).toMatchObject({ required: true, limitPaise: 10 * LAKH });
  });

  it("asks a supplier of goods and services across states to register, and says what services alone would need", () => {
    const answer = checkRegistration(business({ turnoverPaise: 15 * LAKH, supplies: "both", interState: true }));
    expect(answer).toMatchObject({ required: true, rule: { id: "inter-state-goods" } });
    expect(answer.reason).toContain("If only your services go to other states and no goods do, the limit is ₹20 lakh instead, and your turnover of ₹15,00,000 is within it.");
  });

  it("needs registration for goods sold online above ₹20 lakh, though ₹40 lakh would cover them offline", () => {
    const answer = checkRegistration(business({ turnoverPaise: 35 * LAKH, supplies: "goods", ecommerce: true }));
    expect(answer).toMatchObject({ required: true, limitPaise: 20 * LAKH, rule: { id: "ecommerce-compulsory", ref: "Section 24(ix), CGST Act" } });
  });

  it("needs registration for goods sold online to another state at any turnover", () => {
    expect(checkRegistration(business({ turnoverPaise: 2 * LAKH, supplies: "goods", ecommerce: true, interState: true }))).toMatchObject({
      required: true,
      rule: { id: "inter-state-goods" },
    });
  });

  it("takes the ₹10 lakh limit for goods sold online in Nagaland", () => {
    expect(checkRegistration(business({ turnoverPaise: 9 * LAKH, supplies: "both", ecommerce: true, state: "nagaland" }))).toMatchObject({
      required: false,
      limitPaise: 10 * LAKH,
      rule: { id: "ecommerce-enrolment" },
    });
    expect(checkRegistration(business({ turnoverPaise: 11 * LAKH, supplies: "both", ecommerce: true, state: "nagaland" }))).toMatchObject({ required: true });
  });

  it("ignores e-commerce for services alone", () => {
    expect(checkRegistration(business({ turnoverPaise: 15 * LAKH, ecommerce: true }))).toMatchObject({ required: false, rule: { id: "threshold-20-lakh" } });
  });
});

describe("the rules table and the answer in words", () => {
  it("cites every rule, with the day it applies from", () => {
    for (const rule of GST_REGISTRATION_RULES) {
      expect(rule.citation, rule.id).toMatch(/Section|Notification|proviso/);
      expect(rule.since, rule.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(GST_REGISTRATION_RULES.map((rule) => rule.id)).size).toBe(GST_REGISTRATION_RULES.length);
  });

  it("says the answer in a sentence, and leaves a short note for the quote form", () => {
    const input = business({ turnoverPaise: 15 * LAKH });
    const answer = checkRegistration(input);
    expect(registrationSummary(input, answer)).toBe(
      "You do not need to register for GST yet (aggregate turnover ₹15,00,000, Madhya Pradesh). ₹20 lakh limit for services, or goods and services together: Section 22(1), CGST Act.",
    );
    expect(registrationEnquiryNote(input, answer)).toBe(
      "From the GST registration check: services only, aggregate turnover ₹15,00,000, Madhya Pradesh, supplies within the state. Result: registration not needed yet (Section 22(1), CGST Act).",
    );
    // The longest note still fits the quote form's prefilled message whole.
    const longest = business({
      turnoverPaise: 10_00_00_00_000 * 100 - 1,
      supplies: "goods",
      ecommerce: true,
      excludedGoods: true,
      state: "dadra-and-nagar-haveli-and-daman-and-diu",
    });
    expect(registrationEnquiryNote(longest, checkRegistration(longest)).length).toBeLessThanOrEqual(PREFILL_MAX);
  });
});
