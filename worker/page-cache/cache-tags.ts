import type { DomainEventType, EventOf } from "../events/types";

/*
 * Cache tags: names for what a public response shows, sent in its `Cache-Tag` header, so a write
 * purges exactly the cached responses that show what it changed (Workers Cache, `ctx.cache.purge`).
 * The route that reads the data tags its answer (an API route read in-process by a page's loader, or
 * the sitemap and the feed); the page carries the tags of every answer its loaders read, plus the
 * site settings every page shows. Each feature names its own tags, for its routes and for the
 * events that purge them (worker/feature.ts `publicContent`); this file is the kit's part only.
 */

/** The header Workers Cache reads tags from: comma-separated. */
export const CACHE_TAG_HEADER = "Cache-Tag";

/**
 * The events after which a public page reads differently, each with the tags it purges, computed
 * from the event: declared by the feature the events belong to, keyed by their type.
 */
export type PurgesOn = { readonly [T in DomainEventType]?: (event: EventOf<T>) => readonly string[] };

/** The tags a response carries, as a list (none when it has no header). */
export function tagsOf(headers: Headers): string[] {
  return (headers.get(CACHE_TAG_HEADER) ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
}

/** Adds tags to a response's `Cache-Tag` header, keeping those it has, each once. */
export function addTags(headers: Headers, tags: Iterable<string>): void {
  const all = new Set([...tagsOf(headers), ...tags]);
  if (all.size > 0) headers.set(CACHE_TAG_HEADER, [...all].join(","));
}

/**
 * Collects the tags of the in-process API answers a page's loaders read, so the page names what it
 * shows without a list of pages and their data. `fetch` wraps the in-process call.
 */
export function tagCollector(fetch: (request: Request) => Response | Promise<Response>) {
  const tags = new Set<string>();
  return {
    tags,
    fetch: async (request: Request) => {
      const res = await fetch(request);
      for (const tag of tagsOf(res.headers)) tags.add(tag);
      return res;
    },
  };
}
