import { Hono } from "hono";
import * as v from "valibot";
import { caseFileParamSchema, caseItemParamSchema } from "#core/schemas/cases";
import { idParamSchema, safeDownloadName } from "#core/schemas/common";
import { allow } from "../access/permissions";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { commit, commitEvent } from "../events/commit";
import { validate } from "../http/validate";
import { attachmentDisposition } from "../media/files";
import { attachObject } from "../media/lifecycle";
import { checkUpload } from "../media/object-kind";
import { refusedUpload } from "../media/upload-route";
import { logRejectedUploads } from "../media/rejected-upload";
import { caseDocumentFormSchema, caseFileKind, caseOutputFormSchema, limitCaseFileBody, showsInline } from "./case-files";
import { findCase, findFile, findItem, findStep, insertEntry, insertFile, setItemState } from "./data";

const NOT_FOUND = "Case not found";
const FILE_NOT_FOUND = "That file is not one of this case's.";
const FILE_MISSING = "The file could not be found in storage. Ask the client to send it again.";

const staffKind = caseFileKind("en");

/**
 * A case's files (under /api/admin/cases/:id, behind the own-cases guard): a document staff upload
 * for an item (which marks it received), an output for a step or the case, and opening either.
 */
export const caseFileRoutes = new Hono<AdminEnv>()
  .post(
    "/:id/items/:itemId/files",
    allow("inquiries"),
    logRejectedUploads(staffKind.upload, "file"),
    limitCaseFileBody,
    validate("param", caseItemParamSchema),
    validate("form", caseDocumentFormSchema),
    async (c) => {
      const db = getDb(c.env.DB);
      const { id, itemId } = c.req.valid("param");
      const { file } = c.req.valid("form");
      const item = await findItem(db, id, itemId);
      if (!item) return c.json({ error: "That document is not on this case's checklist." }, 404);
      const checked = await checkUpload(staffKind, file);
      if ("refusal" in checked) return refusedUpload(c, checked.refusal);
      const { object } = checked;
      const adminId = c.get("session").admin.id;
      const [row] = await attachObject({ bucket: c.env.MEDIA, db }, object, {
        write: () =>
          commit(c, db, {
            write: insertFile(db, { caseId: id, role: "document", itemId, stepId: null, key: object.key, name: safeDownloadName(file.name), contentType: object.contentType, size: object.bytes.length, uploadedBy: adminId }),
            also: [setItemState(db, id, itemId, "received"), insertEntry(db, id, adminId, "item_received", item.label, safeDownloadName(file.name))],
            intent: { type: "case.file_uploaded", adminId, id, detail: { item: item.label } },
            event: ([stored]) => (stored ? { type: "case.file_uploaded", adminId, id, fileId: stored.id, itemId, stepId: null } : null),
          }),
        attached: (result) => result.length > 0,
      });
      return c.json({ id: row!.id, itemId, state: "received" as const }, 201);
    },
  )
  /** What the firm sends back: a certificate, a filed return's acknowledgement, for one step or the whole case. */
  .post("/:id/outputs", allow("inquiries"), logRejectedUploads(staffKind.upload, "file"), limitCaseFileBody, validate("param", idParamSchema), validate("form", caseOutputFormSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const { file, stepId } = c.req.valid("form");
    if (!(await findCase(db, id))) return c.json({ error: NOT_FOUND }, 404);
    const step = stepId ? await findStep(db, id, stepId) : null;
    if (stepId && !step) return c.json({ error: "That step is not one of this case's.", fieldErrors: { stepId: "Choose a step from the list." } }, 422);
    const checked = await checkUpload(staffKind, file);
    if ("refusal" in checked) return refusedUpload(c, checked.refusal);
    const { object } = checked;
    const adminId = c.get("session").admin.id;
    const name = safeDownloadName(file.name);
    const [row] = await attachObject({ bucket: c.env.MEDIA, db }, object, {
      write: () =>
        commit(c, db, {
          write: insertFile(db, { caseId: id, role: "output", itemId: null, stepId: stepId ?? null, key: object.key, name, contentType: object.contentType, size: object.bytes.length, uploadedBy: adminId }),
          also: [insertEntry(db, id, adminId, "output_attached", name, step?.label ?? "")],
          intent: { type: "case.file_uploaded", adminId, id, detail: { output: name } },
          event: ([stored]) => (stored ? { type: "case.file_uploaded", adminId, id, fileId: stored.id, itemId: null, stepId: stepId ?? null } : null),
        }),
      attached: (result) => result.length > 0,
    });
    return c.json({ id: row!.id, stepId: stepId ?? null }, 201);
  })
  /**
   * A client's file, opened by staff: never cached (every /api/admin answer is no-store), shown
   * inline only for the images and PDFs the upload check lets in, and sandboxed (an opaque origin,
   * no scripts, forms or pop-ups) so a file can reach neither the admin nor its cookies. Every view
   * and download is in the audit trail, with who and when.
   */
  .get("/:id/files/:fileId", allow("inquiries"), validate("param", caseFileParamSchema), validate("query", v.object({ download: v.optional(v.literal("1")) })), async (c) => {
    const db = getDb(c.env.DB);
    const { id, fileId } = c.req.valid("param");
    const download = c.req.valid("query").download === "1";
    const file = await findFile(db, id, fileId);
    if (!file?.key.startsWith(staffKind.prefix)) return c.json({ error: FILE_NOT_FOUND }, 404);
    const object = await c.env.MEDIA.get(file.key);
    if (!object) return c.json({ error: FILE_MISSING }, 404);
    const adminId = c.get("session").admin.id;
    await commitEvent(c, db, { type: "case.file_viewed", adminId, id, fileId }, { fileId, name: file.name, download });
    c.set("cspDirectives", "sandbox");
    const inline = !download && showsInline(file.contentType);
    return c.body(object.body, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": attachmentDisposition(file.name, inline ? "inline" : "attachment"),
      "Cache-Control": "no-store",
    });
  });
