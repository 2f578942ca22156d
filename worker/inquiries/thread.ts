import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { adminUsers } from "../access/tables";
import { inquiries, inquiryMessages } from "../leads/tables";
import { staffNameOf } from "../db/staff-name";

/** The thread of an inquiry, oldest first, with the name of the colleague who wrote each message. */
export function listThread(db: Database, inquiryId: number) {
  return db
    .select({
      id: inquiryMessages.id,
      kind: inquiryMessages.kind,
      body: inquiryMessages.body,
      detail: inquiryMessages.detail,
      // Null once that admin's account is gone; the message stays.
      adminName: staffNameOf<string | null>(adminUsers),
      createdAt: inquiryMessages.createdAt,
    })
    .from(inquiryMessages)
    .leftJoin(adminUsers, eq(adminUsers.id, inquiryMessages.adminId))
    .where(eq(inquiryMessages.inquiryId, inquiryId))
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id))
    .all();
}

/** The insert of a reply that was mailed, returning it as the thread lists it; for a batch. */
export function insertReply(db: Database, inquiryId: number, adminId: number, body: string) {
  return db
    .insert(inquiryMessages)
    .values({ inquiryId, adminId, kind: "reply", body })
    .returning({ id: inquiryMessages.id, kind: inquiryMessages.kind, body: inquiryMessages.body, createdAt: inquiryMessages.createdAt });
}

/** The insert of a private staff note, returning it as the thread lists it; for a batch. */
export function insertNote(db: Database, inquiryId: number, adminId: number, body: string) {
  return db
    .insert(inquiryMessages)
    .values({ inquiryId, adminId, kind: "note", body })
    .returning({ id: inquiryMessages.id, kind: inquiryMessages.kind, body: inquiryMessages.body, createdAt: inquiryMessages.createdAt });
}

/** Marks the inquiry replied; batched with the reply's insert. */
export function markReplied(db: Database, inquiryId: number) {
  return db.update(inquiries).set({ status: "replied" }).where(eq(inquiries.id, inquiryId));
}
