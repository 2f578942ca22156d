import { and, eq, exists, gte, inArray, notExists, sql } from "drizzle-orm";
import { daysBetween, inLanguage } from "#core/compliance/calendar";
import type { CalendarEntry } from "#core/compliance/types";
import type { Locale } from "#core/i18n/locale";
import { INDIA_OFFSET_MINUTES, indiaToday } from "#core/format/india-time";
import { reminderLeadDays } from "#core/schemas/compliance";
import { bulkMailProvider } from "../bulk-mail/provider";
import { type BulkMail, type BulkMailProvider, BulkMailUnavailable } from "../bulk-mail/types";
import { type Database, getDb } from "../db/client";
import { loggableMessage } from "../db/errors";
import { complianceReminderSends, complianceReminders } from "./tables";
import type { Env } from "../env";
import { log } from "../lib/log";
import { configuredSiteOrigin } from "../lib/site-origin";
import { checkedMail } from "../mail/send";
import { mailSettings } from "../mail/settings";
import { currentCalendar } from "./extensions";
import { reminderMail } from "./reminder-mail";

/** Reminders go out from 9:00 in the morning, India time: read over the first tea, not at midnight. */
const REMINDER_HOUR_INDIA = 9;
const LONGEST_LEAD = Math.max(...reminderLeadDays.map(Number));
/** Subscribers mailed per run; the rest wait five minutes for the next. */
export const REMINDERS_PER_RUN = 300;
/** Mails per call to the provider (and ids per status update, within D1's 100 bound values). */
const MAILS_PER_CALL = 50;

/** India's date and whether its clock has reached the reminders' hour, at `now`. */
function indiaMorning(now: Date) {
  const hour = new Date(now.getTime() + INDIA_OFFSET_MINUTES * 60_000).getUTCHours();
  return { today: indiaToday(now), due: hour >= REMINDER_HOUR_INDIA };
}

/** The confirmed subscribers that want `entry` `days` before it and have not been mailed it at its current date. */
function wanting(db: Database, entry: CalendarEntry, days: number) {
  const kinds = sql`json_each(${complianceReminders.kinds})`;
  return db
    .select({ id: complianceReminders.id, email: complianceReminders.email, unsubscribeToken: complianceReminders.unsubscribeToken, language: complianceReminders.language })
    .from(complianceReminders)
    .where(
      and(
        eq(complianceReminders.status, "confirmed"),
        gte(complianceReminders.leadDays, days),
        exists(db.select({ one: sql`1` }).from(kinds).where(sql`value = ${entry.kind}`)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(complianceReminderSends)
            .where(
              and(
                eq(complianceReminderSends.reminderId, complianceReminders.id),
                eq(complianceReminderSends.deadlineId, entry.id),
                eq(complianceReminderSends.due, entry.due),
              ),
            ),
        ),
      ),
    )
    .orderBy(complianceReminders.id)
    .limit(REMINDERS_PER_RUN)
    .all();
}

type Claim = { reminderId: number; deadlineId: string; due: string };

/**
 * Claims the (subscriber, due date) pairs before any mail goes: a pair another run claimed first
 * is not returned, so a date is mailed once however the runs overlap.
 */
async function claim(db: Database, pairs: Claim[]): Promise<Claim[]> {
  if (pairs.length === 0) return [];
  const rows = JSON.stringify(pairs.map((pair) => [pair.reminderId, pair.deadlineId, pair.due]));
  return db.all<Claim>(sql`insert into ${complianceReminderSends} (reminder_id, deadline_id, due)
    select json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]') from json_each(${rows}) where true
    on conflict do nothing
    returning reminder_id as reminderId, deadline_id as deadlineId, due`);
}

/** Gives claims back when the provider took none of their mails: the next run tries them again. */
async function release(db: Database, claims: Claim[]) {
  const rows = JSON.stringify(claims.map((pair) => [pair.reminderId, pair.deadlineId, pair.due]));
  await db.run(sql`delete from ${complianceReminderSends} where (reminder_id, deadline_id, due) in
    (select json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]') from json_each(${rows}))`);
}

/**
 * The reminders due at `now`: once India's clock reads 9:00, each confirmed subscriber gets a mail
 * listing the due dates of their kinds that now fall within their lead time (from N days before to
 * the day itself, so a run missed at 9:00 is made up by the next), each (subscriber, date) once.
 * One mail a day as a rule; a day with more subscribers than one run takes (REMINDERS_PER_RUN per
 * date) may split a subscriber's dates over two runs, five minutes apart. Through the bulk mail
 * provider; a subscriber it reports bounced or complained is not mailed again.
 */
export async function sendRemindersDue(env: Env, now: Date, provider: BulkMailProvider | null) {
  const { today, due } = indiaMorning(now);
  const from = mailSettings(env).from;
  const origin = configuredSiteOrigin(env);
  if (!due || !provider || !from || !origin) return { mailed: 0 };
  const db = getDb(env.DB);
  const { entries } = await currentCalendar(db);
  const soon = entries.map((entry) => ({ entry, days: daysBetween(today, entry.due) })).filter(({ days }) => days >= 0 && days <= LONGEST_LEAD);

  const bySubscriber = new Map<number, { email: string; unsubscribeToken: string; language: Locale; entries: CalendarEntry[] }>();
  for (const { entry, days } of soon) {
    for (const row of await wanting(db, entry, days)) {
      const mine = bySubscriber.get(row.id) ?? { email: row.email, unsubscribeToken: row.unsubscribeToken, language: row.language, entries: [] };
      mine.entries.push(entry);
      bySubscriber.set(row.id, mine);
    }
  }
  const chosen = [...bySubscriber.entries()].slice(0, REMINDERS_PER_RUN);
  const claimed = await claim(
    db,
    chosen.flatMap(([reminderId, { entries: mine }]) => mine.map((entry) => ({ reminderId, deadlineId: entry.id, due: entry.due }))),
  );
  const claimedIds = new Set(claimed.map((pair) => `${pair.reminderId}/${pair.deadlineId}/${pair.due}`));

  const outgoing = chosen.flatMap(([reminderId, subscriber]) => {
    const mine = subscriber.entries.filter((entry) => claimedIds.has(`${reminderId}/${entry.id}/${entry.due}`));
    if (mine.length === 0) return [];
    try {
      const words = mine.map((entry) => inLanguage(entry, subscriber.language));
      const mail = checkedMail(env, reminderMail(words, subscriber, today, origin, from)) as BulkMail;
      return [{ reminderId, mail, claims: mine.map((entry) => ({ reminderId, deadlineId: entry.id, due: entry.due })) }];
    } catch (err) {
      log("warn", "compliance_reminder_refused", { reminderId, message: loggableMessage(err) });
      return [];
    }
  });

  let mailed = 0;
  for (let i = 0; i < outgoing.length; i += MAILS_PER_CALL) {
    const chunk = outgoing.slice(i, i + MAILS_PER_CALL);
    let outcomes;
    try {
      outcomes = await provider.send(from, chunk.map((item) => item.mail));
    } catch (err) {
      // Nothing of this call went: its claims and the later ones go back for the next run. Any
      // other failure may have come after the provider took this call's mails, so only the later
      // calls' claims go back: a reminder missed is better than one sent twice.
      const unsent = err instanceof BulkMailUnavailable ? i : i + MAILS_PER_CALL;
      await release(db, outgoing.slice(unsent).flatMap((item) => item.claims));
      log("warn", "compliance_reminders_deferred", { provider: provider.name, left: outgoing.length - unsent, message: loggableMessage(err) });
      if (err instanceof BulkMailUnavailable) return { mailed };
      throw err;
    }
    const idsWith = (outcome: string) => chunk.filter((_, n) => outcomes[n] === outcome).map((item) => item.reminderId);
    for (const status of ["bounced", "complained"] as const) {
      const ids = idsWith(status);
      if (ids.length > 0) await db.update(complianceReminders).set({ status }).where(inArray(complianceReminders.id, ids));
    }
    mailed += idsWith("sent").length;
    const failed = idsWith("failed");
    if (failed.length > 0) log("warn", "compliance_reminders_failed", { provider: provider.name, reminderIds: failed });
  }
  if (outgoing.length > 0) log("info", "compliance_reminders_sent", { provider: provider.name, subscribers: outgoing.length, mailed, today });
  return { mailed };
}

/** The cron's task (every run; nothing to do before 9:00 India time or once the day's reminders are out). */
export function sendComplianceReminders(env: Env) {
  return sendRemindersDue(env, new Date(), bulkMailProvider(env));
}
