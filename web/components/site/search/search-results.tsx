import { Link } from "@/components/site/locale-link";
import * as searchPageEn from "#core/content/search-page";
import * as searchPageHi from "#core/content/hi/search-page";
import { useContent, useLocale } from "@/lib/locale";
import { Highlight } from "./highlight";
import type { SearchResultGroup } from "./search-types";

/**
 * The results of one kind (services, articles, …) under their heading. A result in another language
 * than the page's (an English post or opening on the Hindi search) is marked with its own.
 */
export function SearchResults({ group, terms }: { group: SearchResultGroup; terms: string[] }) {
  const { kinds } = useContent({ en: searchPageEn, hi: searchPageHi }).searchPageCopy;
  const locale = useLocale();
  const headingId = `search-group-${group.kind}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="border-b pb-2 text-lg font-semibold text-slate-900">
        {kinds[group.kind]} <span className="font-normal text-muted-foreground">({group.results.length})</span>
      </h2>
      <ul className="divide-y">
        {group.results.map((result) => (
          <li key={result.href} lang={result.lang === locale ? undefined : result.lang} className="py-4">
            <Link
              to={result.href}
              className="text-base font-semibold text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Highlight text={result.title} terms={terms} />
            </Link>
            {result.context ? <p className="mt-0.5 text-xs font-medium tracking-wide text-amber-700 uppercase">{result.context}</p> : null}
            <p className="mt-1 text-sm text-slate-600">
              <Highlight text={result.snippet} terms={terms} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
