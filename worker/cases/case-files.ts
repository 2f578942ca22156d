import * as v from "valibot";
import { caseCopy } from "#core/content/cases";
import { caseCopy as hindiCaseCopy } from "#core/content/hi/cases";
import type { Locale } from "#core/i18n/locale";
import { safeFileName } from "#core/schemas/common";
import { limitBody } from "../http/body-limit";
import { documentCheck, type ObjectKind } from "../media/object-kind";

/**
 * A client's documents and the firm's outputs: private objects under cases/, with no public URL
 * (worker/media/routes.ts serves no such prefix); staff open them through the case's file route.
 * A scanned PDF of 10 MB passes the PDF check in about 20 ms of workerd CPU (docs/performance.md,
 * "A case's files"), so the cap is the 10 MB.
 */
export const MAX_CASE_FILE_BYTES = 10 * 1024 * 1024;

const TOO_LARGE = "The file is larger than 10 MB. Please send a smaller scan or photo, or split the PDF.";

/** The kind, its messages in the language of whoever uploads (staff: English; the client, in the next issue: theirs). */
export const caseFileKind = (language: Locale = "en"): ObjectKind<null> => {
  const copy = language === "hi" ? hindiCaseCopy : caseCopy;
  return { upload: "case_file", prefix: "cases/", urlPrefix: null, check: documentCheck({ notADocument: copy.notADocument, heic: copy.heicRefused }) };
};

/** One file a request, with room for the form's boundaries and fields: the cap per file is the cap per request. */
export const limitCaseFileBody = limitBody(MAX_CASE_FILE_BYTES + 64 * 1024);

const fileField = v.pipe(v.file("Choose a file to upload."), v.maxSize(MAX_CASE_FILE_BYTES, TOO_LARGE), safeFileName());

export const caseDocumentFormSchema = v.object({ file: fileField });

/** An output: for one step (its id) or the whole case (none). */
export const caseOutputFormSchema = v.object({
  file: fileField,
  stepId: v.optional(v.pipe(v.string(), v.regex(/^([1-9]\d{0,15})?$/, "Choose a step from the list."), v.transform((id) => (id ? Number(id) : null))), ""),
});

/** Whether a browser shows the type itself, sandboxed: the images and PDFs the check lets in. Anything else is downloaded. */
export const showsInline = (contentType: string) => /^(image\/(jpeg|png|webp)|application\/pdf)$/.test(contentType);
