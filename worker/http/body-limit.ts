import { bodyLimit } from "hono/body-limit";

/** Caps a request body, answering 413 with a message a person can act on. */
export function limitBody(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      c.json({ error: `The request is too large. The limit is ${Math.round(maxBytes / 1024)} KB.` }, 413),
  });
}

/** Enough for any form or blog post; uploads set their own, larger limit. */
export const JSON_BODY_LIMIT = 256 * 1024;
