import { localeOfPath, type Locale } from "#core/i18n/locale";
import { reminderForm, type ReminderInput } from "#core/schemas/compliance";
import { siteOrigin } from "../lib/site-origin";
import { postedForm } from "../submissions/form-posts";
import type { SubmissionForm } from "../submissions/pipeline";
import { type Confirmation, newConfirmation, signUpTo } from "../mailing-list/opt-in";
import { complianceReminders } from "./tables";

type ReminderSignUp = ReminderInput & { origin: string; language: Locale } & Confirmation;

/** What a sign-up chose (the language of its page among them): renewed by signing up again until the address is confirmed. */
const choicesOf = (ready: ReminderSignUp) => ({ kinds: [...new Set(ready.kinds)], leadDays: Number(ready.leadDays), language: ready.language });

/**
 * The calendar's reminder sign-up, double opt-in like the newsletter's and answered alike whatever
 * the address's state, so nobody learns who has signed up.
 */
export const reminderSubmission: SubmissionForm<ReminderInput, ReminderSignUp, { signedUp: true }, "compliance_reminder.created"> = {
  kind: "compliance_reminder",
  answer: () => ({ signedUp: true as const }),
  concealDuplicates: true,
  // The page's language is its path's (a form posted without script is told the page it was posted to).
  prepare: async (c, _db, input) => ({ ...input, language: localeOfPath(input.sourcePage), origin: siteOrigin(c.env, c.req.url), ...(await newConfirmation()) }),
  insert: (db, ready) => signUpTo(db, complianceReminders, { email: ready.email, chosen: choicesOf(ready) }, ready),
  event: "compliance_reminder.created",
  toEvent: (id, ready, { ip }) => ({
    type: "compliance_reminder.created",
    id,
    email: ready.email.toLowerCase(),
    confirmToken: ready.token,
    origin: ready.origin,
    language: ready.language,
    ip,
  }),
};

/** The sign-up posted without JavaScript, from the calendar's page. */
export const reminderForms = [postedForm({ kind: "compliance_reminder", fields: reminderForm, submission: reminderSubmission })];
