/*
 * The pages this isolate answered last, kept in its memory in front of the Cache API: a hot page
 * is then answered without a round trip to the cache. Same keys as the Cache API (./page-cache.ts:
 * the content version is in each), so a page here is exactly as fresh as one there. Only for the
 * path where Workers Cache does not apply: behind it, a hit never runs the Worker at all.
 */

/** At most this much page text in memory (an isolate has 128 MB), the least recently used going first. */
const MAX_BYTES = 8 * 1024 * 1024;

interface HotPage {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
}

const pages = new Map<string, HotPage>();
let bytes = 0;

/** The page kept under `key`, as a fresh response; undefined when it is not in memory. */
export function hotPage(key: string): Response | undefined {
  const page = pages.get(key);
  if (!page) return undefined;
  // A Map keeps insertion order: moving the page to the end makes the first entry the least recently used.
  pages.delete(key);
  pages.set(key, page);
  return new Response(page.body, { status: page.status, headers: page.headers });
}

/** Keeps a stored page's body and headers under its cache key. */
export function keepHot(key: string, body: ArrayBuffer, res: Response): void {
  const previous = pages.get(key);
  if (previous) {
    pages.delete(key);
    bytes -= previous.body.byteLength;
  }
  pages.set(key, { body, status: res.status, headers: [...res.headers] });
  bytes += body.byteLength;
  for (const [oldest, page] of pages) {
    if (bytes <= MAX_BYTES) break;
    pages.delete(oldest);
    bytes -= page.body.byteLength;
  }
}
