import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Credential } from "#core/taxonomies/people";
import { createdAt, updatedAt } from "../db/columns";
import { schedule, scheduleIndex } from "../publishable/columns";

/**
 * The public team shown on About and beside their articles; not admin accounts. A publishable
 * resource whose display field is `name` (the admin API sends it as `title`: worker/publishable/sent.ts).
 */
export const people = sqliteTable(
  "people",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    /** From the name; the anchor of the person's card on About. */
    slug: text("slug").notNull().unique(),
    role: text("role").notNull(),
    /** JSON array of core/taxonomies/people credentials, in that list's order. */
    credentials: text("credentials", { mode: "json" }).$type<Credential[]>().notNull().default(sql`'[]'`),
    bio: text("bio").notNull().default(""),
    /**
     * The name as Hindi pages write it (in Devanagari, where the person writes it so), the role and
     * the bio in Hindi; null until staff write them, and Hindi pages show the English meanwhile.
     */
    nameHi: text("name_hi"),
    roleHi: text("role_hi"),
    bioHi: text("bio_hi"),
    /** Their photo's public URL (an R2 object under blog-images/, owned by this row); none shows initials. */
    photoUrl: text("photo_url"),
    /** Lower first on About; ties by name. */
    sortOrder: integer("sort_order").notNull().default(0),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    ...schedule(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("people_published_order_idx").on(t.published, t.sortOrder),
    index("people_created_idx").on(t.createdAt),
    scheduleIndex("people_publish_at_idx", t.publishAt),
  ],
);
