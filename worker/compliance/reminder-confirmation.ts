import { getDb } from "../db/client";
import type { Env } from "../env";
import type { DomainEvent } from "../events/types";
import { log } from "../lib/log";
import { sendMail } from "../mail/send";
import { mailSettings } from "../mail/settings";
import { reserveVisitorMail } from "../mail/visitor-mail-caps";
import { reminderConfirmationMail } from "./reminder-mail";

/** After-response handler: mails the confirmation link of a reminder sign-up, within the visitor mail caps. */
export async function sendReminderConfirmation(event: DomainEvent, env: Env): Promise<void> {
  if (event.type !== "compliance_reminder.created" || !mailSettings(env).from) return;
  if (!(await reserveVisitorMail(env, getDb(env.DB), event.email, event.ip))) {
    log("info", "reminder_confirmation_capped", { id: event.id });
    return;
  }
  const messageId = await sendMail(env, reminderConfirmationMail(event.email, event.origin, event.confirmToken, event.language));
  log("info", "reminder_confirmation_sent", { id: event.id, messageId });
}
