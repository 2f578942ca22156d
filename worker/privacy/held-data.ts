import { count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { parseIndianNumber } from "#core/format/phone";
import type { PrivacyRequest } from "#core/schemas/privacy";
import type { Database } from "../db/client";
import { auditLog, inquiries, subscribers, throttleEvents } from "../db/schema";
import { clearAddressEvents } from "../lib/throttle";
import { hashToken } from "../auth/session";

/** An address as it is compared: trimmed, lower-case (visitors type their address either way). */
export const normalEmail = (email: string) => email.trim().toLowerCase();

const sameEmail = (column: typeof inquiries.email | typeof subscribers.email, email: string) => sql`lower(${column}) = ${normalEmail(email)}`;

/**
 * Inquiries from one Indian number, however it was typed ("+91 98765 43210", "098765-43210"): the
 * stored phone with its layout removed ends in the same national number.
 */
function samePhone(phone: string): SQL {
  const national = parseIndianNumber(phone)?.national ?? phone;
  const compact = sql`replace(replace(replace(replace(replace(${inquiries.phone}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')`;
  return sql`${inquiries.phone} is not null and substr(${compact}, -${national.length}) = ${national}`;
}

/** The inquiries a request is about: by address (any case) or by phone number. */
const inquiriesOf = (request: PrivacyRequest) => ("email" in request ? sameEmail(inquiries.email, request.email) : samePhone(request.phone));

/** Audit entries whose detail names the address: the filters of an export searched for it. */
const auditMentions = (email: string) => sql`instr(lower(${auditLog.detail}), ${normalEmail(email)}) > 0`;

/**
 * Everything the site holds about one address: its inquiries (contact, enquiries, quotes,
 * applications) with their résumés and thread (replies and staff notes), its newsletter
 * subscription, and the audit entries whose detail names it. Compared without regard to case.
 * Asked by phone number, it is the inquiries that give that number (the newsletter and the audit
 * trail hold addresses, not numbers).
 */
export async function findHeldData(db: Database, request: PrivacyRequest) {
  const email = "email" in request ? request.email : null;
  const [rows, subscription, [audit]] = await db.batch([
    db
      .select({
        id: inquiries.id,
        reference: inquiries.reference,
        type: inquiries.type,
        name: inquiries.name,
        service: inquiries.service,
        createdAt: inquiries.createdAt,
        resumeKey: inquiries.resumeUrl,
        // Written out: drizzle leaves columns unqualified in a one-table select, which a subquery would misread.
        messages: sql<number>`(select count(*) from inquiry_messages m where m.inquiry_id = inquiries.id)`,
      })
      .from(inquiries)
      .where(inquiriesOf(request))
      .orderBy(desc(inquiries.createdAt)),
    db.select({ createdAt: subscribers.createdAt }).from(subscribers).where(email === null ? sql`0` : sameEmail(subscribers.email, email)),
    db.select({ n: count() }).from(auditLog).where(email === null ? sql`0` : auditMentions(email)),
  ]);
  return {
    inquiries: rows.map(({ resumeKey, ...row }) => ({ ...row, hasResume: resumeKey !== null })),
    resumeKeys: rows.flatMap((row) => (row.resumeKey ? [row.resumeKey] : [])),
    subscribedAt: subscription[0]?.createdAt ?? null,
    auditMentions: audit?.n ?? 0,
  };
}

export type HeldData = Awaited<ReturnType<typeof findHeldData>>;

/** How many records of each kind an erasure removes: all the audit trail keeps of it. */
export function erasureCounts(held: HeldData) {
  return {
    inquiries: held.inquiries.length,
    resumes: held.resumeKeys.length,
    messages: held.inquiries.reduce((sum, row) => sum + Number(row.messages), 0),
    subscriptions: held.subscribedAt ? 1 : 0,
    auditMentions: held.auditMentions,
  };
}

/**
 * Throttle events counted under keys of the format used before they were HMACs: the address
 * itself, its plain SHA-256, and `["address","client"]`. The cron prunes them within a day; an
 * erasure before then takes them too.
 */
function legacyAddressEvents(db: Database, address: string, sha256: string) {
  const pairPrefix = `${JSON.stringify(address).slice(0, -1)}",`;
  return db
    .delete(throttleEvents)
    .where(
      or(
        eq(throttleEvents.key, address),
        eq(throttleEvents.key, sha256),
        eq(sql`substr(${throttleEvents.key}, 2, ${pairPrefix.length})`, pairPrefix),
      ),
    );
}

/**
 * The statements of an erasure, for one batch: the inquiries go (their thread by cascade, the
 * search index by its trigger), the subscription goes, audit entries that name the address keep
 * their action with the address replaced, and every throttle event counted under the address
 * (mail caps, reset requests, failed sign-ins; `addressKey` is its HMAC, lib/address-key.ts) goes.
 * The résumés are recorded for deletion first, in the same batch, so R2 is emptied even if it
 * fails right after.
 */
export async function erasureStatements(db: Database, request: PrivacyRequest, addressKey: string | null, held: HeldData) {
  const first = db.delete(inquiries).where(inquiriesOf(request)).returning({ id: inquiries.id });
  // Asked by phone, the inquiries are all there is: no subscription, audit entry or throttle row holds a number.
  if (!("email" in request) || addressKey === null) return { first, rest: [], resumeKeys: held.resumeKeys };
  const address = normalEmail(request.email);
  const sha256 = await hashToken(address);
  return {
    first,
    rest: [
      db.delete(subscribers).where(sameEmail(subscribers.email, address)),
      // Case-insensitively: JSON text of an export's filters, with the address as the admin typed it.
      db
        .update(auditLog)
        .set({ detail: sql`json_object('erased', 'An address removed on a privacy request')` })
        .where(auditMentions(address)),
      clearAddressEvents(db, addressKey),
      legacyAddressEvents(db, address, sha256),
    ],
    resumeKeys: held.resumeKeys,
  };
}
