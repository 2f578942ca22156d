import * as v from "valibot";
import { HOME_STATE, indianStates } from "../taxonomies/indian-states";
import type { RegistrationInput } from "./gst-registration";
import { amountParam, amountText, Fields, type ParamsResult, type Query, typed } from "./tool-params";

/**
 * The query of "Do I need GST registration?", read as the calculators' are (./tool-params.ts): the
 * check's input and its canonical query, or a message per field and the text as typed. A question
 * that does not apply to what the business supplies is not read, and drops out of the canonical
 * query: e-commerce for services alone, the goods left out of ₹40 lakh for anyone but a supplier of goods alone.
 */

export const REGISTRATION_PARAMS = ["turnover", "supplies", "interstate", "ecommerce", "excluded", "state"] as const;
export type RegistrationParam = (typeof REGISTRATION_PARAMS)[number];

export const SUPPLIES_MESSAGE = "Choose whether you supply goods, services, or both.";
export const INTERSTATE_MESSAGE = "Choose whether you supply to buyers in other states.";
export const ECOMMERCE_MESSAGE = "Choose whether you sell goods through an e-commerce operator.";
export const EXCLUDED_MESSAGE = "Choose whether you supply any of these goods.";
export const STATE_MESSAGE = "Choose your state or union territory from the list.";

export const suppliesParam = v.picklist(["goods", "services", "both"], SUPPLIES_MESSAGE);

/** A yes-or-no question, "no" unless answered. */
const yesNo = (message: string) => v.optional(v.pipe(v.string(message), v.toLowerCase(), v.picklist(["yes", "no"], message)), "no");

/** A state by its slug, in any case; Madhya Pradesh unless given. */
export const stateParam = v.optional(
  v.pipe(
    v.string(STATE_MESSAGE),
    v.toLowerCase(),
    v.picklist(
      indianStates.map((state) => state.id),
      STATE_MESSAGE,
    ),
  ),
  HOME_STATE,
);

/**
 * turnover (lakh format accepted), supplies=goods|services|both, interstate=yes|no,
 * ecommerce=yes|no, excluded=yes|no, and state (a slug, madhya-pradesh unless given).
 */
export function parseRegistrationParams(query: Query): ParamsResult<RegistrationInput, RegistrationParam> {
  const fields = new Fields<RegistrationParam>();
  const turnoverPaise = fields.read("turnover", amountParam, query.turnover);
  const supplies = fields.read("supplies", suppliesParam, query.supplies);
  const interstate = fields.read("interstate", yesNo(INTERSTATE_MESSAGE), query.interstate);
  // Unread when the answer cannot matter; read when `supplies` is itself wrong, so every mistake shows at once.
  const ecommerce = supplies === "services" ? "no" : fields.read("ecommerce", yesNo(ECOMMERCE_MESSAGE), query.ecommerce);
  const excluded = supplies === "goods" || supplies === undefined ? fields.read("excluded", yesNo(EXCLUDED_MESSAGE), query.excluded) : "no";
  const state = fields.read("state", stateParam, query.state);

  if (fields.failed() || turnoverPaise === undefined || supplies === undefined || interstate === undefined || ecommerce === undefined || excluded === undefined || state === undefined) {
    return { ok: false, errors: fields.errors, values: typed(query, REGISTRATION_PARAMS) };
  }
  return {
    ok: true,
    value: { turnoverPaise, supplies, interState: interstate === "yes", ecommerce: ecommerce === "yes", state, excludedGoods: excluded === "yes" },
    canonical: {
      turnover: amountText(turnoverPaise),
      supplies,
      interstate,
      ...(supplies === "services" ? {} : { ecommerce }),
      ...(supplies === "goods" ? { excluded } : {}),
      state,
    },
  };
}
