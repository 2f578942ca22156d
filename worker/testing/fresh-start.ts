import { env } from "cloudflare:test";
import { vi } from "vitest";
import { forgetIsolateMemory } from "../lib/isolate-memory";
import { applySchema, emptyDatabase } from "./schema-snapshot";

/** The runtime's own CacheStorage, before any file stood a cache of its own in for the default one. */
const runtimeCaches = caches;
let files = 0;

/** Deletes every object of the bucket, a page of the listing at a time. */
async function emptyBucket(bucket: R2Bucket): Promise<void> {
  for (;;) {
    const { objects } = await bucket.list({ limit: 1000 });
    if (objects.length === 0) return;
    await bucket.delete(objects.map((o) => o.key));
  }
}

/**
 * What a worker test file starts from, as if it had its own Miniflare and isolate: the database
 * rebuilt from the schema snapshot, the bucket empty, a Cache API of its own, and the isolate's
 * memory forgotten. The Cache API cannot be listed, so each file gets a new named cache as the
 * default one instead of emptying it: the page cache and every test read `caches.default`.
 */
export async function startAfresh(): Promise<void> {
  await emptyDatabase(env.DB);
  await applySchema(env.DB, env.TEST_SCHEMA);
  await emptyBucket(env.MEDIA);
  const ownCache = await runtimeCaches.open(`test-file-${++files}`);
  vi.stubGlobal("caches", { default: ownCache, open: (name: string) => runtimeCaches.open(name) });
  forgetIsolateMemory();
}
