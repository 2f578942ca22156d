import type { ReactNode } from "react";
import { languageTags, type Locale } from "#core/i18n/locale";
import { useLocale } from "@/lib/locale";
import type { PublicPerson } from "../person-types";
import { ArticleBody } from "./article-body";
import { ArticleHeader, type ArticleHeading } from "./article-header";
import { AuthorBox } from "./author-box";
import { ARTICLE_HERO_SIZES, PostImage } from "./post-image";

/** What the article shows of a post: its heading, feature image and sanitised HTML body. */
export interface ArticlePost extends ArticleHeading {
  imageUrl: string | null;
  /** What the feature image shows, when staff described it; otherwise it only decorates. */
  imageAlt?: string | null;
  content: string;
  /** The blog the post is in; English when absent (a post being written). */
  language?: Locale;
}

/**
 * A post as the public article page renders it: header, feature image, body and author box. The
 * article page, the admin's preview and a shared preview link's page all render this one component.
 * `person`: the published team member the author field names, whose photo, role and credentials
 * then credit the article. `notice`: shown first in the header (a preview link's banner).
 */
export function ArticleMain({ post, person, notice }: { post: ArticlePost; person?: PublicPerson | null; notice?: ReactNode }) {
  // A post shown on a page in the other language (a Hindi post's preview in the admin) says which it is in.
  const locale = useLocale();
  const language = post.language ?? "en";
  const lang = language === locale ? undefined : languageTags[language].html;
  return (
    <>
      <ArticleHeader post={post} person={person} notice={notice} lang={lang} />
      <div className="mx-auto box-content max-w-3xl px-6 py-12">
        <PostImage src={post.imageUrl} alt={post.imageUrl ? (post.imageAlt ?? "") : ""} sizes={ARTICLE_HERO_SIZES} priority className="aspect-[1200/630] rounded-xl shadow-md" />
        <div className="mt-12" lang={lang}>
          <ArticleBody html={post.content} />
        </div>
        <div className="mt-16">
          <AuthorBox author={{ name: post.author, person }} />
        </div>
      </div>
    </>
  );
}
