import { queryOptions } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { BlogInput } from "#core/schemas/blog";
import { browserApi } from "@/lib/api-client";
import { useAdminMutation } from "./mutation";

const blogs = browserApi.api.admin.blogs;
const param = (id: number) => ({ param: { id: String(id) } });

export const blogKeys = { all: ["admin", "blogs"] as const, one: (id: number) => ["admin", "blogs", id] as const };

const fetchList = () => parseResponse(blogs.$get());

export type BlogRow = Awaited<ReturnType<typeof fetchList>>[number];

export const blogListQuery = queryOptions({ queryKey: blogKeys.all, queryFn: fetchList });

export const blogQuery = (id: number) =>
  queryOptions({ queryKey: blogKeys.one(id), queryFn: () => parseResponse(blogs[":id"].$get(param(id))) });

export function useToggleBlog() {
  return useAdminMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      parseResponse(blogs[":id"].published.$patch({ ...param(id), json: { published } })),
    invalidates: [blogKeys.all],
    success: (blog) => (blog.published ? "Blog published successfully" : "Blog unpublished successfully"),
    failure: "Failed to update blog status",
  });
}

export function useDeleteBlog() {
  return useAdminMutation({
    mutationFn: (id: number) => parseResponse(blogs[":id"].$delete(param(id))),
    invalidates: [blogKeys.all],
    success: () => "Blog deleted successfully",
    failure: "Failed to delete blog",
  });
}

/** The post saved, but its new image was refused: the admin continues on the saved post. */
export class ImageUploadError extends Error {
  constructor(
    readonly blogId: number,
    cause: unknown,
  ) {
    super("The image could not be uploaded", { cause });
  }
}

interface SaveBlog {
  id?: number;
  values: BlogInput;
  image: File | null;
}

/** Creates or updates a post, then uploads its new image, if one was chosen, to that post. */
export function useSaveBlog(onSaved: () => void) {
  return useAdminMutation({
    mutationFn: async ({ id, values, image }: SaveBlog) => {
      const saved = id
        ? await parseResponse(blogs[":id"].$put({ ...param(id), json: values }))
        : await parseResponse(blogs.$post({ json: values }));
      if (image) {
        await parseResponse(
          browserApi.api.admin.uploads.blogs[":id"].image.$put({ ...param(saved.id), form: { file: image } }),
        ).catch((err: unknown) => {
          throw new ImageUploadError(saved.id, err);
        });
      }
      return saved;
    },
    invalidates: [blogKeys.all],
    success: (_blog, { id }) => (id ? "Blog post updated successfully" : "Blog post created successfully"),
    failure: ({ id }, err) =>
      err instanceof ImageUploadError
        ? "The blog post was saved, but its image could not be uploaded"
        : id
          ? "Failed to update blog post"
          : "Failed to create blog post",
    onSuccess: onSaved,
  });
}
