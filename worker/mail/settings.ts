import { EMAIL_PATTERN } from "#core/schemas/contact-fields";
import type { Env } from "../env";
import { keptInIsolate } from "../lib/isolate-memory";
import { log } from "../lib/log";

interface MailSettings {
  /** The address every mail of the site is sent from (MAIL_FROM); null when unset or invalid. */
  from: string | null;
  /** The staff addresses that are told of each inquiry (NOTIFY_TO); empty when unset. */
  notifyTo: string[];
}

/** Values already warned about, so a bad setting is logged once per isolate, not on every mail. */
const warned = new Set<string>();
keptInIsolate(() => warned.clear());

function validAddress(setting: string, value: string): string | null {
  if (EMAIL_PATTERN.test(value)) return value;
  const key = `${setting}=${value}`;
  if (!warned.has(key)) {
    warned.add(key);
    log("warn", "mail_setting_invalid", { setting, value, expected: "a plain address such as office@yourfirm.in" });
  }
  return null;
}

/**
 * MAIL_FROM and NOTIFY_TO (comma-separated), each address checked by the same strict rule as a
 * visitor's: an invalid entry is left out and logged, so a typo never reaches a mail header.
 */
export function mailSettings(env: Pick<Env, "MAIL_FROM" | "NOTIFY_TO">): MailSettings {
  const fromValue = env.MAIL_FROM?.trim() ?? "";
  const from = fromValue ? validAddress("MAIL_FROM", fromValue) : null;
  const notifyTo = (env.NOTIFY_TO ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .map((entry) => validAddress("NOTIFY_TO", entry))
    .filter((entry): entry is string => entry !== null);
  return { from, notifyTo: [...new Set(notifyTo)] };
}

/** Whether staff are told of each inquiry (NOTIFY_TO and a sender) and may reply from the admin (a sender). */
export function mailStatus(env: Pick<Env, "MAIL_FROM" | "NOTIFY_TO">) {
  const { from, notifyTo } = mailSettings(env);
  return { notifications: from !== null && notifyTo.length > 0, replies: from !== null };
}
