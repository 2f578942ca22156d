import { useQuery } from "@tanstack/react-query";
import { FileText, Plus } from "lucide-react";
import { Link } from "react-router-dom";
import { formatDate } from "#core/format/date";
import { Button } from "@/components/ui/button";
import { type Column, DataTable } from "../components/data-table";
import { EmptyState } from "../components/empty-state";
import { PageHeader } from "../components/page-header";
import { PublishedBadge, RowActions } from "../components/publication";
import { useLoadFailureToast } from "../components/use-load-failure";
import { type BlogRow, blogListQuery, useDeleteBlog, useToggleBlog } from "../data/blogs";

const newPostButton = (
  <Button asChild>
    <Link to="/admin/blogs/new">
      <Plus /> New Blog Post
    </Link>
  </Button>
);

const columns: Column<BlogRow>[] = [
  { header: "Title", cell: (blog) => blog.title, className: "font-medium" },
  { header: "Category", cell: (blog) => blog.category, secondary: true },
  { header: "Author", cell: (blog) => blog.author, secondary: true },
  { header: "Status", cell: (blog) => <PublishedBadge published={blog.published} /> },
  { header: "Date", cell: (blog) => formatDate(blog.createdAt), className: "whitespace-nowrap", secondary: true },
];

export function Component() {
  const { data: blogs, isError } = useQuery(blogListQuery);
  const toggle = useToggleBlog();
  const remove = useDeleteBlog();
  useLoadFailureToast(isError, "Failed to load blogs");

  return (
    <>
      <PageHeader title="Blog Posts" description="Write, publish and manage the articles on the blog." actions={newPostButton} />
      <DataTable
        noun="blog posts"
        rows={blogs}
        isError={isError}
        columns={columns}
        empty={
          <EmptyState icon={FileText} title="No Blog Posts Yet" text="Create your first blog post to share insights with your readers." action={newPostButton} />
        }
        actions={(blog) => (
          <RowActions
            name={blog.title}
            editTo={`/admin/blogs/edit/${blog.id}`}
            published={blog.published}
            onTogglePublished={() => toggle.mutate({ id: blog.id, published: !blog.published })}
            deleteQuestion="Are you sure you want to delete this blog post?"
            onDelete={() => remove.mutate(blog.id)}
            busy={toggle.isPending || remove.isPending}
          />
        )}
      />
    </>
  );
}
