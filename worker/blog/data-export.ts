import { blogContentImages, blogs, stagedImages } from "./tables";
import type { DataExport } from "../data-export/declaration";
import { filesNamedBy } from "../data-export/file-owners";

/** The posts in the owner's export, and the images they own in the manifest. */
export const postExport = {
  tables: [
    {
      table: blogs,
      about: "Blog posts in English and Hindi (translation_of links a Hindi post to its English one): title, text as HTML, category, author, image, search-engine title and description, and whether each is published or scheduled.",
    },
    { table: blogContentImages, about: "Which image inside a post's text belongs to which post (blog_id)." },
  ],
  kept: [{ table: stagedImages, because: "Images uploaded into a post that was never saved; the website deletes them within a day." }],
  files: [filesNamedBy(blogs.imageUrl, blogs.id, "Image of blog post"), filesNamedBy(blogContentImages.key, blogContentImages.blogId, "Image in the text of blog post")],
} as const satisfies DataExport;
