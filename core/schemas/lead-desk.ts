import * as v from "valibot";
import { assignmentRules, contactChannels, isClosedStage, leadStages, lostReasons } from "../taxonomies/lead-desk";
import { serviceIds } from "../taxonomies/services";
import { optionalText } from "./common";
import { MAX_FEE_RUPEES } from "./sub-service-fee";

const staffId = v.pipe(v.number("Choose a colleague from the list."), v.integer("Choose a colleague from the list."), v.minValue(1, "Choose a colleague from the list."));

/** Who handles an inquiry; null leaves it unassigned. */
export const leadAssignSchema = v.object({ assigneeId: v.nullable(staffId) });

/**
 * A move to another stage. Lost needs its reason; Won its agreed fee in whole rupees (the panel
 * prefills the sub-service's fee). Neither is kept for any other stage.
 */
export const leadStageSchema = v.pipe(
  v.object({
    stage: v.picklist(leadStages, "Choose a stage from the list."),
    lostReason: v.optional(v.nullable(v.picklist(lostReasons, "Choose why the lead was lost."))),
    wonFee: v.optional(
      v.nullable(
        v.pipe(
          v.number("Enter the fee agreed as a number of rupees, e.g. 25000."),
          v.integer("Enter the fee in whole rupees, without paise."),
          v.minValue(1, "Enter the fee agreed, at least ₹1."),
          v.maxValue(MAX_FEE_RUPEES, "The fee can be at most ₹1,00,00,000."),
        ),
      ),
    ),
  }),
  v.forward(
    v.check((input) => input.stage !== "lost" || !!input.lostReason, "Choose why the lead was lost."),
    ["lostReason"],
  ),
  v.forward(
    v.check((input) => input.stage !== "won" || typeof input.wonFee === "number", "Enter the fee agreed, in rupees."),
    ["wonFee"],
  ),
  v.transform((input) => ({
    stage: input.stage,
    lostReason: input.stage === "lost" ? (input.lostReason ?? null) : null,
    wonFee: input.stage === "won" ? (input.wonFee ?? null) : null,
    closed: isClosedStage(input.stage),
  })),
);

const realDay = v.pipe(
  v.string("Choose the follow-up date."),
  v.isoDate("Choose the follow-up date."),
  v.check((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), "That date does not exist."),
);

/** A follow-up: a day in India and, if chosen, a time of it (IST); `on: null` clears it. */
export const leadFollowUpSchema = v.pipe(
  v.object({
    on: v.nullable(realDay),
    time: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time such as 10:30, or leave it empty.")))),
  }),
  v.transform(({ on, time }) => ({ on, time: on ? (time ?? null) : null })),
);

/** A WhatsApp chat or a call the staff confirm they made, with an optional line on how it went. */
export const leadContactedSchema = v.object({
  channel: v.picklist(contactChannels, "Choose WhatsApp or phone."),
  note: optionalText(1000, "The note", true),
});

/**
 * Settings → Lead desk: how new inquiries are assigned, whom each service line goes to under
 * `by_service`, and whether advisors see only the inquiries assigned to them.
 */
export const leadDeskSettingsSchema = v.object({
  rule: v.picklist(assignmentRules, "Choose how new inquiries are assigned."),
  serviceOwners: v.pipe(
    v.record(v.picklist(serviceIds, "Not one of our service lines."), v.nullable(staffId)),
    v.transform((owners) => Object.fromEntries(Object.entries(owners).filter(([, id]) => id !== null)) as Partial<Record<(typeof serviceIds)[number], number>>),
  ),
  advisorsOwnOnly: v.boolean(),
});

export type LeadDeskSettings = v.InferOutput<typeof leadDeskSettingsSchema>;

export const DEFAULT_LEAD_DESK_SETTINGS: LeadDeskSettings = { rule: "none", serviceOwners: {}, advisorsOwnOnly: false };

/** Each colleague's own choice: the morning digest on or off. */
export const digestPreferenceSchema = v.object({ digest: v.boolean() });
