import { desc, type SQL, sql } from "drizzle-orm";
import { parseIndianNumber } from "#core/schemas/phone-number";
import type { PrivacyRequest } from "#core/schemas/privacy";
import { loggableMessage } from "../db/errors";
import { inquiries } from "../leads/tables";
import { log } from "../lib/log";
import { type HeldDataSource, sameAddress } from "../privacy/held-data";

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
const inquiriesOf = (request: PrivacyRequest) => ("email" in request ? sameAddress(inquiries.email, request.email) : samePhone(request.phone));

/**
 * A person's inquiries (contact, enquiries, quotes, call-backs, applications) with their résumés
 * and thread (replies and staff notes), by address or by phone number. Erased, the thread goes by
 * cascade and the search index by its trigger; the résumés are recorded for deletion in the same
 * batch, so R2 is emptied even if it fails right after.
 */
export const inquiryHeldData = {
  key: "inquiries",
  async find(db, request) {
    const rows = await db
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
      .orderBy(desc(inquiries.createdAt));
    const resumeKeys = rows.flatMap((row) => (row.resumeKey ? [row.resumeKey] : []));
    return {
      shown: rows.map(({ resumeKey, ...row }) => ({ ...row, hasResume: resumeKey !== null })),
      counts: { inquiries: rows.length, resumes: resumeKeys.length, messages: rows.reduce((sum, row) => sum + Number(row.messages), 0) },
      objectKeys: resumeKeys,
    };
  },
  erase: (db, request) => [db.delete(inquiries).where(inquiriesOf(request))],
  /**
   * The search index keeps deleted words in its segments until they are merged: merge them now, so
   * the address's words leave the database too. Its rows are gone whatever happens here.
   */
  async afterErase(db) {
    await db.run(sql`insert into inquiries_search(inquiries_search) values ('optimize')`).catch((err: unknown) => {
      log("warn", "search_index_optimize_failed", { message: loggableMessage(err) });
    });
  },
} satisfies HeldDataSource<"inquiries", unknown>;
