import type { InferResponseType } from "hono/client";
import type { browserApi } from "@/lib/api-client";

/** What GET /api/blogs answers: the active topic and the published posts (no bodies). */
export type BlogListData = InferResponseType<typeof browserApi.api.blogs.$get, 200>;

/** What GET /api/blogs/:slug answers: the article with its HTML body and up to two related posts. */
export type BlogArticleData = InferResponseType<(typeof browserApi.api.blogs)[":slug"]["$get"], 200>;

/** What GET /api/previews/:token answers: the post as the link shows it, its author's card and the link's expiry. */
export type BlogPreviewData = InferResponseType<(typeof browserApi.api.previews)[":token"]["$get"], 200>;

export type PostSummary = BlogListData["posts"][number];
