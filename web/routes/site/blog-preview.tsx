import { data, type LoaderFunctionArgs, useLoaderData } from "react-router-dom";
import { ArticleMain } from "../../components/site/blog/article-main";
import type { BlogPreviewData } from "../../components/site/blog/blog-types";
import { ConsultationCta } from "../../components/site/blog/consultation-cta";
import { ARTICLE_HERO_SIZES } from "../../components/site/blog/post-image";
import { PreviewBanner } from "../../components/site/blog/preview-banner";
import { apiFor } from "../../lib/api-client";
import { pageTitle, site } from "#core/content/site";
import { POST_FALLBACK_IMAGE } from "#core/content/blog";
import { lcpPreload } from "../../lib/responsive-image";
import { RouteError } from "./route-error";
import { routeHandle } from "./route-handle";

/**
 * A post shared through a preview link (worker/previews): draft, scheduled or published, as saved
 * or with the editor's unsaved changes. A link that is tampered with, expired, revoked or of a
 * deleted post is the site's not-found page, a real 404 that names nothing of the post.
 */
export async function blogPreviewLoader({ params, context }: LoaderFunctionArgs): Promise<BlogPreviewData> {
  const res = await apiFor(context).api.previews[":token"].$get({ param: { token: params.token ?? "" } });
  if (res.ok) return res.json();
  if (res.status === 404) throw data(null, { status: 404 });
  throw new Response("The preview could not be loaded.", { status: 500 });
}

export function BlogPreviewPage() {
  const { post, author, expiresAt, published, hasChanges } = useLoaderData() as BlogPreviewData;
  return (
    <article>
      <ArticleMain post={post} person={author} notice={<PreviewBanner expiresAt={expiresAt} published={published} hasChanges={hasChanges} />} />
      <div className="mx-auto max-w-5xl px-6 pb-20">
        <ConsultationCta />
      </div>
    </article>
  );
}

export { blogPreviewLoader as loader, BlogPreviewPage as Component, RouteError as ErrorBoundary };

export const handle = routeHandle({
  // Never indexed, and no structured data: the article is not published in this form. The head
  // keeps its canonical link to this address (web/lib/head.ts always writes one), never to the
  // post's future /blog address.
  head: ({ data }) => {
    const post = (data as BlogPreviewData | undefined)?.post;
    if (!post) return { title: pageTitle("Preview"), description: `A preview of an article shared by ${site.shortName}.`, noindex: true };
    return {
      title: pageTitle(`Preview: ${post.title}`),
      description: post.excerpt,
      type: "article",
      image: post.imageUrl ?? POST_FALLBACK_IMAGE,
      imageAlt: (post.imageUrl && post.imageAlt) || undefined,
      noindex: true,
      preloadImage: lcpPreload(post.imageUrl ?? POST_FALLBACK_IMAGE, ARTICLE_HERO_SIZES),
    };
  },
});
