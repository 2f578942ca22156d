import { type LoaderFunctionArgs, useLoaderData } from "react-router-dom";
import type { BlogListData } from "../../components/site/blog/blog-types";
import { BlogHero } from "../../components/site/blog/blog-hero";
import { EmptyTopic } from "../../components/site/blog/empty-topic";
import { NewsletterSection } from "../../components/site/blog/newsletter-section";
import { NewsletterForm } from "../../islands/form-islands";
import { OtherBlogNote } from "../../components/site/blog/other-blog-note";
import { PostCard } from "../../components/site/blog/post-card";
import { ResourcesSection } from "../../components/site/blog/resources-section";
import { TopicFilter } from "../../components/site/blog/topic-filter";
import { blogTopics } from "#core/taxonomies/blog";
import { apiFor } from "../../lib/api-client";
import { pageTitle } from "#core/content/site";
import * as blogEn from "#core/content/blog";
import * as blogHi from "#core/content/hi/blog";
import * as blogPageEn from "#core/content/blog-page";
import * as blogPageHi from "#core/content/hi/blog-page";
import { localeOfPath } from "#core/i18n/locale";
import { inLocale } from "#core/i18n/translated";
import { useContent, useLocale } from "../../lib/locale";
import { routeHandle } from "./route-handle";

/** The published posts of the blog in the page's language, filtered by the API when the URL names a topic. */
export async function blogListLoader({ request, context }: LoaderFunctionArgs): Promise<BlogListData> {
  const url = new URL(request.url);
  const topic = url.searchParams.get("topic") ?? undefined;
  const res = await apiFor(context).api.blogs.$get({ query: { topic, lang: localeOfPath(url.pathname) } });
  if (!res.ok) throw new Response("The articles could not be loaded.", { status: res.status });
  return res.json();
}

export function BlogListPage() {
  const { topic, posts, elsewhere } = useLoaderData() as BlogListData;
  const copy = useContent({ en: blogPageEn, hi: blogPageHi }).blogPageCopy;
  const topicLabel = topic ? copy.topicLabels[topic] : null;
  // The newsletter mails the English blog's posts: it is offered there.
  const newsletter = useLocale() === "en";
  return (
    <>
      <BlogHero />
      <div className="mx-auto max-w-6xl space-y-16 px-6 py-16">
        <section aria-labelledby="blog-articles-heading" className="space-y-8">
          <TopicFilter active={topic} />
          <div>
            <h2 id="blog-articles-heading" className="sr-only">
              {topicLabel ? copy.articlesOn(topicLabel) : copy.latest}
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
            {elsewhere > 0 ? <OtherBlogNote topic={topic} /> : null}
          </div>
        </section>
        <div className="grid gap-12 lg:grid-cols-2">
          <ResourcesSection />
          {newsletter ? (
            <NewsletterSection>
              <NewsletterForm />
            </NewsletterSection>
          ) : null}
        </div>
      </div>
    </>
  );
}

export { blogListLoader as loader, BlogListPage as Component };

export const handle = routeHandle({
  head: ({ data, locale }) => {
    const copy = inLocale({ en: blogPageEn, hi: blogPageHi }, locale).blogPageCopy;
    const topic = blogTopics.find((t) => t.slug === (data as { topic?: string | null } | undefined)?.topic);
    return {
      title: pageTitle(topic ? copy.topicTitle(copy.topicLabels[topic.slug]) : copy.title),
      description: inLocale({ en: blogEn, hi: blogHi }, locale).BLOG_DESCRIPTION,
      feed: true,
    };
  },
});
