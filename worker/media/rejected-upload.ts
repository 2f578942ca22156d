import type { Context } from "hono";
import { clientIp } from "../lib/client-ip";
import { log } from "../lib/log";

export type Upload = "blog_image" | "resume";

/** A file name's extension, lower case, or null: the one part of a visitor's file name worth logging. */
function extensionOf(name: string | undefined): string | null {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name ?? "");
  return match ? match[1].toLowerCase() : null;
}

/**
 * Logs one refused upload as `upload_rejected`: which upload, why (the message the sender was
 * shown), its size and extension. Never the file name itself, which may name a person.
 */
export function logRejectedUpload(c: Context, upload: Upload, status: number, message: string, file?: File | null): void {
  const declared = Number(c.req.header("Content-Length"));
  log("warn", "upload_rejected", {
    upload,
    status,
    message,
    bytes: file ? file.size : Number.isFinite(declared) ? declared : null,
    extension: file ? extensionOf(file.name) : null,
    ip: clientIp(c),
  });
}
