import { type LoaderFunctionArgs, redirect, useLoaderData } from "react-router-dom";
import { ArticleMain } from "../../components/site/blog/article-main";
import type { BlogArticleData } from "../../components/site/blog/blog-types";
import { ConsultationCta } from "../../components/site/blog/consultation-cta";
import { ARTICLE_HERO_SIZES } from "../../components/site/blog/post-image";
import { RelatedPosts } from "../../components/site/blog/related-posts";
import { apiFor } from "../../lib/api-client";
import { pageTitle } from "#core/content/site";
import * as blogEn from "#core/content/blog";
import * as blogHi from "#core/content/hi/blog";
import { POST_FALLBACK_IMAGE } from "#core/content/blog";
import * as blogPageEn from "#core/content/blog-page";
import * as blogPageHi from "#core/content/hi/blog-page";
import * as navigationEn from "#core/content/navigation";
import * as navigationHi from "#core/content/hi/navigation";
import { postPath } from "#core/format/post-path";
import { localeOfPath, pathIn } from "#core/i18n/locale";
import { inLocale } from "#core/i18n/translated";
import { lcpPreload } from "../../lib/responsive-image";
import { routeHandle } from "./route-handle";

/**
 * The article of the blog in the page's language, its related posts and its twin; an unknown or
 * unpublished slug goes back to that blog's list.
 */
export async function blogArticleLoader({ params, context, request }: LoaderFunctionArgs): Promise<BlogArticleData> {
  const lang = localeOfPath(new URL(request.url).pathname);
  const res = await apiFor(context).api.blogs[":slug"].$get({ param: { slug: params.slug ?? "" }, query: { lang } });
  if (res.ok) return res.json();
  if (res.status === 404) throw redirect(pathIn(lang, "/blog"));
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
  head: ({ data, locale }) => {
    const article = data as BlogArticleData | undefined;
    const post = article?.post;
    const copy = inLocale({ en: blogPageEn, hi: blogPageHi }, locale).blogPageCopy;
    const { BLOG_DESCRIPTION } = inLocale({ en: blogEn, hi: blogHi }, locale);
    if (!post) return { title: pageTitle(copy.title), description: BLOG_DESCRIPTION, feed: true };
    const path = postPath(post);
    const nav = inLocale({ en: navigationEn, hi: navigationHi }, locale);
    return {
      // A post's twin is its translation (or its original), when that is published.
      twin: article.twin ? postPath(article.twin) : null,
      // The SEO fields staff set, else the title and the excerpt.
      title: post.metaTitle ?? pageTitle(post.title),
      description: post.metaDescription ?? post.excerpt,
      type: "article",
      image: post.imageUrl ?? POST_FALLBACK_IMAGE,
      imageAlt: (post.imageUrl && post.imageAlt) || undefined,
      feed: true,
      preloadImage: lcpPreload(post.imageUrl ?? POST_FALLBACK_IMAGE, ARTICLE_HERO_SIZES),
      structuredData: [
        { type: "BlogPosting", post, fallbackImage: POST_FALLBACK_IMAGE, person: article.author },
        {
          type: "BreadcrumbList",
          trail: [
            { name: nav.navLinksBeforeServices[0].label, path: pathIn(locale, "/") },
            { name: nav.navLinksAfterServices[0].label, path: pathIn(locale, "/blog") },
            { name: post.title, path },
          ],
        },
      ],
    };
  },
});
