import * as v from "valibot";
import { idParam, optionalText } from "./common";

/** The highest fee the form takes: ₹1 crore. A larger figure is a slip of the keyboard (an extra zero). */
export const MAX_FEE_RUPEES = 10_000_000;
export const FEE_TIMELINE_MAX = 120;
export const FEE_NOTE_MAX = 300;

/**
 * The firm's fee and timeline for one sub-service, as the admin's Services screen sends them.
 * Every field may be empty; a sub-service with all of them empty shows no fee box on its page.
 */
export const subServiceFeeSchema = v.object({
  feeFrom: v.pipe(
    v.optional(v.nullable(v.number("Enter the fee as a number of rupees, e.g. 4999.")), null),
    v.nullable(
      v.pipe(
        v.number(),
        v.integer("Enter the fee in whole rupees, without paise."),
        v.minValue(1, "The fee must be at least ₹1; leave it empty to hide it."),
        v.maxValue(MAX_FEE_RUPEES, "The fee can be at most ₹1,00,00,000."),
      ),
    ),
  ),
  timeline: optionalText(FEE_TIMELINE_MAX, "The timeline"),
  note: optionalText(FEE_NOTE_MAX, "The note", true),
  /** The same two for the Hindi page; empty shows the English there, marked. */
  timelineHi: optionalText(FEE_TIMELINE_MAX, "The Hindi timeline"),
  noteHi: optionalText(FEE_NOTE_MAX, "The Hindi note", true),
});

export type SubServiceFeeInput = v.InferOutput<typeof subServiceFeeSchema>;

const subServiceParams = {
  serviceId: v.pipe(v.string(), v.maxLength(60)),
  subServiceId: v.pipe(v.string(), v.maxLength(60)),
};

/** The route parameters naming one sub-service: checked against the taxonomy by the route. */
export const subServiceParamSchema = v.object(subServiceParams);

/** …and one revision of its fee. */
export const feeRevisionParamSchema = v.object({
  ...subServiceParams,
  revision: idParam,
});
