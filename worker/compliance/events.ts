import type { Locale } from "#core/i18n/locale";

/** The compliance calendar's events: a due date staff moved by notification (or put back), and the reminders' sign-ups. */
declare module "../events/types" {
  interface DomainEvents {
    "deadline.extended": { adminId: number; deadlineId: string };
    "deadline.extension_removed": { adminId: number; deadlineId: string };
    /** A reminder sign-up stored, new or renewed: `confirmToken` goes into its confirmation mail. */
    "compliance_reminder.created": { id: number; email: string; confirmToken: string; origin: string; language: Locale; ip: string };
    "compliance_reminder.confirmed": { id: number };
    "compliance_reminder.unsubscribed": { id: number };
  }
}
