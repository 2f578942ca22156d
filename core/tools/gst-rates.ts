/**
 * The GST rates the calculator offers, as one dated table. GST 2.0 (the 56th GST Council
 * meeting, 3 September 2025) replaced the 5/12/18/28% structure with 5% and 18% and a 40% rate
 * for sin and luxury goods, from 22 September 2025. Each row cites the notification that sets it,
 * so a reader can check it and whoever next verifies the table knows where to look.
 *
 * Rates are what a supply carries in total: within a state it is split half as CGST and half as
 * SGST (or UTGST), and between states it is charged whole as IGST. Rarer concessional rates (12% on
 * specified bricks under Notification 14/2025-Central Tax (Rate), for one) are entered as a custom
 * rate rather than crowding the list.
 */

/** The day the table was last checked against the notifications. Shown beside the calculator. */
export const GST_RATES_AS_OF = "2026-11-27";

/** The value of the rate field that asks for a rate typed by the user instead of one from the table. */
export const CUSTOM_RATE = "custom";

export interface GstRate {
  /** The whole rate, in percent: 18 means CGST 9% + SGST 9%, or IGST 18%. */
  rate: number;
  /** How the rate is named in the list. */
  label: string;
  /** What it covers, in plain words: enough to recognise one's own goods, not a classification. */
  appliesTo: string;
  /** "slab" for the general rates, "special" for precious stones and metals. */
  kind: "slab" | "special";
  /** The first day the rate applies, YYYY-MM-DD. */
  effectiveFrom: string;
  /** The last day it applies, when it has ended. */
  effectiveUntil?: string;
  citation: string;
}

const GOODS_2025 = "Notification 9/2025-Central Tax (Rate), 17 September 2025 (goods)";
const SERVICES_2025 = "Notification 11/2017-Central Tax (Rate) as amended by Notification 15/2025-Central Tax (Rate), 17 September 2025 (services)";
const GST_2_0 = "2025-09-22";

export const GST_RATES: readonly GstRate[] = [
  {
    rate: 0,
    label: "0% (nil or exempt)",
    appliesTo:
      "Fresh fruit, vegetables, milk, curd, paneer, rotis and parathas, books and notebooks, specified life-saving medicines, individual life and health insurance, and most education and healthcare services.",
    kind: "slab",
    effectiveFrom: GST_2_0,
    citation:
      "Notification 10/2025-Central Tax (Rate), 17 September 2025 (exempt goods); Notification 12/2017-Central Tax (Rate) as amended by Notification 16/2025-Central Tax (Rate), 17 September 2025 (exempt services)",
  },
  {
    rate: 5,
    label: "5% (merit rate)",
    appliesTo:
      "Everyday goods such as packaged food, butter and ghee, soap, shampoo and toothpaste, most medicines, tractors and farm machinery; restaurants, hotel rooms up to ₹7,500 a night, salons and gyms.",
    kind: "slab",
    effectiveFrom: GST_2_0,
    citation: `${GOODS_2025}; ${SERVICES_2025}`,
  },
  {
    rate: 18,
    label: "18% (standard rate)",
    appliesTo:
      "Most goods and services after GST 2.0: electronics and appliances, cement, small cars and motorcycles up to 350 cc, and most services, including professional, consultancy, IT and financial services.",
    kind: "slab",
    effectiveFrom: GST_2_0,
    citation: `${GOODS_2025}; ${SERVICES_2025}`,
  },
  {
    rate: 28,
    label: "28% (tobacco and pan masala, until 31 January 2026)",
    appliesTo:
      "Pan masala, cigarettes and other tobacco products, which kept the old rate and compensation cess until the cess ended; on 1 February 2026 they moved to 40%, and biris to 18%.",
    kind: "slab",
    effectiveFrom: GST_2_0,
    effectiveUntil: "2026-01-31",
    citation: `${GOODS_2025}, Schedule VII; omitted by Notification 19/2025-Central Tax (Rate), 31 December 2025`,
  },
  {
    rate: 40,
    label: "40% (sin and luxury goods)",
    appliesTo:
      "Aerated and caffeinated drinks, larger cars, motorcycles above 350 cc, yachts and private aircraft, lottery, betting and casinos; pan masala, cigarettes and other tobacco (biris aside, at 18%) from 1 February 2026.",
    kind: "slab",
    effectiveFrom: GST_2_0,
    citation: `${GOODS_2025}, as amended by Notification 19/2025-Central Tax (Rate), 31 December 2025, with effect from 1 February 2026; ${SERVICES_2025}`,
  },
  {
    rate: 0.25,
    label: "0.25% (rough diamonds and precious stones)",
    appliesTo:
      "Rough diamonds, and precious and semi-precious stones that are unworked or simply sawn. Cut and polished diamonds are at 1.5%, and worked stones at 3%: use a custom rate for them.",
    kind: "special",
    effectiveFrom: GST_2_0,
    citation: `${GOODS_2025}, Schedule V`,
  },
  {
    rate: 3,
    label: "3% (gold, silver and jewellery)",
    appliesTo: "Gold, silver, platinum and jewellery made from them.",
    kind: "special",
    effectiveFrom: GST_2_0,
    citation: `${GOODS_2025}, Schedule IV`,
  },
];

/**
 * The rates that apply on a day (YYYY-MM-DD), in the table's order. The table starts with GST 2.0,
 * so a day before 22 September 2025 has none: the calculator is for invoices raised now, and the
 * older rates would only invite a wrong choice.
 */
export function currentGstRates(on: string): GstRate[] {
  // ISO dates compare correctly as text.
  return GST_RATES.filter((row) => row.effectiveFrom <= on && (row.effectiveUntil === undefined || on <= row.effectiveUntil));
}
