import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * Caps a request body, answering 413 with a message a person can act on; `onRefused` hears the
 * message first (upload routes log it).
 */
export function limitBody(maxBytes: number, onRefused?: (c: Context, message: string) => void) {
  const message = `The request is too large. The limit is ${Math.round(maxBytes / 1024)} KB.`;
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      onRefused?.(c, message);
      return c.json({ error: message }, 413);
    },
  });
}

/** Enough for any form or blog post; uploads set their own, larger limit. */
export const JSON_BODY_LIMIT = 256 * 1024;
