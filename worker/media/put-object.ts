import { HTTPException } from "hono/http-exception";
import { loggableMessage } from "../db/errors";
import { log } from "../lib/log";

export const STORAGE_UNAVAILABLE =
  "The file could not be stored just now, so nothing was saved. Please try again in a few minutes.";

/**
 * Puts one object in R2 before anything refers to it. If R2 fails, the failure is logged and
 * answered 503: nothing was written, and repeating may succeed.
 */
export async function putObject(bucket: R2Bucket, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  try {
    await bucket.put(key, bytes, { httpMetadata: { contentType } });
  } catch (err) {
    log("error", "object_store_failed", { key, message: loggableMessage(err) });
    throw new HTTPException(503, { message: STORAGE_UNAVAILABLE });
  }
}
