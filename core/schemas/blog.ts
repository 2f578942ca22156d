import * as v from "valibot";
import { blogCategories } from "../taxonomies/blog";
import { requiredText } from "./common";
import { slugSchema } from "./slug";

/**
 * A blog post as the admin form sends it. `content` is HTML; the server sanitises it before
 * storing. The image is not part of it: it is uploaded separately, and only the server sets it.
 */
export const blogSchema = v.object({
  title: requiredText(200),
  slug: slugSchema,
  excerpt: requiredText(1000, undefined, undefined, { multiLine: true }),
  content: requiredText(200_000, undefined, undefined, { multiLine: true }),
  category: v.picklist(blogCategories, "Please choose a category."),
  author: requiredText(120),
  published: v.boolean(),
});

export type BlogInput = v.InferOutput<typeof blogSchema>;
