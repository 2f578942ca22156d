import type { ServiceId } from "#core/taxonomies/services";
import type { DomainEvent, PublishableEntity } from "../events/types";

/*
 * Cache tags: names for what a public response shows, sent in its `Cache-Tag` header, so a write
 * purges exactly the cached responses that show what it changed (Workers Cache, `ctx.cache.purge`).
 * The route that reads the data tags its answer (an API route read in-process by a page's loader, or
 * the sitemap and the feed); the page carries the tags of every answer its loaders read, plus the
 * site settings every page shows. The events that purge them are declared by each feature
 * (worker/feature.ts `publicContent`). This file is only the vocabulary, so both sides spell a tag alike.
 */

/** The header Workers Cache reads tags from: comma-separated. */
export const CACHE_TAG_HEADER = "Cache-Tag";

export const cacheTags = {
  /** The site settings: the header, footer, figures and contact details of every page. */
  settings: "settings",
  /** Every listing of a publishable resource (the blog list, related posts, the openings, the team, the sitemap, the search). */
  listOf: (entity: PublishableEntity) => `${entity}s`,
  /** One record's own page. The id, not the slug: an edit that renames the slug purges the old address too. */
  one: (entity: PublishableEntity, id: number) => `${entity}:${id}`,
  /** A service line's pages that show staff-edited facts (a sub-service's fee). */
  serviceLine: (serviceId: ServiceId) => `service:${serviceId}`,
  /** The compliance calendar's page and feed, which show the due dates staff extended. */
  complianceCalendar: "compliance-calendar",
} as const;

/** What a write's event purges: computed from the event, declared by the feature it belongs to. */
export type PurgeTags = (event: DomainEvent) => readonly string[];

/** A publishable resource's events purge its listings and, when they carry one, the record's own page. */
export const purgeOfPublishable =
  (entity: PublishableEntity): PurgeTags =>
  (event) => [cacheTags.listOf(entity), ...("id" in event && typeof event.id === "number" ? [cacheTags.one(entity, event.id)] : [])];

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
