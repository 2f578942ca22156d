import type { Context } from "hono";
import type { EffectHandler } from "../events/handlers";
import type { DomainEventType } from "../events/types";
import type { PurgeTags } from "./cache-tags";

/**
 * Workers Cache's purge on a request's execution context: present when Workers Cache serves this
 * Worker (wrangler.toml `[cache]`), absent where it does not (locally, when wrangler does not
 * emulate it), where the versioned Cache API path (./page-cache.ts) keeps pages correct instead.
 */
export function workersCacheOf(ctx: ExecutionContext | undefined): CacheContext | undefined {
  return ctx?.cache;
}

/** The same, from a Hono context, which throws when the request has no execution context (tests). */
export function workersCacheOfRequest(c: Context): CacheContext | undefined {
  try {
    // Hono types the context by its own narrower interface; the platform's object is the global one.
    return workersCacheOf(c.executionCtx as ExecutionContext);
  } catch {
    return undefined;
  }
}

/**
 * Before-response handler: purges from Workers Cache, in every location at once, the tags the
 * event's feature declared (`purges`), so the next request anywhere renders the changed pages.
 * A refused purge fails the request (the write is stored): the admin learns the site may be stale
 * for up to the pages' `s-maxage` (./edge-policy.ts) and can save again.
 */
export function purgeTagsOn(purges: ReadonlyMap<DomainEventType, PurgeTags>): EffectHandler {
  return async function purgeEdgeCache(event, _env, ctx) {
    const cache = workersCacheOf(ctx);
    const purge = purges.get(event.type);
    if (!cache || !purge) return;
    const tags = [...new Set(purge(event))];
    if (tags.length === 0) return;
    const result = await cache.purge({ tags });
    if (!result.success) {
      throw new Error(`Workers Cache refused to purge ${tags.join(",")}: ${result.errors.map((e) => `${e.code} ${e.message}`).join("; ")}`);
    }
  };
}
