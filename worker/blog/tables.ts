import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { locales } from "#core/i18n/locale";
import { blogCategories } from "#core/taxonomies/blog";
import { createdAt, oneOf, updatedAt } from "../db/columns";
import { schedule, scheduleIndex } from "../publishable/columns";
import { adminUsers } from "../access/tables";

export const blogs = sqliteTable(
  "blogs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    content: text("content").notNull(),
    excerpt: text("excerpt").notNull(),
    category: text("category", { enum: blogCategories }).notNull(),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    ...schedule(),
    author: text("author").notNull(),
    imageUrl: text("image_url"),
    /** What the feature image shows, for readers who cannot see it (its `alt`); null: it only decorates. */
    imageAlt: text("image_alt"),
    /** What search results and shared links show, when not the title and the excerpt (null: those). */
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    /** The post's language: "hi" posts are the Hindi blog's (/hi/blog), the rest the English blog's. */
    language: text("language", { enum: locales }).notNull().default("en"),
    /**
     * For a Hindi post, the English post it translates (null: it stands alone). One translation per
     * post, each with its own slug, status, schedule and revisions; deleting the English post leaves
     * its translation standing alone.
     */
    translationOf: integer("translation_of").references((): AnySQLiteColumn => blogs.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blogs_translation_of_unique").on(t.translationOf),
    index("blogs_language_published_created_idx").on(t.language, t.published, t.createdAt),
    index("blogs_created_idx").on(t.createdAt),
    index("blogs_category_created_idx").on(t.category, t.createdAt),
    index("blogs_published_created_idx").on(t.published, t.createdAt),
    scheduleIndex("blogs_publish_at_idx", t.publishAt),
    oneOf("blogs_category_check", t.category, blogCategories),
  ],
);

/**
 * Images put into the body of a post not saved yet (worker/blog/staged-images.ts): stored in R2
 * under the key the post will own them by, held here for the admin who uploaded them until the
 * post's first save adopts those its body shows (into blog_content_images, in the save's batch).
 * The hourly sweep deletes the rest a day after their upload.
 */
export const stagedImages = sqliteTable(
  "staged_images",
  {
    key: text("key").primaryKey(),
    adminId: integer("admin_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("staged_images_created_idx").on(t.createdAt)],
);

/**
 * Images placed inside a post's body (the feature image is `blogs.image_url`). Each R2 object is
 * owned by the post it was uploaded to and deleted with it, whether or not the body still shows it.
 */
export const blogContentImages = sqliteTable(
  "blog_content_images",
  {
    /** The R2 key, `blog-images/{random uuid}.{ext}`. */
    key: text("key").primaryKey(),
    blogId: integer("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("blog_content_images_blog_idx").on(t.blogId)],
);
