/**
 * Where the images of published pages (posts' cover and body images, people's photos) live in R2,
 * and the public path the worker serves them under. The folder kept the name it had when only
 * posts had images, so every stored URL stays valid.
 */
export const PAGE_IMAGE_PREFIX = "blog-images/";
export const PAGE_IMAGE_URL_PREFIX = "/media/blog-images/";
/**
 * Names this app generates: `{random UUID}.{ext}`, and `{timestamp}.{ext}` for images stored before
 * keys were random (timestamps collide, so two uploads could share one object). Anything else is
 * refused before R2 is asked.
 */
export const PAGE_IMAGE_NAME = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{13,})\.(png|jpg|webp|gif)$/;

export interface ImageKind {
  ext: "png" | "jpg" | "webp" | "gif";
  contentType: string;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * The image type by its magic bytes, ignoring the name and the declared type a browser sent.
 * SVG is deliberately absent: it can carry scripts.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: "png", contentType: "image/png" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: "jpg", contentType: "image/jpeg" };
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return { ext: "gif", contentType: "image/gif" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return { ext: "webp", contentType: "image/webp" };
  return null;
}

/**
 * Whether the bytes are HEIF/HEIC (an iPhone's photo): an ISO media file whose brand is one of
 * HEIF's. No browser shows one, so it is refused with a way to send a JPEG instead.
 */
export function isHeif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii("ftyp"), 4)) return false;
  const brand = String.fromCharCode(...bytes.subarray(8, 12));
  return ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif"].includes(brand);
}

/** The R2 key of a page image this app stored, or null for seeded or external URLs (left alone). */
export function storedImageKey(imageUrl: string | null | undefined): string | null {
  if (!imageUrl?.startsWith(PAGE_IMAGE_URL_PREFIX)) return null;
  const name = imageUrl.slice(PAGE_IMAGE_URL_PREFIX.length);
  return PAGE_IMAGE_NAME.test(name) ? PAGE_IMAGE_PREFIX + name : null;
}

/**
 * A Content-Disposition that downloads (or, `inline`, shows) a file, with the name RFC 5987-encoded
 * so quotes, CR/LF or non-ASCII in a visitor-chosen name cannot break the header.
 */
export function attachmentDisposition(filename: string, type: "attachment" | "inline" = "attachment"): string {
  const fallback = filename.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 100) || "download";
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export interface ResumeKind {
  ext: "pdf" | "doc" | "docx";
  contentType: string;
}

/**
 * A résumé's type by its magic bytes: PDF, legacy Word (OLE2 compound file) or DOCX (a ZIP
 * package with a word/ part). Anything else — images, executables, renamed files — is refused.
 */
export function sniffResume(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, ascii("%PDF-"))) return { ext: "pdf", contentType: "application/pdf" };
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return { ext: "doc", contentType: "application/msword" };
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && new TextDecoder("latin1").decode(bytes).includes("word/")) {
    return {
      ext: "docx",
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    };
  }
  return null;
}
