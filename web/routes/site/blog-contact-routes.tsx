import type { RouteObject } from "react-router-dom";
import type { BlogArticleData } from "../../components/site/blog/blog-types";
import { DocumentView } from "../../components/site/document/document-view";
import { ResourceCards } from "../../components/site/document/resource-cards";
import { blogTopics } from "#core/taxonomies/blog";
import { documents, privacyPolicy } from "#core/content/documents";
import { pageTitle } from "#core/content/site";
import type { RouteHandle } from "../../lib/head";
import { BlogArticlePage, blogArticleLoader } from "./blog-article";
import { BlogListPage, blogListLoader } from "./blog-list";
import { ContactPage } from "./contact";
import { PrivacyPolicyPage, privacyPolicyLoader } from "./privacy-policy";

const handle = (h: RouteHandle) => h;

const BLOG_DESCRIPTION =
  "Practical articles on startup funding, legal compliance, technology and growth for Indian startups and MSMEs, from the consultants at Vriddhi Business Solutions.";

/** The blog, contact and document pages: children of the "site" route, before the catch-all. */
export const blogContactRoutes: RouteObject[] = [
  {
    path: "blog",
    loader: blogListLoader,
    Component: BlogListPage,
    handle: handle({
      head: ({ data }) => {
        const topic = blogTopics.find((t) => t.slug === (data as { topic?: string | null } | undefined)?.topic);
        return {
          title: pageTitle(topic ? `${topic.label} Articles` : "Business Insights"),
          description: BLOG_DESCRIPTION,
        };
      },
    }),
  },
  {
    path: "blog/:slug",
    loader: blogArticleLoader,
    Component: BlogArticlePage,
    handle: handle({
      head: ({ data }) => {
        const post = (data as BlogArticleData | undefined)?.post;
        return post
          ? { title: pageTitle(post.title), description: post.excerpt, type: "article", image: post.imageUrl ?? undefined }
          : { title: pageTitle("Business Insights"), description: BLOG_DESCRIPTION };
      },
    }),
  },
  {
    path: "contact",
    Component: ContactPage,
    handle: handle({
      head: () => ({
        title: pageTitle("Contact Us"),
        description:
          "Contact Vriddhi Business Solutions in Bhopal, Madhya Pradesh: send a message, call, email or WhatsApp our consultants. Open Monday to Saturday, 9:00 AM to 6:00 PM.",
      }),
    }),
  },
  ...documents.map(
    (doc): RouteObject => ({
      path: doc.path.slice(1),
      ...(doc.path === privacyPolicy.path
        ? { loader: privacyPolicyLoader, Component: PrivacyPolicyPage }
        : { element: <DocumentView doc={doc}>{doc.path === "/resources" ? <ResourceCards /> : null}</DocumentView> }),
      handle: handle({ head: () => ({ title: pageTitle(doc.title), description: doc.description }) }),
    }),
  ),
];
