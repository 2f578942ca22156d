import { Link } from "@/components/site/locale-link";

/** Common searches: a visitor who does not know what to type can start from one. */
const SUGGESTIONS = ["GST registration", "DPIIT", "Udyam", "Company valuation", "Business loan", "Income tax"];

const linkClass = "font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** Ideas for a search, shown before the first one. */
export function SearchSuggestions() {
  return (
    <div className="space-y-3">
      <p className="text-slate-700">Find a service, a registration, a guide or an article. People often look for:</p>
      <ul className="flex flex-wrap gap-2">
        {SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <Link
              to={`/search?${new URLSearchParams({ q: suggestion })}`}
              className="inline-block rounded-full border bg-white px-3 py-1 text-sm text-slate-700 hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
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
  return (
    <div className="space-y-4 text-slate-700">
      <p className="text-lg font-medium text-slate-900">Nothing on our site matches “{query}”.</p>
      {suggestion ? (
        <p className="text-lg">
          Did you mean{" "}
          <Link to={`/search?q=${encodeURIComponent(suggestion)}`} className={linkClass}>
            {suggestion}
          </Link>
          ?
        </p>
      ) : null}
      <ul className="list-disc space-y-1 pl-5">
        <li>Check the spelling, or try fewer or shorter words.</li>
        <li>Search for a service by its common name, such as GST, DPIIT or valuation.</li>
      </ul>
      <p>
        You can also{" "}
        <Link to="/services" className={linkClass}>
          browse all our services
        </Link>
        ,{" "}
        <Link to="/blog" className={linkClass}>
          read our articles
        </Link>{" "}
        or{" "}
        <Link to="/contact" className={linkClass}>
          ask us directly
        </Link>
        : we reply within one working day.
      </p>
    </div>
  );
}
