import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import { INDIA_OFFSET_MINUTES, indiaToday } from "#core/format/india-time";
import { type AdminRole, adminRoles, can } from "#core/taxonomies/admin-roles";
import { adminUsers } from "../access/tables";
import { getDb } from "../db/client";
import { loggableMessage } from "../db/errors";
import type { Env } from "../env";
import type { EventScope } from "../events/handlers";
import { keptInIsolate } from "../lib/isolate-memory";
import { log } from "../lib/log";
import { configuredSiteOrigin } from "../lib/site-origin";
import { MailRefused, sendMail } from "../mail/send";
import { mailSettings } from "../mail/settings";
import { digestMail, type NamedPart } from "./mail";
import type { DigestRun, DigestSection } from "./section";
import { digestSends } from "./tables";

/** 9:00 in India, in minutes after its midnight: the digest's hour (03:30 UTC). */
const DIGEST_MINUTE = 9 * 60;
const MINUTE_MS = 60_000;

/** Said once per isolate, not every five minutes all day. */
let saidMailOff = false;
keptInIsolate(() => {
  saidMailOff = false;
});

/** The roles that read at least one of the sections. */
const readersOf = (sections: readonly DigestSection[]): AdminRole[] =>
  adminRoles.filter((role) => sections.some((section) => can(role, section.permission)));

/**
 * The morning digest of `sections` (the features' `digest`, handed by worker/features.ts), as the
 * cron's task (every five minutes): each colleague who keeps the digest on and whose role holds any
 * section's permission gets one mail per India date, at the first run from 9:00 IST (03:30 UTC)
 * until India's midnight, with each section their role may read and that has something to list. A
 * row of digest_sends claims the day before anything is sent, so a retried or overlapping run sends
 * nothing twice; a failed send gives the claim back for the next run. A colleague with nothing in
 * any section keeps the claim and gets no mail: an item arriving at noon does not make a "morning"
 * digest go out then. A run that crashed between its claim and its send loses that day's digest: at
 * most once, never twice.
 */
export function morningDigest(sections: readonly DigestSection[]): (env: Env, events: EventScope, now?: Date) => Promise<void> {
  const readers = readersOf(sections);
  // Named so: the cron's record and /api/health name a failed task by its function (worker/health/cron-runs.ts).
  return async function sendMorningDigests(env: Env, _events: EventScope, now = new Date()): Promise<void> {
    // India's clock, not UTC's: from 18:30 UTC India's next day has begun but its morning has not.
    const minuteOfIndiaDay = Math.floor((now.getTime() + INDIA_OFFSET_MINUTES * MINUTE_MS) / MINUTE_MS) % (24 * 60);
    if (minuteOfIndiaDay < DIGEST_MINUTE || readers.length === 0) return;
    // A sender is all it needs: it goes to each colleague's own address, not to NOTIFY_TO.
    if (!mailSettings(env).from) {
      if (!saidMailOff) log("info", "morning_digest_skipped", { reason: "mail_not_configured" });
      saidMailOff = true;
      return;
    }
    const db = getDb(env.DB);
    const day = indiaToday(now);
    const recipients = await db
      .select({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name, role: adminUsers.role })
      .from(adminUsers)
      .where(
        and(
          inArray(adminUsers.role, readers),
          eq(adminUsers.morningDigest, true),
          notExists(db.select({ one: sql`1` }).from(digestSends).where(and(eq(digestSends.adminId, adminUsers.id), eq(digestSends.day, day)))),
        ),
      )
      .all();
    if (recipients.length === 0) return;

    // Each section a recipient may read, opened once for the run.
    const run: DigestRun = { db, now, day, origin: configuredSiteOrigin(env) ?? null };
    const read = sections.filter((section) => recipients.some((admin) => can(admin.role, section.permission)));
    const opened = await Promise.all(read.map(async (section) => ({ section, partFor: await section.open(run) })));

    const failures: unknown[] = [];
    for (const admin of recipients) {
      const claim = await db.insert(digestSends).values({ adminId: admin.id, day }).onConflictDoNothing().returning({ adminId: digestSends.adminId });
      // Another run claimed this colleague's day first (or a moment ago): it sends, not this one.
      if (claim.length === 0) continue;
      try {
        const parts: NamedPart[] = [];
        for (const { section, partFor } of opened) {
          if (!can(admin.role, section.permission)) continue;
          const part = await partFor({ id: admin.id, role: admin.role });
          if (part) parts.push({ ...part, noun: section.noun });
        }
        if (parts.length === 0) continue;
        await sendMail(env, { to: [admin.email], ...digestMail(day, admin.name, parts) });
      } catch (err) {
        log("error", "morning_digest_failed", { adminId: admin.id, day, message: loggableMessage(err) });
        // Refused for good (an address the provider will not take): the day stays claimed, not retried every five minutes.
        if (err instanceof MailRefused) continue;
        failures.push(err);
        // The claim given back, so the next run tries again; if even that fails, the day is lost, not the run.
        await db
          .delete(digestSends)
          .where(and(eq(digestSends.adminId, admin.id), eq(digestSends.day, day)))
          .catch((undo: unknown) => log("error", "morning_digest_claim_kept", { adminId: admin.id, day, message: loggableMessage(undo) }));
      }
    }
    // Every colleague was tried; the run is recorded as failed (/api/health) and the next one retries.
    if (failures.length > 0) throw new Error(`${failures.length} of ${recipients.length} morning digests failed`);
  };
}
