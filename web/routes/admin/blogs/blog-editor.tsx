import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { PageHeader } from "../components/page-header";
import { useLoadFailureToast } from "../components/use-load-failure";
import { apiFailure } from "../data/api-failure";
import { blogQuery, ImageUploadError, useSaveBlog } from "../data/blogs";
import { BlogForm } from "./blog-form";

/** /admin/blogs/new and /admin/blogs/edit/:id. */
export function Component() {
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id === undefined ? undefined : Number(params.id);
  const { data: blog, isError } = useQuery({ ...blogQuery(id ?? 0), enabled: id !== undefined });
  const backToList = useCallback(() => navigate("/admin/blogs"), [navigate]);
  useLoadFailureToast(isError, "Failed to load blog post", backToList);

  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const save = useSaveBlog(backToList);

  if (id !== undefined && !blog) return <p className="text-muted-foreground">Loading blog post…</p>;

  return (
    <>
      <PageHeader title={blog ? "Edit Blog Post" : "New Blog Post"} />
      <BlogForm
        key={blog?.id ?? "new"}
        blog={blog}
        saving={save.isPending}
        serverErrors={serverErrors}
        onSubmit={(values, image) => {
          setServerErrors({});
          save.mutate(
            { id, values, image },
            {
              onError: (err) => {
                setServerErrors(apiFailure(err).fieldErrors);
                // The post exists now: continue on it rather than create it twice.
                if (err instanceof ImageUploadError && id === undefined) navigate(`/admin/blogs/edit/${err.blogId}`);
              },
            },
          );
        }}
      />
    </>
  );
}
