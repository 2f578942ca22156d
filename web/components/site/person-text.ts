import { credentialLabelsHi } from "#core/taxonomies/people";
import { staffText } from "#core/i18n/staff-text";
import type { Locale } from "#core/i18n/locale";
import { useLocale } from "@/lib/locale";
import type { PublicPerson } from "./person-types";

type Shown = ReturnType<typeof staffText>;

/** A team member's words on a page of either language: name, role and bio in Hindi where staff wrote them, else the English (marked). */
export interface PersonText {
  name: Shown;
  role: Shown;
  bio: Shown;
  /** "CA, CS", or "सीए, सीएस" on a Hindi page. */
  credentials: string;
}

type PersonWords = Pick<PublicPerson, "name" | "role" | "bio" | "credentials" | "nameHi" | "roleHi" | "bioHi">;

/** A team member's words in the page's language. */
export const usePersonText = (person: PersonWords): PersonText => personText(useLocale(), person);

/** A team member's words in `locale`. */
export function personText(locale: Locale, person: PersonWords): PersonText {
  // A name needs no language mark: a person's name reads the same in any page's language.
  const name = staffText(locale, person.name, person.nameHi);
  return {
    name: { text: name.text, lang: undefined },
    role: staffText(locale, person.role, person.roleHi),
    bio: staffText(locale, person.bio, person.bioHi),
    credentials: person.credentials.map((credential) => (locale === "hi" ? credentialLabelsHi[credential] : credential)).join(", "),
  };
}
