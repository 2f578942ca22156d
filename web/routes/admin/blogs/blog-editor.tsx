import { blogResource } from "../data/blogs";
import { EditorPage } from "../publishable/editor-page";
import { BlogForm } from "./blog-form";

/** /admin/blogs/new and /admin/blogs/edit/:id. */
export function Component() {
  return <EditorPage resource={blogResource}>{({ record, save, saveDraft, image }) => <BlogForm key={record?.id ?? "new"} blog={record} save={save} saveDraft={saveDraft} image={image} />}</EditorPage>;
}
