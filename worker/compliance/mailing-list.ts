import { Hono } from "hono";
import { reminderPaths } from "#core/compliance/paths";
import { locales, pathIn } from "#core/i18n/locale";
import type { AppEnv } from "../env";
import type { EventOf } from "../events/types";
import { confirmationSender } from "../mailing-list/confirmation-mail";
import { listLinkRoutes } from "../mailing-list/link-routes";
import { mailingList } from "../mailing-list/list";
import { reminderConfirmationMail } from "./reminder-mail";
import { complianceReminders } from "./tables";

/** The reminder mails' addresses, kept with the mailing-list kit's double opt-in. */
export const reminderList = mailingList({
  name: "compliance-reminders",
  table: complianceReminders,
  events: { confirmed: "compliance_reminder.confirmed", unsubscribed: "compliance_reminder.unsubscribed" },
  // An erasure takes the record of reminders sent with the address (foreign key, on delete cascade).
  held: { key: "remindersSince", counted: "complianceReminders" },
});

/**
 * The two links of the reminder mails (the kit's: confirm, unsubscribe, RFC 8058 one-click), in
 * each language: a Hindi mail's links are the Hindi pages (/hi/reminders/…), whose answer stays in Hindi.
 */
export const reminderLinkRoutes = locales.reduce(
  (routes, locale) =>
    routes.route(
      "/",
      listLinkRoutes(reminderList, {
        confirm: pathIn(locale, reminderPaths.confirm),
        unsubscribe: [pathIn(locale, reminderPaths.stop)],
        landing: {
          confirmed: pathIn(locale, reminderPaths.confirmed),
          unsubscribed: pathIn(locale, reminderPaths.stopped),
          expired: pathIn(locale, reminderPaths.expired),
        },
      }),
    ),
  new Hono<AppEnv>(),
);

/** After-response handler of `compliance_reminder.created`: mails the confirmation link of the sign-up, in its language, within the visitor mail caps. */
export const sendReminderConfirmation = confirmationSender("reminder_confirmation", (event: EventOf<"compliance_reminder.created">) =>
  reminderConfirmationMail(event.email, event.origin, event.confirmToken, event.language),
);
