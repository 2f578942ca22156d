import { Hono } from "hono";
import { getDb } from "../db/client";
import { deleteInquiry, findInquiryResume, listInquiries, setInquiryStatus } from "./data";
import { log } from "../lib/log";
import { attachmentDisposition } from "../media/files";
import { requireJson, validate } from "../http/validate";
import type { AdminEnv } from "../auth/require-admin";
import { inquiryStatusSchema } from "#core/schemas/inquiry";
import { idParamSchema } from "#core/schemas/common";

const NOT_FOUND = "Inquiry not found";

export const inquiryRoutes = new Hono<AdminEnv>()
  .get("/", async (c) => c.json(await listInquiries(getDb(c.env.DB)), 200))
  .patch("/:id/status", validate("param", idParamSchema), requireJson, validate("json", inquiryStatusSchema), async (c) => {
    const updated = await setInquiryStatus(getDb(c.env.DB), c.req.valid("param").id, c.req.valid("json").status);
    return updated ? c.json(updated, 200) : c.json({ error: NOT_FOUND }, 404);
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const deleted = await deleteInquiry(getDb(c.env.DB), c.req.valid("param").id);
    if (!deleted) return c.json({ error: NOT_FOUND }, 404);
    if (deleted.resumeKey) {
      await c.env.MEDIA.delete(deleted.resumeKey).catch((err: unknown) =>
        log("warn", "resume_not_deleted", { inquiryId: deleted.id, message: err instanceof Error ? err.message : String(err) }),
      );
    }
    return c.json({ id: deleted.id }, 200);
  })
  /** Résumés are private: only an admin downloads them, never cached, never rendered inline. */
  .get("/:id/resume", validate("param", idParamSchema), async (c) => {
    const inquiry = await findInquiryResume(getDb(c.env.DB), c.req.valid("param").id);
    if (!inquiry?.key?.startsWith("resumes/")) return c.json({ error: "No résumé is attached to this inquiry." }, 404);
    const object = await c.env.MEDIA.get(inquiry.key);
    if (!object) return c.json({ error: "The résumé file is missing." }, 404);
    const extension = inquiry.key.split(".").pop() ?? "pdf";
    return c.body(object.body, 200, {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Disposition": attachmentDisposition(`Resume - ${inquiry.name}.${extension}`),
      "Cache-Control": "no-store",
    });
  });
