import { useQuery } from "@tanstack/react-query";
import { FileText, Plus } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { EmptyState } from "../components/empty-state";
import { formatDate } from "../components/format";
import { PageHeader } from "../components/page-header";
import { PublishedBadge, RowActions } from "../components/publication";
import { useLoadFailureToast } from "../components/use-load-failure";
import { blogListQuery, useDeleteBlog, useToggleBlog } from "../data/blogs";

const newPostButton = (
  <Button asChild>
    <Link to="/admin/blogs/new">
      <Plus /> New Blog Post
    </Link>
  </Button>
);

export function Component() {
  const { data: blogs, isPending, isError } = useQuery(blogListQuery);
  const toggle = useToggleBlog();
  const remove = useDeleteBlog();
  useLoadFailureToast(isError, "Failed to load blogs");

  return (
    <>
      <PageHeader title="Blog Posts" description="Write, publish and manage the articles on the blog." actions={newPostButton} />
      {isPending ? (
        <p className="text-muted-foreground">Loading blog posts…</p>
      ) : isError ? (
        <p className="text-muted-foreground">The blog posts could not be loaded.</p>
      ) : blogs.length === 0 ? (
        <EmptyState icon={FileText} title="No Blog Posts Yet" text="Create your first blog post to share insights with your readers." action={newPostButton} />
      ) : (
        <Card>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Title</TableHead>
                <TableHead>Category</TableHead>
                <TableHead>Author</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Date</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {blogs.map((blog) => (
                <TableRow key={blog.id}>
                  <TableCell className="font-medium">{blog.title}</TableCell>
                  <TableCell>{blog.category}</TableCell>
                  <TableCell>{blog.author}</TableCell>
                  <TableCell>
                    <PublishedBadge published={blog.published} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(blog.createdAt)}</TableCell>
                  <TableCell>
                    <RowActions
                      name={blog.title}
                      editTo={`/admin/blogs/edit/${blog.id}`}
                      published={blog.published}
                      onTogglePublished={() => toggle.mutate({ id: blog.id, published: !blog.published })}
                      deleteQuestion="Are you sure you want to delete this blog post?"
                      onDelete={() => remove.mutate(blog.id)}
                      busy={toggle.isPending || remove.isPending}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </>
  );
}
