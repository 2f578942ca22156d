import { RESUME_TYPE_MESSAGE } from "#core/schemas/application";
import { isHeif, sniffImage, sniffResume } from "./files";
import { imageProblem } from "./image-header";
import { resumeProblem } from "./resume-checks";

const NOT_AN_IMAGE = "Upload a PNG, JPEG, WebP or GIF image.";

/** Images above this are refused; a 1200 x 630 px photo is far smaller. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** A file's type as its bytes show it: the extension its key ends in and the type R2 serves it with. */
interface FileType {
  ext: string;
  contentType: string;
}

/** Why a file is not stored: 415 when it is not of the kind at all, 422 when it is but is damaged or unsafe. */
export interface FileRefusal {
  status: 415 | 422;
  message: string;
}

/** A kind's checks, by the file's bytes only: never by its name or the type the browser declared. */
type FileCheck = (bytes: Uint8Array) => Promise<FileType | FileRefusal>;

const isRefusal = (checked: FileType | FileRefusal): checked is FileRefusal => "status" in checked;

/** A PNG, JPEG, WebP or GIF (never SVG, which can carry scripts) with a sound header of sane dimensions. */
export const imageCheck: FileCheck = async (bytes) => {
  const kind = sniffImage(bytes);
  if (!kind) return { status: 415, message: NOT_AN_IMAGE };
  const problem = imageProblem(bytes, kind);
  return problem ? { status: 422, message: problem } : kind;
};

/** A PDF, DOC or DOCX that opens and carries no active content (worker/media/resume-checks.ts). */
export const resumeCheck: FileCheck = async (bytes) => {
  const kind = sniffResume(bytes);
  if (!kind) return { status: 415, message: RESUME_TYPE_MESSAGE };
  const problem = await resumeProblem(bytes, kind);
  return problem ? { status: 422, message: problem } : kind;
};

/**
 * A document a person sends as proof (an ID card, a bill, a certificate): a PDF that opens and runs
 * nothing (the résumé's PDF check), or a photo or scan as a JPEG, PNG or WebP with a sound header
 * (no GIF: a document is not animated). HEIC gets its own message, which says how to send a JPEG.
 */
export const documentCheck =
  (messages: { notADocument: string; heic: string }): FileCheck =>
  async (bytes) => {
    if (isHeif(bytes)) return { status: 415, message: messages.heic };
    const resume = sniffResume(bytes);
    if (resume?.ext === "pdf") {
      const problem = await resumeProblem(bytes, resume);
      return problem ? { status: 422, message: problem } : resume;
    }
    const image = sniffImage(bytes);
    if (!image || image.ext === "gif") return { status: 415, message: messages.notADocument };
    const problem = imageProblem(bytes, image);
    return problem ? { status: 422, message: problem } : image;
  };

/**
 * One kind of stored object, as the resource owning it configures it. `Url` is `string` for
 * objects the public may fetch (served under `urlPrefix` by worker/media/routes.ts) and `null`
 * for private ones, which have no URL at all.
 */
export interface ObjectKind<Url extends string | null = string | null> {
  /** Names the kind in the log of refused uploads (`upload_rejected`). */
  upload: string;
  /** The R2 folder: every object's key is this prefix and a fresh name. */
  prefix: string;
  urlPrefix: Url;
  check: FileCheck;
}

/** An upload that passed its kind's checks, under a key of its own; not yet in R2. */
export interface NewObject<Url extends string | null = string | null> {
  key: string;
  /** Where the public fetches it once stored; null for a private object. */
  url: Url;
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Checks an uploaded file by its kind's rules and names it: a random UUID, never shared by two
 * uploads (so by two rows), which is why an object's content never changes and caches for a year.
 */
export async function checkUpload<Url extends string | null>(
  kind: ObjectKind<Url>,
  file: Blob,
): Promise<{ object: NewObject<Url> } | { refusal: FileRefusal }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = await kind.check(bytes);
  if (isRefusal(checked)) return { refusal: checked };
  const name = `${crypto.randomUUID()}.${checked.ext}`;
  const url = (kind.urlPrefix === null ? null : kind.urlPrefix + name) as Url;
  return { object: { key: kind.prefix + name, url, bytes, contentType: checked.contentType } };
}
