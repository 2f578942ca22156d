import { useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { adminApi } from "./admin-api";
import { publishableResource, type RecordOf, type RowOf } from "./publishable-resource";

/** Blog posts; a feature image chosen in the editor is uploaded to the saved post. */
export const blogResource = publishableResource({
  client: adminApi.blogs,
  entity: "post",
  history: [
    { key: "title", label: "Title" },
    { key: "slug", label: "Slug" },
    { key: "excerpt", label: "Excerpt" },
    { key: "content", label: "Content", html: true },
    { key: "category", label: "Category" },
    { key: "author", label: "Author" },
    { key: "metaTitle", label: "Headline in search results" },
    { key: "metaDescription", label: "Summary in search results" },
    { key: "imageAlt", label: "Image description (alt text)" },
  ],
  names: { short: "blog", record: "blog post", plural: "blogs", item: "Post", audience: "readers" },
  path: "/admin/blogs",
  upload: (id, file) => parseResponse(adminApi.uploads.blogs[":id"].image.$put({ param: { id: String(id) }, form: { file } })),
});

/** Uploads an image for a saved post's body; answers its public URL. */
export async function uploadContentImage(id: number, file: File): Promise<string> {
  const { url } = await parseResponse(adminApi.uploads.blogs[":id"]["content-images"].$post({ param: { id: String(id) }, form: { file } }));
  return url;
}

/** Uploads an image for the body of a post not saved yet: its first save adopts it. Answers its public URL. */
export async function uploadStagedImage(file: File): Promise<string> {
  const { url } = await parseResponse(adminApi.uploads.blogs["staged-images"].$post({ form: { file } }));
  return url;
}

export type BlogRow = RowOf<typeof adminApi.blogs>;
export type BlogRecord = RecordOf<typeof adminApi.blogs>;

/** The English posts a Hindi post may translate: those without a translation, and its own original (`forId`). */
export function useTranslatablePosts(forId: number | undefined, enabled: boolean) {
  const { data } = useQuery({
    queryKey: [...blogResource.listKey, "translatable", forId ?? null],
    queryFn: () => parseResponse(adminApi.blogs.translatable.$get({ query: forId ? { for: String(forId) } : {} })),
    enabled,
  });
  return data?.posts ?? [];
}

/** A saved English post's Hindi translation: null when it has none, undefined while loading. */
export function useHindiTranslation(id: number) {
  const { data } = useQuery({
    queryKey: [...blogResource.listKey, id, "translation"],
    queryFn: () => parseResponse(adminApi.blogs[":id"].translation.$get({ param: { id: String(id) } })),
  });
  return data?.translation;
}
