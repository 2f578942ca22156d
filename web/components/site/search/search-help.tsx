import { Link } from "@/components/site/locale-link";
import * as searchPageEn from "#core/content/search-page";
import * as searchPageHi from "#core/content/hi/search-page";
import { useContent } from "@/lib/locale";

const useCopy = () => useContent({ en: searchPageEn, hi: searchPageHi }).searchPageCopy;

const linkClass = "font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** Ideas for a search, shown before the first one: a visitor who does not know what to type can start from one. */
export function SearchSuggestions() {
  const { suggestions } = useCopy();
  return (
    <div className="space-y-3">
      <p className="text-slate-700">{suggestions.intro}</p>
      <ul className="flex flex-wrap gap-2">
        {suggestions.queries.map((suggestion) => (
          <li key={suggestion}>
            <Link
              to={`/search?${new URLSearchParams({ q: suggestion })}`}
              className="inline-flex min-h-11 items-center rounded-full border bg-white px-3 py-1 text-sm text-slate-700 md:min-h-0 hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {suggestion}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What to do when nothing matched. */
export function NoResults({ query, suggestion }: { query: string; suggestion?: string | null }) {
  const { noResults: copy } = useCopy();
  const { elsewhere } = copy;
  return (
    <div className="space-y-4 text-slate-700">
      <p className="text-lg font-medium text-slate-900">{copy.title(query)}</p>
      {suggestion ? (
        <p className="text-lg">
          {copy.didYouMean.before}{" "}
          <Link to={`/search?q=${encodeURIComponent(suggestion)}`} className={linkClass}>
            {suggestion}
          </Link>
          {copy.didYouMean.after}
        </p>
      ) : null}
      <ul className="list-disc space-y-1 pl-5">
        {copy.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <p>
        {elsewhere.before}{" "}
        <Link to="/services" className={linkClass}>
          {elsewhere.services}
        </Link>
        ,{" "}
        <Link to="/blog" className={linkClass}>
          {elsewhere.articles}
        </Link>{" "}
        {elsewhere.or}{" "}
        <Link to="/contact" className={linkClass}>
          {elsewhere.ask}
        </Link>
        {elsewhere.after}
      </p>
    </div>
  );
}
