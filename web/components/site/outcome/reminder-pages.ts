import { COMPLIANCE_CALENDAR_PATH, reminderPaths } from "#core/compliance/paths";
import type { NewsletterPage } from "./newsletter-view";

const toCalendar = { to: COMPLIANCE_CALENDAR_PATH, label: "Go to the compliance calendar" };

/** The pages of the compliance reminders' links (worker/compliance/link-routes.ts), drawn as the newsletter's. */
export const reminderPages = {
  [reminderPaths.confirm]: {
    title: "Confirm your compliance reminders",
    text: "Press the button to confirm this address. We will then email you at 9 in the morning (India time) before each due date you chose.",
    button: "Confirm reminders",
  },
  [reminderPaths.stop]: {
    title: "Stop compliance reminders",
    text: "Press the button and we will stop emailing you before compliance due dates.",
    button: "Unsubscribe",
  },
  [reminderPaths.confirmed]: {
    title: "Your reminders are on",
    text: "Thank you for confirming. Each reminder arrives at 9 in the morning, India time, and has a link to unsubscribe.",
    back: toCalendar,
  },
  [reminderPaths.stopped]: {
    title: "Reminders stopped",
    text: "We will not email you any more reminders. You can sign up again from the compliance calendar at any time.",
    back: toCalendar,
  },
  [reminderPaths.expired]: {
    title: "This link no longer works",
    text: "It has expired or has been used already. Sign up again on the compliance calendar and we will send you a fresh link.",
    back: toCalendar,
  },
} satisfies Record<string, NewsletterPage>;

export type ReminderPath = keyof typeof reminderPages;
