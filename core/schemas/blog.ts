import * as v from "valibot";
import { blogCategories } from "../taxonomies/blog";
import { optionalText, requiredText } from "./common";
import { slugSchema } from "./slug";

/**
 * About as much of a title and a description as Google shows in its results before cutting them
 * off (it measures pixels: these are the usual character counts). The editor counts against them.
 */
export const SEO_TITLE_SHOWN = 60;
export const SEO_DESCRIPTION_SHOWN = 160;
/** What the fields take at most: room past what is shown, not a second article. */
const SEO_TITLE_MAX = 120;
const SEO_DESCRIPTION_MAX = 320;

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
  /** What search results and shared links show instead of the title and the excerpt; empty for those. */
  metaTitle: optionalText(SEO_TITLE_MAX, "The headline in search results"),
  metaDescription: optionalText(SEO_DESCRIPTION_MAX, "The summary in search results"),
});

export type BlogInput = v.InferOutput<typeof blogSchema>;
