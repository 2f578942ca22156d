import { ArrowRight, Languages } from "@/components/site/icons";
import * as blogPageEn from "#core/content/blog-page";
import * as blogPageHi from "#core/content/hi/blog-page";
import { languageTags, otherLocale, pathIn } from "#core/i18n/locale";
import { useContent, useLocale } from "@/lib/locale";

/**
 * Under the list: the blog in the other language, where it has posts. A plain link to that blog
 * (not the language switch: the two blogs hold different posts), marked with its language.
 */
export function OtherBlogNote({ topic }: { topic?: string | null }) {
  const copy = useContent({ en: blogPageEn, hi: blogPageHi }).blogPageCopy.otherBlog;
  const other = otherLocale(useLocale());
  return (
    <p className="mt-10 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border bg-muted/40 px-5 py-4 text-muted-foreground">
      <Languages className="size-5 shrink-0 text-primary" aria-hidden="true" />
      {copy.text}
      <a
        href={pathIn(other, topic ? `/blog?topic=${encodeURIComponent(topic)}` : "/blog")}
        hrefLang={languageTags[other].hreflang}
        className="inline-flex min-h-11 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline md:min-h-0"
      >
        {copy.link}
        <ArrowRight className="size-4" aria-hidden="true" />
      </a>
    </p>
  );
}
