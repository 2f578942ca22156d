import type { Context } from "hono";
import * as v from "valibot";
import { idParamSchema, safeFileName } from "#core/schemas/common";
import { limitBody } from "../http/body-limit";
import { validate } from "../http/validate";
import { MAX_IMAGE_BYTES, type ObjectKind, type FileRefusal } from "./object-kind";
import { logRejectedUploads } from "./rejected-upload";

/** An image file field: present, within the size limit, under a name safe to log and store. */
export const imageFileSchema = (missing: string) =>
  v.pipe(v.file(missing), v.maxSize(MAX_IMAGE_BYTES, "The image is too large. The limit is 5 MB."), safeFileName());

/** Multipart bodies are exempt from the JSON size limit (worker/api.ts) and capped here instead. */
export const limitImageBody = limitBody(MAX_IMAGE_BYTES + 64 * 1024);

const rowImageFormSchema = v.object({ file: imageFileSchema("Choose an image file to upload.") });

/** What an image upload not (yet) for a row runs before its handler: the refusal log, the size cap and the form. */
export const imageUpload = (kind: ObjectKind<string>) => [logRejectedUploads(kind.upload, "file"), limitImageBody, validate("form", rowImageFormSchema)] as const;

/**
 * What every image upload to a row (`/…/:id/…`, the file in `file`) runs before its handler: the
 * refusal log under the kind's name, the size cap, the row's id and the form.
 */
export const rowImageUpload = (kind: ObjectKind<string>) =>
  [logRejectedUploads(kind.upload, "file"), limitImageBody, validate("param", idParamSchema), validate("form", rowImageFormSchema)] as const;

/** The answer to a file its kind's checks refused: the message, also under the `file` field. */
export const refusedUpload = (c: Context, refusal: FileRefusal) =>
  c.json({ error: refusal.message, fieldErrors: { file: refusal.message } }, refusal.status);
