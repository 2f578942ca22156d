import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { Context } from "hono";
import { formatDateTime } from "#core/format/date";
import { site } from "#core/content/site";
import { describeDevice } from "./device";
import type { Database } from "../db/client";
import { auditLog } from "../audit/tables";
import type { Env } from "../env";
import type { EventScope } from "../events/handlers";
import type { DomainEvent, EventOf, WriteIntent } from "../events/types";
import { log } from "../lib/log";
import { renderMail } from "../mail/layout";
import { type Mail, sendMail } from "../mail/send";
import { mailStatus } from "../mail/settings";

/**
 * Every change to an account's sign-in factors is told to the account holder: mailed where the
 * site can mail, and otherwise shown at their next sign-ins from the audit trail (no table of its
 * own). A stolen session that plants a passkey is then seen by the one person who can undo it.
 */
type FactorChangeEvent = EventOf<OwnFactorChangeType | "admin.factors_reset">;
type FactorChangeType = FactorChangeEvent["type"];
/** The changes the account holder makes to their own factors (the owner's reset of a colleague's is the other). */
type OwnFactorChangeType = "admin.passkey_added" | "admin.passkey_removed" | "admin.totp_enabled" | "admin.totp_disabled" | "admin.recovery_codes_regenerated";

const FACTOR_CHANGE_TYPES: readonly FactorChangeType[] = [
  "admin.passkey_added",
  "admin.passkey_removed",
  "admin.totp_enabled",
  "admin.totp_disabled",
  "admin.recovery_codes_regenerated",
  "admin.factors_reset",
];

/** How long a change is shown at sign-in where the site cannot mail: every sign-in within it. */
const NOTICE_DAYS = 14;

const WHAT: Record<FactorChangeType, string> = {
  "admin.passkey_added": "A passkey was added",
  "admin.passkey_removed": "A passkey was removed",
  "admin.totp_enabled": "An authenticator app was turned on",
  "admin.totp_disabled": "The authenticator app was removed",
  "admin.recovery_codes_regenerated": "New recovery codes were made",
  "admin.factors_reset": "All passkeys, the authenticator app and the recovery codes were removed",
};

/** Where a change came from: the client's address and its browser as a person reads it. */
export function changeOrigin<E extends { Bindings: Env }>(c: Context<E>) {
  return { ip: (c.req.header("CF-Connecting-IP") ?? "").slice(0, 64), device: describeDevice(c.req.header("User-Agent") ?? "") };
}

/** The intent of a factor change: its audit row keeps the device too, for the sign-in notice. */
export function factorChangeIntent<E extends { Bindings: Env }>(c: Context<E>, intent: WriteIntent): WriteIntent {
  return { ...intent, detail: { ...intent.detail, device: changeOrigin(c).device } };
}

type WithoutOrigin<T> = T extends unknown ? Omit<T, "ip" | "device"> : never;

/** `commit`'s intent and event for a factor change known beforehand (like `reporting`). */
export function factorChange<E extends { Bindings: Env }>(c: Context<E>, change: WithoutOrigin<FactorChangeEvent>) {
  const event = { ...change, ...changeOrigin(c) } as FactorChangeEvent;
  return {
    intent: factorChangeIntent(c, { type: event.type, adminId: event.adminId, id: "id" in event ? event.id : undefined }),
    event: (): DomainEvent => event,
  };
}

/** The sentence for a change: "A passkey was added on 25 Nov 2026, 7:30 pm from Chrome on Windows (203.0.113.9)". */
function describeChange(type: FactorChangeType, at: string, device: string | null, ip: string | null): string {
  const from = [device, ip ? `(${ip})` : null].filter(Boolean).join(" ");
  return `${WHAT[type]} on ${formatDateTime(at)} IST${from ? ` from ${from}` : ""}.`;
}

/** The mail of a change; `by` says who made it when it was not the account holder. */
function factorChangeMail(to: string, event: FactorChangeEvent, at: string, by = ""): Mail {
  const subject = `A sign-in method of your ${site.shortName} admin account changed`;
  const content = renderMail({
    heading: "Your sign-in methods changed",
    paragraphs: [`${describeChange(event.type, at, event.device, event.ip)}${by}`, "If this was you, there is nothing to do."],
    footer: `If it was not you, someone may be using your account: sign in, check your passkeys and authenticator app in Settings, sign out every other session, change your password, and tell the owner of the admin at once.`,
  });
  return { to: [to], subject, ...content };
}

/** After-response handler of a change the account holder made to their own factors: mails them. */
export async function mailFactorChange(event: EventOf<OwnFactorChangeType>, { env }: EventScope): Promise<void> {
  await mailAccountHolder(env, event.adminId, event);
}

/** After-response handler of `admin.factors_reset`: mails the colleague whose factors the owner removed. */
export async function mailFactorsReset(event: EventOf<"admin.factors_reset">, { env }: EventScope): Promise<void> {
  await mailAccountHolder(env, event.id, event, " The owner of the admin did this; you sign in with your password until you add a new one.");
}

/** Mails the holder of account `accountId` a change to its factors; where mail is off, the sign-in notice tells them. */
async function mailAccountHolder(env: Env, accountId: number, event: FactorChangeEvent, by?: string): Promise<void> {
  if (!mailStatus(env).replies) {
    log("info", "factor_change_not_mailed", { adminId: accountId, eventType: event.type, reason: "mail is off; shown at sign-in" });
    return;
  }
  const account = await env.DB.prepare("select email from admin_users where id = ?").bind(accountId).first<{ email: string }>();
  if (!account) return;
  const messageId = await sendMail(env, factorChangeMail(account.email, event, new Date().toISOString(), by));
  log("info", "factor_change_mailed", { adminId: accountId, eventType: event.type, messageId });
}

/**
 * The account's factor changes of the last NOTICE_DAYS, newest first, as sentences for the sign-in
 * answer where the site cannot mail. Read from the audit trail: the row of a change names the
 * account as its record, whoever made it (the admin, the owner, the command line).
 */
export async function factorChangeNotices(db: Database, env: Pick<Env, "MAIL_FROM" | "NOTIFY_TO">, adminId: number): Promise<string[]> {
  const since = new Date(Date.now() - NOTICE_DAYS * 86_400_000).toISOString();
  const mailed = mailStatus(env).replies;
  // The command line cannot mail, so its reset is shown even where the site mails.
  const types = mailed ? (["admin.factors_reset"] as FactorChangeType[]) : [...FACTOR_CHANGE_TYPES];
  const rows = await db
    .select({ action: auditLog.action, at: auditLog.createdAt, ip: auditLog.ip, detail: auditLog.detail, adminId: auditLog.adminId })
    .from(auditLog)
    .where(and(eq(auditLog.recordType, "admin"), eq(auditLog.recordId, adminId), inArray(auditLog.action, types), gt(auditLog.createdAt, since)))
    .orderBy(desc(auditLog.createdAt))
    .limit(10);
  // Where the site mails, only a reset the site did not mail (the command line's, with no actor) is shown.
  return rows
    .filter((row) => !mailed || row.adminId === null)
    .map((row) => describeChange(row.action as FactorChangeType, row.at, typeof row.detail?.device === "string" ? row.detail.device : null, row.ip));
}
