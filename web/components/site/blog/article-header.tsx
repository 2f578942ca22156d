import { ArrowLeft, CalendarDays } from "@/components/site/icons";
import type { ReactNode } from "react";
import { Link } from "@/components/site/locale-link";
import * as blogPageEn from "#core/content/blog-page";
import * as blogPageHi from "#core/content/hi/blog-page";
import { useContent } from "@/lib/locale";
import { useDateFormat } from "@/lib/date-format";
import { Badge } from "../../ui/badge";
import type { PublicPerson } from "../person-types";
import { AuthorLine } from "./author-line";
import type { BlogArticleData } from "./blog-types";

/** The fields an article's header shows. */
export type ArticleHeading = Pick<BlogArticleData["post"], "title" | "excerpt" | "category" | "author" | "createdAt">;

/**
 * Category, date, title and byline of an article, clear of the fixed navigation bar; `notice` above
 * them all. `lang`: the post's language, when the page around it is in the other one.
 */
export function ArticleHeader({ post, person, notice, lang }: { post: ArticleHeading; person?: PublicPerson | null; notice?: ReactNode; lang?: string }) {
  const { article, categoryLabels } = useContent({ en: blogPageEn, hi: blogPageHi }).blogPageCopy;
  const date = useDateFormat();
  return (
    <header className="bg-gradient-to-br from-indigo-50 via-white to-amber-50 px-6 pb-12 pt-28 sm:pt-32">
      <div className="mx-auto max-w-3xl">
        {notice}
        <Link
          to="/blog"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline md:min-h-0"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {article.back}
        </Link>
        <div className="mt-6 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <Badge>{categoryLabels[post.category] ?? post.category}</Badge>
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-4" aria-hidden="true" />
            <time dateTime={post.createdAt}>{date(post.createdAt)}</time>
          </span>
        </div>
        <h1 lang={lang} className="mt-4 text-3xl font-bold leading-tight tracking-tight text-foreground sm:text-4xl lg:text-5xl">
          {post.title}
        </h1>
        <p lang={lang} className="mt-4 text-lg text-muted-foreground">
          {post.excerpt}
        </p>
        <div className="mt-8">
          <AuthorLine author={{ name: post.author, person }} />
        </div>
      </div>
    </header>
  );
}
