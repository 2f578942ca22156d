import type { PurgesOn } from "../page-cache/cache-tags";
import type { ImageEntity, PublishableEntity } from "./entities";

/** The cache tags of a publishable resource's public answers (worker/page-cache/cache-tags.ts). */
export const publishableTags = {
  /** Every listing of the resource (the blog list, related posts, the openings, the team, the sitemap, the search). */
  listOf: (entity: PublishableEntity) => `${entity}s`,
  /** One record's own page. The id, not the slug: an edit that renames the slug purges the old address too. */
  one: (entity: PublishableEntity, id: number) => `${entity}:${id}`,
} as const;

const PUBLIC_ACTIONS = ["created", "updated", "restored", "published", "unpublished", "deleted"] as const;

/**
 * A feature's `publicContent` for its publishable resource: after any of its actions (a draft's edit
 * moves the cache too: cheap, and never stale), and a change of its image where its rows own one,
 * its public pages may read differently, so its listings and the record's own page are purged.
 */
export function publicContentOf<E extends PublishableEntity>(entity: E, { image }: { image?: E extends ImageEntity ? true : never } = {}): PurgesOn {
  const purge = (event: { id: number }) => [publishableTags.listOf(entity), publishableTags.one(entity, event.id)];
  const types = [...PUBLIC_ACTIONS.map((action) => `${entity}.${action}`), ...(image ? [`${entity}.image_changed`] : [])];
  return Object.fromEntries(types.map((type) => [type, purge]));
}
