import { Link } from "@/components/site/locale-link";
import { searchKindLabels } from "#core/taxonomies/search";
import { Highlight } from "./highlight";
import type { SearchResultGroup } from "./search-types";

/** The results of one kind (services, articles, …) under their heading. */
export function SearchResults({ group, terms }: { group: SearchResultGroup; terms: string[] }) {
  const headingId = `search-group-${group.kind}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="border-b pb-2 text-lg font-semibold text-slate-900">
        {searchKindLabels[group.kind]} <span className="font-normal text-muted-foreground">({group.results.length})</span>
      </h2>
      <ul className="divide-y">
        {group.results.map((result) => (
          <li key={result.href} className="py-4">
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
