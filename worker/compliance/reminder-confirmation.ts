import { getDb } from "../db/client";
import type { EventScope } from "../events/handlers";
import type { EventOf } from "../events/types";
import { log } from "../lib/log";
import { sendMail } from "../mail/send";
import { mailSettings } from "../mail/settings";
import { reserveVisitorMail } from "../mail/visitor-mail-caps";
import { reminderConfirmationMail } from "./reminder-mail";

/** After-response handler of `compliance_reminder.created`: mails the confirmation link of the sign-up, within the visitor mail caps. */
export async function sendReminderConfirmation(event: EventOf<"compliance_reminder.created">, { env }: EventScope): Promise<void> {
  if (!mailSettings(env).from) return;
  if (!(await reserveVisitorMail(env, getDb(env.DB), event.email, event.ip))) {
    log("info", "reminder_confirmation_capped", { id: event.id });
    return;
  }
  const messageId = await sendMail(env, reminderConfirmationMail(event.email, event.origin, event.confirmToken, event.language));
  log("info", "reminder_confirmation_sent", { id: event.id, messageId });
}
