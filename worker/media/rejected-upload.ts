import { createMiddleware } from "hono/factory";
import { clientIp } from "../lib/client-ip";
import { log } from "../lib/log";

/** The statuses of a refused file: malformed or invalid (400), too large (413), not the right type (415). */
const REFUSALS = new Set([400, 413, 415]);

/** A file name's extension, lower case, or null: the one part of a visitor's file name worth logging. */
function extensionOf(name: string): string | null {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name);
  return match ? match[1].toLowerCase() : null;
}

/**
 * The file of a refused form, parsed again from the body the route already read; null when the
 * form is malformed or has no such file. (Over the size limit, the body is never read at all.)
 */
async function refusedFile(headers: Headers, body: () => Promise<ArrayBuffer>, field: string): Promise<File | null> {
  try {
    const contentType = headers.get("Content-Type") ?? "";
    const value = (await new Response(await body(), { headers: { "Content-Type": contentType } }).formData()).get(field);
    return value instanceof File ? value : null;
  } catch {
    return null;
  }
}

/**
 * Logs each refused upload on the route as one `upload_rejected` line: which upload, the status
 * and the message the sender was shown, the size and the file's extension; never the file name,
 * which may name a person. Answers that refuse other fields only (a missing name) are not logged.
 */
export function logRejectedUploads(upload: string, field: string) {
  return createMiddleware(async (c, next) => {
    await next();
    const { status } = c.res;
    if (!REFUSALS.has(status)) return;
    const body = (await c.res.clone().json().catch(() => ({}))) as { error?: string; fieldErrors?: Record<string, string> };
    if (body.fieldErrors && !body.fieldErrors[field]) return;
    const file = status === 413 ? null : await refusedFile(c.req.raw.headers, () => c.req.arrayBuffer(), field);
    const declared = Number(c.req.header("Content-Length"));
    log("warn", "upload_rejected", {
      upload,
      status,
      message: body.fieldErrors?.[field] ?? body.error ?? null,
      bytes: file ? file.size : Number.isFinite(declared) ? declared : null,
      extension: file ? extensionOf(file.name) : null,
      ip: clientIp(c),
    });
  });
}
