import { type LoaderFunctionArgs, useLoaderData } from "react-router-dom";
import { SiteSearchForm } from "../../components/site/site-search-form";
import { NoResults, SearchSuggestions } from "../../components/site/search/search-help";
import { SearchResults } from "../../components/site/search/search-results";
import type { SearchData } from "../../components/site/search/search-types";
import { apiFor } from "../../lib/api-client";
import { pageTitle } from "#core/content/site";
import * as searchPageEn from "#core/content/search-page";
import * as searchPageHi from "#core/content/hi/search-page";
import { localeOfPath } from "#core/i18n/locale";
import { inLocale } from "#core/i18n/translated";
import { useContent } from "@/lib/locale";
import { routeHandle } from "./route-handle";

/**
 * The results for ?q=, found by the API over the content in the page's language (?lang=hi on
 * /hi/search): rendered on the server, so search works without JavaScript.
 */
export async function searchLoader({ request, context }: LoaderFunctionArgs): Promise<SearchData> {
  const url = new URL(request.url);
  const q = url.searchParams.get("q") ?? "";
  const res = await apiFor(context).api.search.$get({ query: { q, lang: localeOfPath(url.pathname) } });
  if (!res.ok) throw new Response("The search could not be completed.", { status: 500 });
  return res.json();
}

const resultTotal = (data: SearchData) => data.groups.reduce((sum, group) => sum + group.results.length, 0);

export function SearchPage() {
  const data = useLoaderData() as SearchData;
  const copy = useContent({ en: searchPageEn, hi: searchPageHi }).searchPageCopy;
  const searched = data.query.length > 0;
  return (
    <>
      <section className="bg-gradient-to-br from-indigo-50 via-white to-amber-50 px-6 pt-32 pb-10">
        <div className="mx-auto max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{copy.heading}</h1>
          <SiteSearchForm
            key={data.query}
            label={copy.searchAgain}
            defaultValue={data.query}
            placeholder={copy.placeholder}
            className="mt-6"
            inputClassName="h-12 md:text-base"
            buttonClassName="w-12"
          />
          {data.shortened ? (
            <p className="mt-4 text-sm text-muted-foreground" role="status">
              {copy.shortened(data.terms.length > 0 ? data.terms.join(" ") : data.query)}
            </p>
          ) : null}
          {searched && data.groups.length > 0 ? <p className="mt-4 text-sm text-muted-foreground">{copy.resultCount(resultTotal(data), data.query)}</p> : null}
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
  head: ({ data, locale }) => {
    const copy = inLocale({ en: searchPageEn, hi: searchPageHi }, locale).searchPageCopy.head;
    const query = (data as SearchData | undefined)?.query;
    return { title: pageTitle(query ? copy.resultsTitle(query) : copy.title), description: copy.description };
  },
});
