import { localizedLinksInHtml } from "#core/site/hindi-pages";
import { useLocale } from "@/lib/locale";

/**
 * Typography for an article's stored HTML (headings, paragraphs, lists, links, quotes, tables),
 * written as arbitrary variants because the typography plugin is not part of the build.
 */
export const articleProseClasses =
  "max-w-none text-lg leading-relaxed text-foreground/90 " +
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-tight [&_h2]:tracking-tight [&_h2]:text-foreground " +
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-foreground " +
  "[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-foreground " +
  "[&_p]:my-5 [&_strong]:font-semibold [&_strong]:text-foreground " +
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:opacity-80 " +
  "[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-2 [&_li]:pl-1 [&_li::marker]:text-primary [&_li>p]:my-0 " +
  "[&_blockquote]:my-8 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:bg-muted [&_blockquote]:px-6 [&_blockquote]:py-4 [&_blockquote]:italic " +
  // The editor writes list items and quotes as paragraphs inside them; they keep the spacing of plain text.
  "[&_blockquote>p:first-child]:mt-0 [&_blockquote>p:last-child]:mb-0 " +
  "[&_img]:my-8 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg " +
  "[&_hr]:my-10 [&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base " +
  "[&_table]:my-8 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-base " +
  "[&_th]:border [&_th]:bg-muted [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_td]:border [&_td]:px-3 [&_td]:py-2 " +
  "[&>*:first-child]:mt-0";

/**
 * The article's body. `html` is the post's stored `content`, which the server sanitised when the
 * admin saved it; nothing else may be passed here. On a Hindi article its links to the site lead to
 * the Hindi pages.
 */
export function ArticleBody({ html }: { html: string }) {
  const localized = localizedLinksInHtml(useLocale(), html);
  return <div className={articleProseClasses} dangerouslySetInnerHTML={{ __html: localized }} />;
}
