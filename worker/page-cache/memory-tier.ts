import { keptInIsolate } from "../lib/isolate-memory";

/*
 * The isolate's own copy of the pages it answered last from the Cache API (./page-cache.ts), in
 * front of it where Workers Cache does not apply: a hot page is then answered from memory, with no
 * cache lookup, at about the cost of a static file. It is keyed by the same versioned cache key, so
 * it is exactly as fresh as the Cache API path: a write moves the content version, the key changes,
 * and the old copies are never asked for again. It is emptied whenever the isolate sees a new
 * version, and bounded in bytes (an isolate has 128 MB), dropping the page used longest ago first.
 */

/** The most page bytes one isolate holds. */
export const MEMORY_TIER_BYTES = 8 * 1024 * 1024;
/** A page larger than this is left to the Cache API, so one page cannot push out dozens. */
const LARGEST_PAGE_BYTES = 512 * 1024;

/** Headers the Cache API sets on each answer, which a copy would carry wrongly from its first one. */
const PER_ANSWER = ["age", "cf-cache-status"];

interface Held {
  body: ArrayBuffer;
  status: number;
  // A Headers object, not a list: workerd copies one into a new response several times faster.
  headers: Headers;
}

// A Map keeps insertion order: re-inserting on every use keeps the least recently used first.
const held = new Map<string, Held>();
let heldBytes = 0;
let heldVersion: number | null = null;
keptInIsolate(() => forgetHeldPages());

/** The page held under `key`, as a new response (without the per-answer headers), if this isolate holds it. */
export function recall(key: string): Response | undefined {
  const page = held.get(key);
  if (!page) return undefined;
  held.delete(key);
  held.set(key, page);
  return new Response(page.body, { status: page.status, headers: page.headers });
}

/**
 * Keeps a copy of `answer` (made from a Cache API answer) under `key`, and returns one with the same
 * body and headers. `version` is the content version in the key: a new one empties the tier first.
 */
export async function hold(key: string, version: number, answer: Response): Promise<Response> {
  if (version !== heldVersion) forgetHeldPages(version);
  const body = await answer.arrayBuffer();
  const headers = new Headers(answer.headers);
  for (const name of PER_ANSWER) headers.delete(name);
  if (body.byteLength <= LARGEST_PAGE_BYTES) {
    const old = held.get(key);
    if (old) heldBytes -= old.body.byteLength;
    held.set(key, { body, status: answer.status, headers });
    heldBytes += body.byteLength;
    for (const [oldest, page] of held) {
      if (heldBytes <= MEMORY_TIER_BYTES) break;
      held.delete(oldest);
      heldBytes -= page.body.byteLength;
    }
  }
  return new Response(body, { status: answer.status, headers });
}

/** Empties the tier: a write in this isolate, or a content version it has not held pages under. */
export function forgetHeldPages(version: number | null = null): void {
  held.clear();
  heldBytes = 0;
  heldVersion = version;
}

/** What the tier holds, for the tests. */
export const heldPages = () => ({ pages: held.size, bytes: heldBytes });
