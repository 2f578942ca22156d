import type { PostSummary } from "./blog-types";
import { PostCard } from "./post-card";
import * as blogPageEn from "#core/content/blog-page";
import * as blogPageHi from "#core/content/hi/blog-page";
import { useContent } from "@/lib/locale";

/** "You might also like": up to two articles the API picked (same category first). */
export function RelatedPosts({ posts }: { posts: PostSummary[] }) {
  const copy = useContent({ en: blogPageEn, hi: blogPageHi }).blogPageCopy.article;
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
        {copy.related}
      </h2>
      <ul className="mt-6 grid gap-8 sm:grid-cols-2">
        {posts.slice(0, 2).map((post) => (
          <li key={post.slug}>
            <PostCard post={post} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
