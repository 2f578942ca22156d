import { type LoaderFunctionArgs, redirect, useLoaderData } from "react-router-dom";
import { ArticleMain } from "../../components/site/blog/article-main";
import type { BlogArticleData } from "../../components/site/blog/blog-types";
import { ConsultationCta } from "../../components/site/blog/consultation-cta";
import { ARTICLE_HERO_SIZES } from "../../components/site/blog/post-image";
import { RelatedPosts } from "../../components/site/blog/related-posts";
import { apiFor } from "../../lib/api-client";
import { pageTitle } from "#core/content/site";
import { BLOG_DESCRIPTION, POST_FALLBACK_IMAGE } from "#core/content/blog";
import { lcpPreload } from "../../lib/responsive-image";
import { routeHandle } from "./route-handle";

/** The article and its related posts; an unknown or unpublished slug goes back to the list. */
export async function blogArticleLoader({ params, context }: LoaderFunctionArgs): Promise<BlogArticleData> {
  const res = await apiFor(context).api.blogs[":slug"].$get({ param: { slug: params.slug ?? "" } });
  if (res.ok) return res.json();
  if (res.status === 404) throw redirect("/blog");
  // Anything else (a 500 the API's error handler answered) shows the route's error page.
  throw new Response("The article could not be loaded.", { status: 500 });
}

export function BlogArticlePage() {
  const { post, related, author } = useLoaderData() as BlogArticleData;
  return (
    <article>
      <ArticleMain post={post} person={author} />
      <div className="mx-auto max-w-5xl space-y-16 px-6 pb-20">
        <RelatedPosts posts={related} />
        <ConsultationCta />
      </div>
    </article>
  );
}

export { blogArticleLoader as loader, BlogArticlePage as Component };

export const handle = routeHandle({
  head: ({ data }) => {
    const article = data as BlogArticleData | undefined;
    const post = article?.post;
    if (!post) return { title: pageTitle("Business Insights"), description: BLOG_DESCRIPTION, feed: true };
    const path = `/blog/${encodeURIComponent(post.slug)}`;
    return {
      // The SEO fields staff set, else the title and the excerpt.
      title: post.metaTitle ?? pageTitle(post.title),
      description: post.metaDescription ?? post.excerpt,
      type: "article",
      image: post.imageUrl ?? POST_FALLBACK_IMAGE,
      feed: true,
      preloadImage: lcpPreload(post.imageUrl ?? POST_FALLBACK_IMAGE, ARTICLE_HERO_SIZES),
      structuredData: [
        { type: "BlogPosting", post, fallbackImage: POST_FALLBACK_IMAGE, person: article.author },
        {
          type: "BreadcrumbList",
          trail: [
            { name: "Home", path: "/" },
            { name: "Blog", path: "/blog" },
            { name: post.title, path },
          ],
        },
      ],
    };
  },
});
