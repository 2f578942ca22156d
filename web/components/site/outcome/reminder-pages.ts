import { COMPLIANCE_CALENDAR_PATH, reminderPaths } from "#core/compliance/paths";
import type * as en from "#core/content/compliance-reminders";
import type { Translated } from "#core/i18n/translated";
import type { NewsletterPage } from "./newsletter-view";

/** The pages of the compliance reminders' links (worker/compliance/mailing-list.ts), drawn as the newsletter's, in either language. */
export function reminderPages(copy: typeof en.reminderPagesCopy | Translated<typeof en.reminderPagesCopy>) {
  const back = { to: COMPLIANCE_CALENDAR_PATH, label: copy.toCalendar };
  return {
    [reminderPaths.confirm]: copy.confirm,
    [reminderPaths.stop]: copy.stop,
    [reminderPaths.confirmed]: { ...copy.confirmed, back },
    [reminderPaths.stopped]: { ...copy.stopped, back },
    [reminderPaths.expired]: { ...copy.expired, back },
  } satisfies Record<string, NewsletterPage>;
}

export type ReminderPath = (typeof reminderPaths)[keyof typeof reminderPaths];
