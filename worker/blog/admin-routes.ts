import { Hono } from "hono";
import { deleteBlog, findBlog, insertBlog, listBlogs, setBlogPublished, updateBlog } from "./data";
import { getDb } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { deleteStoredImage } from "../media/files";
import { sanitizeHtml } from "../lib/sanitize-html";
import { requireJson, validate } from "../http/validate";
import type { AdminEnv } from "../auth/require-admin";
import { type BlogInput, blogSchema } from "#core/schemas/blog";
import { idParamSchema, publishedSchema } from "#core/schemas/common";

const NOT_FOUND = "Blog post not found";
const SLUG_TAKEN = "Another blog post already uses this slug. Choose a different one.";
const slugTaken = { error: SLUG_TAKEN, fieldErrors: { slug: SLUG_TAKEN } };

/** Stored bodies are always sanitised: the public blog renders them as HTML. */
const sanitised = (input: BlogInput): BlogInput => ({ ...input, content: sanitizeHtml(input.content) });

export const blogRoutes = new Hono<AdminEnv>()
  .get("/", async (c) => c.json(await listBlogs(getDb(c.env.DB)), 200))
  .get("/:id", validate("param", idParamSchema), async (c) => {
    const blog = await findBlog(getDb(c.env.DB), c.req.valid("param").id);
    return blog ? c.json(blog, 200) : c.json({ error: NOT_FOUND }, 404);
  })
  .post("/", requireJson, validate("json", blogSchema), async (c) => {
    try {
      const blog = await insertBlog(getDb(c.env.DB), sanitised(c.req.valid("json")));
      return c.json(blog, 201);
    } catch (err) {
      if (isUniqueViolation(err, "blogs.slug")) return c.json(slugTaken, 409);
      throw err;
    }
  })
  .put("/:id", validate("param", idParamSchema), requireJson, validate("json", blogSchema), async (c) => {
    try {
      const blog = await updateBlog(getDb(c.env.DB), c.req.valid("param").id, sanitised(c.req.valid("json")));
      return blog ? c.json(blog, 200) : c.json({ error: NOT_FOUND }, 404);
    } catch (err) {
      if (isUniqueViolation(err, "blogs.slug")) return c.json(slugTaken, 409);
      throw err;
    }
  })
  .patch("/:id/published", validate("param", idParamSchema), requireJson, validate("json", publishedSchema), async (c) => {
    const blog = await setBlogPublished(getDb(c.env.DB), c.req.valid("param").id, c.req.valid("json").published);
    return blog ? c.json({ id: blog.id, published: blog.published }, 200) : c.json({ error: NOT_FOUND }, 404);
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const deleted = await deleteBlog(getDb(c.env.DB), c.req.valid("param").id);
    if (!deleted) return c.json({ error: NOT_FOUND }, 404);
    await deleteStoredImage(c.env.MEDIA, deleted.imageUrl);
    return c.json({ id: deleted.id }, 200);
  });
