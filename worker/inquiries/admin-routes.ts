import { Hono } from "hono";
import { staffName } from "#core/format/staff-name";
import { idParamSchema, safeDownloadName } from "#core/schemas/common";
import { inquiryNoteSchema, inquiryReplySchema, inquiryStatusSchema } from "#core/schemas/inquiry";
import { inquiryBulkSchema, inquiryListQuery } from "#core/schemas/list-query";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { commit, commitEvent } from "../events/commit";
import { requireJson, validate } from "../http/validate";
import { csvResponse } from "../lib/csv";
import { attachmentDisposition } from "../media/files";
import { deleteWithOwner } from "../media/lifecycle";
import { applyBulkAction } from "./bulk";
import { deleteInquiry, findInquiry, findInquiryResume, listInquiries, setInquiryStatus } from "./data";
import { inquiryCsv } from "./export";
import { jobFilterOptions } from "./job-options";
import { replyMail } from "./reply-mail";
import { replySubject } from "#core/site/lead-reply";
import { leadTopic } from "./lead-topic";
import { readSiteSettings } from "../site-settings/data";
import { insertNote, insertReply, listThread, markReplied } from "./thread";
import { log } from "../lib/log";
import { MailRefused, sendMail } from "../mail/send";
import { mailStatus } from "../mail/settings";
import { allow } from "../access/permissions";
import { leadListFilters, ownLeadsOnly } from "../leads/access";
import { findLead } from "../leads/data";
import { firstResponseWrite } from "../leads/first-response";

const NOT_FOUND = "Inquiry not found";
const REPLIES_OFF = "Replies from the admin are off: MAIL_FROM is not set. Use Reply via Email instead.";
const NO_EMAIL = "This inquiry has no email address to reply to: the visitor asked for a call back. Call them on the number they gave.";
const NOT_SENT = "The reply could not be sent. Your text is kept; please try again in a few minutes.";

/** An inquiry as the admin gets it: with what it is about in its own language, which the reply box and the WhatsApp link speak. */
const withTopic = <T extends Parameters<typeof leadTopic>[0]>(row: T) => ({ ...row, topic: leadTopic(row) });

export const adminInquiryRoutes = new Hono<AdminEnv>()
  .get("/", allow("inquiries"), validate("query", inquiryListQuery), async (c) => {
    const { rows, ...page } = await listInquiries(getDb(c.env.DB), await leadListFilters(c, c.req.valid("query")));
    return c.json({ rows: rows.map(withTopic), ...page }, 200);
  })
  /** Every inquiry matching the list's filters and search (paging and sort aside), as CSV. */
  .get("/export", allow("exports"), validate("query", inquiryListQuery), async (c) => {
    const db = getDb(c.env.DB);
    const { page: _page, size: _size, sort: _sort, ...asked } = c.req.valid("query");
    const filters = await leadListFilters(c, asked);
    await commitEvent(c, db, { type: "inquiry.exported", adminId: c.get("session").admin.id, filters: asked }, { filters: asked });
    return csvResponse(c, "inquiries", inquiryCsv(db, filters));
  })
  /** The Job filter's choices. */
  .get("/job-options", allow("inquiries"), async (c) => c.json(await jobFilterOptions(getDb(c.env.DB)), 200))
  .post("/bulk", allow("inquiries"), requireJson, validate("json", inquiryBulkSchema), async (c) => {
    const { ids, action } = c.req.valid("json");
    const done = await applyBulkAction(c, ids, action, await ownLeadsOnly(c));
    return c.json({ ids: done, count: done.length }, 200);
  })
  .get("/:id", allow("inquiries"), validate("param", idParamSchema), async (c) => {
    const inquiry = await findInquiry(getDb(c.env.DB), c.req.valid("param").id);
    return inquiry ? c.json(withTopic(inquiry), 200) : c.json({ error: NOT_FOUND }, 404);
  })
  .patch("/:id/status", allow("inquiries"), validate("param", idParamSchema), requireJson, validate("json", inquiryStatusSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const { status } = c.req.valid("json");
    const adminId = c.get("session").admin.id;
    // Marked replied by hand (after Reply via Email, say): the lead's first response, if it had none.
    const lead = status === "replied" ? await findLead(db, id) : undefined;
    const [updated] = await commit(c, db, {
      write: setInquiryStatus(db, id, status),
      also: lead ? await firstResponseWrite(db, lead) : [],
      intent: { type: "inquiry.status_changed", adminId, id, detail: { status } },
      event: ([row]) => (row ? { type: "inquiry.status_changed", adminId, id, status: row.status } : null),
    });
    return updated ? c.json(updated, 200) : c.json({ error: NOT_FOUND }, 404);
  })
  /** The thread of replies (oldest first) and the subject a new reply will carry. */
  .get("/:id/thread", allow("inquiries"), validate("param", idParamSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const inquiry = await findInquiry(db, id);
    if (!inquiry) return c.json({ error: NOT_FOUND }, 404);
    return c.json({ subject: replySubject(leadTopic(inquiry)), messages: await listThread(db, id) }, 200);
  })
  /**
   * Mails a reply to the visitor (Reply-To: the signed-in admin), then stores it in the thread and
   * marks the inquiry replied. Nothing is stored when the send fails, so the admin can send again.
   */
  .post("/:id/replies", allow("inquiries"), validate("param", idParamSchema), requireJson, validate("json", inquiryReplySchema), async (c) => {
    if (!mailStatus(c.env).replies) return c.json({ error: REPLIES_OFF }, 409);
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const inquiry = await findInquiry(db, id);
    if (!inquiry) return c.json({ error: NOT_FOUND }, 404);
    if (!inquiry.email) return c.json({ error: NO_EMAIL }, 422);
    const admin = c.get("session").admin;
    const { body } = c.req.valid("json");
    const firstResponse = await firstResponseWrite(db, inquiry);
    try {
      await sendMail(c.env, replyMail({ ...inquiry, email: inquiry.email }, body, admin.email, (await readSiteSettings(db)).settings));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      log("error", "inquiry_reply_failed", { id, adminId: admin.id, message });
      return c.json({ error: err instanceof MailRefused ? `The reply was not sent: ${message}` : NOT_SENT }, 502);
    }
    const [reply] = await commit(c, db, {
      write: insertReply(db, id, admin.id, body),
      also: [markReplied(db, id), ...firstResponse],
      intent: { type: "inquiry.replied", adminId: admin.id, id },
      event: ([row]) => (row ? { type: "inquiry.replied", adminId: admin.id, id, messageId: row.id } : null),
    });
    return c.json({ ...reply, adminName: staffName(admin) }, 201);
  })
  /** A private note for colleagues, kept in the thread; nothing is mailed and the status stays. */
  .post("/:id/notes", allow("inquiries"), validate("param", idParamSchema), requireJson, validate("json", inquiryNoteSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    if (!(await findInquiry(db, id))) return c.json({ error: NOT_FOUND }, 404);
    const admin = c.get("session").admin;
    const [note] = await commit(c, db, {
      write: insertNote(db, id, admin.id, c.req.valid("json").body),
      intent: { type: "inquiry.noted", adminId: admin.id, id },
      event: ([row]) => (row ? { type: "inquiry.noted", adminId: admin.id, id, messageId: row.id } : null),
    });
    if (!note) return c.json({ error: NOT_FOUND }, 404);
    return c.json({ ...note, adminName: staffName(admin) }, 201);
  })
  /** The résumé goes with the inquiry: recorded in the same batch, then deleted (or swept later). */
  .delete("/:id", allow("inquiries"), validate("param", idParamSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const adminId = c.get("session").admin.id;
    // Looked up first, so an unknown id answers 404 without an audit row.
    const existing = await findInquiryResume(db, id);
    if (!existing) return c.json({ error: NOT_FOUND }, 404);
    const [deleted] = await deleteWithOwner({ bucket: c.env.MEDIA, db }, existing.key ? [existing.key] : [], (records) =>
      commit(c, db, {
        write: deleteInquiry(db, id),
        also: records,
        intent: { type: "inquiry.deleted", adminId, id },
        event: ([row]) => (row ? { type: "inquiry.deleted", adminId, id } : null),
      }),
    );
    return deleted ? c.json({ id: deleted.id }, 200) : c.json({ error: NOT_FOUND }, 404);
  })
  /**
   * Résumés are private: only an admin downloads them, never cached, never rendered inline. Should
   * a browser render one anyway (opened from the downloads list), `sandbox` gives it an opaque
   * origin with scripts, forms and pop-ups off, so it can reach neither the admin nor its cookies.
   */
  .get("/:id/resume", allow("inquiries"), validate("param", idParamSchema), async (c) => {
    const inquiry = await findInquiryResume(getDb(c.env.DB), c.req.valid("param").id);
    if (!inquiry?.key?.startsWith("resumes/")) return c.json({ error: "No résumé is attached to this inquiry." }, 404);
    const object = await c.env.MEDIA.get(inquiry.key);
    if (!object) return c.json({ error: "The résumé file is missing." }, 404);
    const extension = inquiry.key.split(".").pop() ?? "pdf";
    c.set("cspDirectives", "sandbox");
    return c.body(object.body, 200, {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Disposition": attachmentDisposition(`Resume - ${safeDownloadName(inquiry.name)}.${extension}`),
    });
  });
