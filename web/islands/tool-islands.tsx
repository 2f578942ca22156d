import { island } from "./island";

/*
 * The calculators as islands, for the tools' pages to place: each page's HTML holds the whole form and its result,
 * which work without JavaScript as a GET form; their code (the same parser and arithmetic the
 * server ran, and React) loads when the visitor first focuses or presses in one.
 */
export const GstCalculatorIsland = island("gst-calculator");
export const EmiCalculatorIsland = island("emi-calculator");
/** The compliance calendar's reminder sign-up, a form like the site's others. */
export const ReminderFormIsland = island("reminder-form");
export const GstRegistrationCheckIsland = island("gst-registration-check");
