import { eq } from "drizzle-orm";
import { blogSchema } from "#core/schemas/blog";
import { type PostListQuery, postListQuery } from "#core/schemas/list-query";
import { blogs } from "./tables";
import { sanitizeHtml } from "../lib/sanitize-html";
import { storedImageKey } from "../media/files";
import { contentImageKeys } from "./content-images";
import { adoptStagedImages } from "./staged-images";
import { translationMessages, verifyTranslation } from "./translations";
import { definePublishable } from "../publishable/resource";
import type { EventScope } from "../events/handlers";
import type { Env } from "../env";
import { publishDue } from "../publishable/publish-due";
import { publishableRoutes } from "../publishable/routes";
import { scheduleRoutes } from "../publishable/schedule-routes";

/** Blog posts: the body is HTML the public blog renders, so it is sanitised before storing. */
export const posts = definePublishable({
  entity: "post",
  table: blogs,
  displayField: "title",
  schema: blogSchema,
  hiddenInList: ["content", "excerpt"],
  list: {
    query: postListQuery,
    search: [blogs.title, blogs.author, blogs.slug],
    filters: (query: PostListQuery) => [query.category ? eq(blogs.category, query.category) : undefined],
  },
  messages: {
    notFound: "Blog post not found",
    slugTaken: "Another blog post already uses this slug. Choose a different one.",
  },
  verify: verifyTranslation,
  uniqueAlso: [{ column: "translation_of", field: "translationOf", message: translationMessages.originTaken }],
  // Which blog a post is in, and what it translates, are not part of what it says.
  restoreKeeps: ["language", "translationOf"],
  prepare: (input) => {
    const { html, removedImages } = sanitizeHtml(input.content);
    return { value: { ...input, content: html }, removedImages };
  },
  ownedObject: (row) => storedImageKey(row.imageUrl),
  ownedObjects: contentImageKeys,
  onCreate: (db, { where, value, adminId }) => adoptStagedImages(db, { where, content: value.content, adminId }),
});

/** /api/admin/blogs */
export const adminPostRoutes = publishableRoutes(posts, "content");
/** /api/admin/blogs/:id/schedule */
export const blogScheduleRoutes = scheduleRoutes(posts, "content");

/** The cron's scheduled publishing of posts (every five minutes). */
export function publishScheduledPosts(env: Env, events: EventScope) {
  return publishDue(posts, env, events);
}
