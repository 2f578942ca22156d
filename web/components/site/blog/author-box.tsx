import { site } from "#core/content/site";
import { PersonAvatar } from "../person-avatar";
import { localizedHref } from "#core/site/hindi-pages";
import * as blogPageEn from "#core/content/blog-page";
import * as blogPageHi from "#core/content/hi/blog-page";
import { useContent, useLocale } from "@/lib/locale";
import { type ArticleAuthor, useAuthorText } from "./author-line";

/**
 * "About the author" at the end of an article: a team member's photo, role, credentials and bio
 * when the author field names a published person. Anyone else gets the spec's Content Writer role
 * and nothing more: no bio is made up for an author the staff have not described in People.
 */
export function AuthorBox({ author }: { author: ArticleAuthor }) {
  const { person } = author;
  const copy = useContent({ en: blogPageEn, hi: blogPageHi }).blogPageCopy.article;
  const { name, role, lang, bio, bioLang } = useAuthorText(author);
  const locale = useLocale();
  return (
    <aside aria-labelledby="author-box-heading" className="flex flex-col gap-4 rounded-xl border bg-muted/40 p-6 sm:flex-row">
      <PersonAvatar name={person?.name ?? author.name} photoUrl={person?.photoUrl} className={person?.photoUrl ? "size-20" : undefined} />
      <div>
        <h2 id="author-box-heading" className="text-lg font-semibold">
          {copy.aboutAuthor(name)}
        </h2>
        <p className="text-sm font-medium text-primary">
          <span lang={lang}>{role}</span>, {site.shortName}
        </p>
        {bio ? (
          <p className="mt-2 text-muted-foreground" lang={bioLang}>
            {bio}
          </p>
        ) : null}
        {person ? (
          <a
            href={localizedHref(locale, `/about#${person.slug}`)}
            className="mt-2 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {copy.meetTeam}
          </a>
        ) : null}
      </div>
    </aside>
  );
}
