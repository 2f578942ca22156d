import { useLocation, useMatches } from "react-router-dom";
import { languageNames, languageTags, otherLocale } from "#core/i18n/locale";
import { useChromeCopy } from "@/lib/chrome";
import { resolveHead, twinPath } from "@/lib/head";
import { useLocale } from "@/lib/locale";
import { cn } from "@/lib/utils";

/**
 * The link to this page in the other language, named in that language ("हिंदी" on an English page,
 * "English" on a Hindi one). A plain link, outside the navigation's list, shown only where the page
 * has a twin: the one its head names for hreflang (web/lib/head.ts), so the two cannot disagree.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const copy = useChromeCopy();
  const twin = twinPath(resolveHead(useMatches(), undefined, locale), useLocation().pathname, locale);
  if (twin === null) return null;
  const target = languageTags[otherLocale(locale)];
  return (
    <a href={twin} hrefLang={target.hreflang} lang={target.html} aria-label={copy.languageSwitch.toOther} className={cn("inline-flex min-h-11 min-w-11 items-center justify-center", className)}>
      {languageNames[otherLocale(locale)]}
    </a>
  );
}
