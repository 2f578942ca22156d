import { languageNames, type Locale, locales } from "#core/i18n/locale";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { useTranslatablePosts } from "../../data/blogs";

interface LanguageFieldsProps {
  language: Locale;
  translationOf: number | null;
  errors: { language?: string; translationOf?: string };
  onLanguage: (language: Locale) => void;
  onTranslationOf: (id: number | null) => void;
  /** The post's id once saved: its own original stays among the choices. */
  postId?: number;
}

/** Which blog a post is in and, for a Hindi post, the English post it translates (none: it stands alone). */
export function LanguageFields({ language, translationOf, errors, onLanguage, onTranslationOf, postId }: LanguageFieldsProps) {
  const hindi = language === "hi";
  const originals = useTranslatablePosts(postId, hindi);
  return (
    <>
      <FormField label="Language" error={errors.language} hint="English posts appear on /blog, Hindi ones on /hi/blog.">
        <Select
          name="language"
          value={language}
          onChange={(event) => {
            const next = event.target.value as Locale;
            onLanguage(next);
            if (next === "en") onTranslationOf(null);
          }}
        >
          {locales.map((locale) => (
            <option key={locale} value={locale}>
              {locale === "en" ? languageNames.en : `Hindi (${languageNames.hi})`}
            </option>
          ))}
        </Select>
      </FormField>
      {hindi ? (
        <FormField label="Translation of" error={errors.translationOf} hint="The English post this one translates: the two pages link to each other.">
          <Select name="translationOf" value={translationOf ?? ""} onChange={(event) => onTranslationOf(event.target.value ? Number(event.target.value) : null)}>
            <option value="">None: a Hindi post of its own</option>
            {originals.map((post) => (
              <option key={post.id} value={post.id}>
                {post.title}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
    </>
  );
}
