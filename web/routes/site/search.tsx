import { type LoaderFunctionArgs, useLoaderData } from "react-router-dom";
import { SiteSearchForm } from "../../components/site/site-search-form";
import { NoResults, SearchSuggestions } from "../../components/site/search/search-help";
import { SearchResults } from "../../components/site/search/search-results";
import type { SearchData } from "../../components/site/search/search-types";
import { apiFor } from "../../lib/api-client";
import { pageTitle } from "#core/content/site";
import { shortenedSearchNote } from "#core/schemas/search-text";
import { routeHandle } from "./route-handle";

/** The results for ?q=, found by the API: rendered on the server, so search works without JavaScript. */
export async function searchLoader({ request, context }: LoaderFunctionArgs): Promise<SearchData> {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const res = await apiFor(context).api.search.$get({ query: { q } });
  if (!res.ok) throw new Response("The search could not be completed.", { status: 500 });
  return res.json();
}

function resultCount(data: SearchData): string {
  const count = data.groups.reduce((sum, group) => sum + group.results.length, 0);
  return `${count} ${count === 1 ? "result" : "results"} for “${data.query}”`;
}

export function SearchPage() {
  const data = useLoaderData() as SearchData;
  const searched = data.query.length > 0;
  return (
    <>
      <section className="bg-gradient-to-br from-indigo-50 via-white to-amber-50 px-6 pt-32 pb-10">
        <div className="mx-auto max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Search our site</h1>
          <SiteSearchForm
            key={data.query}
            label="Search again"
            defaultValue={data.query}
            placeholder="Search services, guides and articles"
            className="mt-6"
            inputClassName="h-12 md:text-base"
            buttonClassName="w-12"
          />
          {data.shortened ? (
            <p className="mt-4 text-sm text-muted-foreground" role="status">
              {shortenedSearchNote(data.terms.length > 0 ? data.terms.join(" ") : data.query)}
            </p>
          ) : null}
          {searched && data.groups.length > 0 ? <p className="mt-4 text-sm text-muted-foreground">{resultCount(data)}</p> : null}
        </div>
      </section>
      <div className="mx-auto max-w-3xl space-y-10 px-6 py-12">
        {!searched ? (
          <SearchSuggestions />
        ) : data.groups.length === 0 ? (
          <NoResults query={data.query} suggestion={data.suggestion} />
        ) : (
          data.groups.map((group) => <SearchResults key={group.kind} group={group} terms={data.terms} />)
        )}
      </div>
    </>
  );
}

export { searchLoader as loader, SearchPage as Component };

export const handle = routeHandle({
  head: ({ data }) => {
    const query = (data as SearchData | undefined)?.query;
    return {
      title: pageTitle(query ? `Search results for “${query}”` : "Search"),
      description: "Search the services, guides, articles and openings of Vriddhi Business Solutions.",
    };
  },
});
