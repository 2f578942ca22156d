import { type LoaderFunctionArgs, useLoaderData } from "react-router-dom";
import type { BlogListData } from "../../components/site/blog/blog-types";
import { BlogHero } from "../../components/site/blog/blog-hero";
import { EmptyTopic } from "../../components/site/blog/empty-topic";
import { NewsletterSection } from "../../components/site/blog/newsletter-section";
import { PostCard } from "../../components/site/blog/post-card";
import { ResourcesSection } from "../../components/site/blog/resources-section";
import { TopicFilter } from "../../components/site/blog/topic-filter";
import { blogTopics } from "#core/taxonomies/blog";
import { apiFor } from "../../lib/api-client";
import { pageTitle } from "#core/content/site";
import { BLOG_DESCRIPTION } from "#core/content/blog";
import { routeHandle } from "./route-handle";

/** Published posts, filtered by the API when the URL names a topic. */
export async function blogListLoader({ request, context }: LoaderFunctionArgs): Promise<BlogListData> {
  const topic = new URL(request.url).searchParams.get("topic") ?? undefined;
  const res = await apiFor(context).api.blogs.$get({ query: { topic } });
  if (!res.ok) throw new Response("The articles could not be loaded.", { status: res.status });
  return res.json();
}

export function BlogListPage() {
  const { topic, posts } = useLoaderData() as BlogListData;
  const topicLabel = blogTopics.find((t) => t.slug === topic)?.label ?? null;
  return (
    <>
      <BlogHero />
      <div className="mx-auto max-w-6xl space-y-16 px-6 py-16">
        <section aria-labelledby="blog-articles-heading" className="space-y-8">
          <TopicFilter active={topic} />
          <div>
            <h2 id="blog-articles-heading" className="sr-only">
              {topicLabel ? `Articles on ${topicLabel}` : "Latest articles"}
            </h2>
            {posts.length > 0 ? (
              <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
                {posts.map((post) => (
                  <li key={post.slug}>
                    <PostCard post={post} headingLevel="h3" />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyTopic label={topicLabel} />
            )}
          </div>
        </section>
        <div className="grid gap-12 lg:grid-cols-2">
          <ResourcesSection />
          <NewsletterSection />
        </div>
      </div>
    </>
  );
}

export { blogListLoader as loader, BlogListPage as Component };

export const handle = routeHandle({
  head: ({ data }) => {
    const topic = blogTopics.find((t) => t.slug === (data as { topic?: string | null } | undefined)?.topic);
    return {
      title: pageTitle(topic ? `${topic.label} Articles` : "Business Insights"),
      description: BLOG_DESCRIPTION,
      feed: true,
    };
  },
});
