import { PersonAvatar } from "../person-avatar";
import type { PublicPerson } from "../person-types";
import * as blogPageEn from "#core/content/blog-page";
import * as blogPageHi from "#core/content/hi/blog-page";
import { useContent } from "@/lib/locale";
import { useStaffTextLang } from "@/lib/staff-text";

/** An article whose author is nobody on the published team is credited with the role "Content Writer". */
export const AUTHOR_ROLE = "Content Writer";

/** The post's author field, and the published person it names when it names one. */
export interface ArticleAuthor {
  name: string;
  person?: PublicPerson | null;
}

/** "Partner, Tax and Funding · CA, CS" for a team member; the spec's role for anyone else. */
export function authorRole({ person }: ArticleAuthor): string {
  if (!person) return AUTHOR_ROLE;
  return person.credentials.length > 0 ? `${person.role} · ${person.credentials.join(", ")}` : person.role;
}

/**
 * The role the page shows: a team member's own (staff's English, marked so on a Hindi page: `lang`),
 * or the page's word for the spec's "Content Writer".
 */
export function useAuthorRole(author: ArticleAuthor): { role: string; lang?: "en" } {
  const { article } = useContent({ en: blogPageEn, hi: blogPageHi }).blogPageCopy;
  const staffLang = useStaffTextLang();
  return author.person ? { role: authorRole(author), lang: staffLang } : { role: article.contentWriter };
}

/** The byline under an article's title. */
export function AuthorLine({ author }: { author: ArticleAuthor }) {
  const { role, lang } = useAuthorRole(author);
  return (
    <div className="flex items-center gap-3">
      <PersonAvatar name={author.name} photoUrl={author.person?.photoUrl} />
      <div>
        <p className="font-semibold text-foreground">{author.person?.name ?? author.name}</p>
        <p className="text-sm text-muted-foreground" lang={lang}>
          {role}
        </p>
      </div>
    </div>
  );
}
