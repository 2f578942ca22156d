import { Hono } from "hono";
import { getDb } from "../db/client";
import { deleteInquiry, findInquiryResume, listInquiries, setInquiryStatus } from "./data";
import { commit } from "../events/commit";
import { deleteRecordedObject, recordObjectDeletion } from "../media/object-deletions";
import { attachmentDisposition } from "../media/files";
import { requireJson, validate } from "../http/validate";
import type { AdminEnv } from "../auth/require-admin";
import { inquiryStatusSchema } from "#core/schemas/inquiry";
import { idParamSchema } from "#core/schemas/common";

const NOT_FOUND = "Inquiry not found";

export const inquiryRoutes = new Hono<AdminEnv>()
  .get("/", async (c) => c.json(await listInquiries(getDb(c.env.DB)), 200))
  .patch("/:id/status", validate("param", idParamSchema), requireJson, validate("json", inquiryStatusSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const adminId = c.get("session").admin.id;
    const [updated] = await commit(c, db, {
      write: setInquiryStatus(db, id, c.req.valid("json").status),
      intent: { type: "inquiry.status_changed", adminId, id },
      event: ([row]) => (row ? { type: "inquiry.status_changed", adminId, id, status: row.status } : null),
    });
    return updated ? c.json(updated, 200) : c.json({ error: NOT_FOUND }, 404);
  })
  /** The résumé goes with the inquiry: recorded in the same batch, then deleted (or swept later). */
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const adminId = c.get("session").admin.id;
    const resumeKey = (await findInquiryResume(db, id))?.key ?? null;
    const [deleted] = await commit(c, db, {
      write: deleteInquiry(db, id),
      also: resumeKey ? [recordObjectDeletion(db, resumeKey)] : [],
      intent: { type: "inquiry.deleted", adminId, id },
      event: ([row]) => (row ? { type: "inquiry.deleted", adminId, id } : null),
    });
    if (!deleted) return c.json({ error: NOT_FOUND }, 404);
    if (resumeKey) await deleteRecordedObject(c.env.MEDIA, db, resumeKey);
    return c.json({ id: deleted.id }, 200);
  })
  /**
   * Résumés are private: only an admin downloads them, never cached, never rendered inline. Should
   * a browser render one anyway (opened from the downloads list), `sandbox` gives it an opaque
   * origin with scripts, forms and pop-ups off, so it can reach neither the admin nor its cookies.
   */
  .get("/:id/resume", validate("param", idParamSchema), async (c) => {
    const inquiry = await findInquiryResume(getDb(c.env.DB), c.req.valid("param").id);
    if (!inquiry?.key?.startsWith("resumes/")) return c.json({ error: "No résumé is attached to this inquiry." }, 404);
    const object = await c.env.MEDIA.get(inquiry.key);
    if (!object) return c.json({ error: "The résumé file is missing." }, 404);
    const extension = inquiry.key.split(".").pop() ?? "pdf";
    c.set("cspDirectives", "sandbox");
    return c.body(object.body, 200, {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Disposition": attachmentDisposition(`Resume - ${inquiry.name}.${extension}`),
    });
  });
