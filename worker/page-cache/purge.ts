import type { Context } from "hono";
import type { EffectHandler, EffectsOn } from "../events/handlers";
import type { DomainEvent, DomainEventType } from "../events/types";
import type { PurgesOn } from "./cache-tags";

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
 * Before-response handlers: on each event of `publicContent`, purges from Workers Cache, in every
 * location at once, the tags its feature declared, so the next request anywhere renders the changed
 * pages. A refused purge fails the request (the write is stored): the admin learns the site may be
 * stale for up to the pages' `s-maxage` (./edge-policy.ts) and can save again.
 */
export function purgeTagsOn(publicContent: PurgesOn): EffectsOn {
  // Each purge is keyed by the type its tags were declared for, so it is handed the event they read.
  const declared = Object.entries(publicContent) as [DomainEventType, TagsOf][];
  return Object.fromEntries(declared.map(([type, tagsOf]) => [type, [edgePurge(tagsOf)]]));
}

type TagsOf = (event: DomainEvent) => readonly string[];

function edgePurge(tagsOf: TagsOf): EffectHandler {
  return async function purgeEdgeCache(event, { ctx }) {
    const cache = workersCacheOf(ctx);
    if (!cache) return;
    const tags = [...new Set(tagsOf(event))];
    if (tags.length === 0) return;
    const result = await cache.purge({ tags });
    if (!result.success) {
      throw new Error(`Workers Cache refused to purge ${tags.join(",")}: ${result.errors.map((e) => `${e.code} ${e.message}`).join("; ")}`);
    }
  };
}
