import type { PostSummary } from "./blog-types";
import { PostCard } from "./post-card";

/** "You might also like": up to two articles the API picked (same category first). */
export function RelatedPosts({ posts }: { posts: PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
        You might also like
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
