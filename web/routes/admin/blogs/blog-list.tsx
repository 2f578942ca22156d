import { FileText } from "lucide-react";
import { blogCategories } from "#core/taxonomies/blog";
import { type BlogRow, blogResource } from "../data/blogs";
import { publishableColumns, statusFilter } from "../publishable/publishable-columns";
import { PublishableList } from "../publishable/publishable-list";

const DELETE_QUESTION = "Are you sure you want to delete this blog post?";
const columns = publishableColumns<BlogRow>(blogResource, DELETE_QUESTION, [
  { accessorKey: "category", header: "Category" },
  { accessorKey: "author", header: "Author" },
]);
const filters = [statusFilter, { column: "category", label: "Category", options: blogCategories.map((c) => ({ value: c, label: c })) }];
const copy = { newLabel: "New Blog Post", description: "Write, publish and manage the articles on the blog." };
const empty = { icon: FileText, text: "Create your first blog post to share insights with your readers." };

/** /admin/blogs: Title, Category, Author, Status, Date. */
export function Component() {
  return <PublishableList resource={blogResource} {...copy} columns={columns} filters={filters} empty={empty} />;
}
