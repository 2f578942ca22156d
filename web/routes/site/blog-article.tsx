import { type LoaderFunctionArgs, redirect, useLoaderData } from "react-router-dom";
import { ArticleMain } from "../../components/site/blog/article-main";
import type { BlogArticleData } from "../../components/site/blog/blog-types";
import { ConsultationCta } from "../../components/site/blog/consultation-cta";
import { RelatedPosts } from "../../components/site/blog/related-posts";
import { apiFor } from "../../lib/api-client";

/** The article and its related posts; an unknown or unpublished slug goes back to the list. */
export async function blogArticleLoader({ params, context }: LoaderFunctionArgs): Promise<BlogArticleData> {
  const res = await apiFor(context).api.blogs[":slug"].$get({ param: { slug: params.slug ?? "" } });
  if (res.ok) return res.json();
  if (res.status === 404) throw redirect("/blog");
  // Anything else (a 500 the API's error handler answered) shows the route's error page.
  throw new Response("The article could not be loaded.", { status: 500 });
}

export function BlogArticlePage() {
  const { post, related } = useLoaderData() as BlogArticleData;
  return (
    <article>
      <ArticleMain post={post} />
      <div className="mx-auto max-w-5xl space-y-16 px-6 pb-20">
        <RelatedPosts posts={related} />
        <ConsultationCta />
      </div>
    </article>
  );
}
