import { PersonAvatar } from "../person-avatar";
import type { PublicPerson } from "../person-types";
import { personText } from "../person-text";
import * as blogPageEn from "#core/content/blog-page";
import * as blogPageHi from "#core/content/hi/blog-page";
import { useContent, useLocale } from "@/lib/locale";

/** The post's author field, and the published person it names when it names one. */
export interface ArticleAuthor {
  name: string;
  person?: PublicPerson | null;
}

/** What an article says of its author in the page's language: name, role (with credentials) and bio. */
export interface AuthorText {
  /** A team member's name as the page's language writes it (their Hindi name on a Hindi page, where staff gave one), else the author field. */
  name: string;
  /** "Partner, Tax and Funding · CA, CS" for a team member, the spec's "Content Writer" for anyone else; `lang` marks staff's English on a Hindi page. */
  role: string;
  lang?: "en";
  bio: string;
  bioLang?: "en";
}

/** An author who is nobody on the published team is credited with the spec's role "Content Writer" (in the page's words). */
export function useAuthorText(author: ArticleAuthor): AuthorText {
  const { article } = useContent({ en: blogPageEn, hi: blogPageHi }).blogPageCopy;
  const locale = useLocale();
  if (!author.person) return { name: author.name, role: article.contentWriter, bio: "" };
  const person = personText(locale, author.person);
  const role = person.credentials ? `${person.role.text} · ${person.credentials}` : person.role.text;
  return { name: person.name.text, role, lang: person.role.lang, bio: person.bio.text, bioLang: person.bio.lang };
}

/** The byline under an article's title. */
export function AuthorLine({ author }: { author: ArticleAuthor }) {
  const { name, role, lang } = useAuthorText(author);
  return (
    <div className="flex items-center gap-3">
      {/* A monogram from the English name, as on About: Devanagari's first letters read as a word. */}
      <PersonAvatar name={author.person?.name ?? author.name} photoUrl={author.person?.photoUrl} />
      <div>
        <p className="font-semibold text-foreground">{name}</p>
        <p className="text-sm text-muted-foreground" lang={lang}>
          {role}
        </p>
      </div>
    </div>
  );
}
