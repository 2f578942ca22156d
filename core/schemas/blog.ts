import * as v from "valibot";
import { requiredText } from "./common";
import { slugSchema } from "./slug";

/** The eight admin blog categories of spec section 3. */
export const blogCategories = [
  "Business Strategy",
  "Finance",
  "Startups",
  "Legal",
  "Marketing",
  "Technology",
  "Leadership",
  "Operations",
] as const;

export type BlogCategory = (typeof blogCategories)[number];

/**
 * A blog post as the admin form sends it. `content` is HTML; the server sanitises it before
 * storing. The image is not part of it: it is uploaded separately, and only the server sets it.
 */
export const blogSchema = v.object({
  title: requiredText(200),
  slug: slugSchema,
  excerpt: requiredText(1000),
  content: requiredText(200_000),
  category: v.picklist(blogCategories, "Please choose a category."),
  author: requiredText(120),
  published: v.boolean(),
});

export type BlogInput = v.InferOutput<typeof blogSchema>;
