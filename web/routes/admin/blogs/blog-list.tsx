import { FileText } from "lucide-react";
import { blogCategories } from "#core/taxonomies/blog";
import { type BlogRow, blogResource } from "../data/blogs";
import { publishableColumns, statusFilter } from "../publishable/publishable-columns";
import { PublishableList } from "../publishable/publishable-list";
import { PostTitleCell } from "./translation/post-title-cell";

const DELETE_QUESTION = "Are you sure you want to delete this blog post?";
const columns = publishableColumns<BlogRow>(
  blogResource,
  DELETE_QUESTION,
  [
    { accessorKey: "category", header: "Category" },
    { accessorKey: "author", header: "Author" },
  ],
  (post) => <PostTitleCell post={post} />,
);
const filters = [statusFilter, { column: "category", label: "Category", options: blogCategories.map((c) => ({ value: c, label: c })) }];
const copy = { newLabel: "New Blog Post", description: "Write, publish and manage the articles on the blog." };
const empty = { icon: FileText, text: "Create your first blog post to share insights with your readers." };

/** /admin/blogs: Title (a Hindi post marked so), Category, Author, Status, Date. */
export function Component() {
  return <PublishableList resource={blogResource} {...copy} columns={columns} filters={filters} empty={empty} />;
}
