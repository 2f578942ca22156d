import { Badge } from "@/components/ui/badge";
import type { BlogRow } from "../../data/blogs";

/** A post's title in the admin list, with "Hindi" beside those of the Hindi blog. */
export function PostTitleCell({ post }: { post: BlogRow }) {
  return (
    <span className="flex flex-wrap items-center gap-2 font-medium">
      <span lang={post.language === "hi" ? "hi" : undefined}>{post.title}</span>
      {post.language === "hi" ? <Badge variant="secondary">Hindi</Badge> : null}
    </span>
  );
}
