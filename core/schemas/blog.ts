import * as v from "valibot";
import { locales } from "../i18n/locale";
import { blogCategories } from "../taxonomies/blog";
import { optionalText, requiredText } from "./common";
import { slugSchema } from "./slug";

/**
 * About as much of a title and a description as Google shows in its results before cutting them
 * off (it measures pixels: these are the usual character counts). The editor counts against them.
 */
export const SEO_TITLE_SHOWN = 60;
export const SEO_DESCRIPTION_SHOWN = 160;
/** At most as long as an inline image's description (the editor's image dialog). */
export const IMAGE_ALT_MAX = 300;
/** What the fields take at most: room past what is shown, not a second article. */
const SEO_TITLE_MAX = 120;
const SEO_DESCRIPTION_MAX = 320;

export const TRANSLATION_LANGUAGE_MESSAGE = "A translation of an English post must be in Hindi.";

/**
 * A blog post as the admin form sends it. `content` is HTML; the server sanitises it before
 * storing. The image is not part of it: it is uploaded separately, and only the server sets it.
 */
export const blogSchema = v.pipe(
  v.object({
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
    /** What the feature image shows, for readers who cannot see it; empty when it only decorates. */
    imageAlt: optionalText(IMAGE_ALT_MAX, "The image's description"),
    /** The blog it belongs to: English (/blog) or Hindi (/hi/blog). */
    language: v.optional(v.picklist(locales, "Please choose English or Hindi."), "en"),
    /** For a Hindi post, the id of the English post it translates; null when it stands alone. */
    translationOf: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1, "Not a valid post."))), null),
  }),
  v.forward(v.check((post) => post.translationOf === null || post.language === "hi", TRANSLATION_LANGUAGE_MESSAGE), ["language"]),
);

export type BlogInput = v.InferOutput<typeof blogSchema>;
