import { data, type LoaderFunctionArgs, redirect } from "react-router-dom";
import { pageTitle } from "#core/content/site";
import { TOOLS_PATH, type FreeTool } from "#core/content/tools";
import { UTM_PARAMETERS } from "#core/format/lead-source";
import { calculatorCopy } from "#core/content/tool-pages";
import type { ParamsResult, Query } from "#core/tools/tool-params";
import type { Head } from "@/lib/head";

/**
 * A calculator's page is a GET form to itself: its address is its input. The loader reads the
 * query with the tool's parser (core/tools/tool-params.ts), the same the island runs, and answers:
 *
 * - no query: the empty form (200, the page the sitemap lists);
 * - the figures, written one way (the parser's canonical query): the result (200, not indexed);
 * - figures written any other way (grouped amounts, unknown or repeated parameters, another
 *   path's spelling): a 302 to the canonical address, so the page cache only ever keys a result by
 *   one URL (worker/page-cache keys pages by path and query); campaign tags (utm_source…) are kept
 *   after it, so the landing page still records them for the lead;
 * - figures with mistakes: the form with a message under each, as typed, answered 422, which the
 *   page cache never stores (it keeps 200s only).
 */
export interface ToolPageData<F extends string> {
  outcome: "blank" | "result" | "invalid";
  /** What the form shows: the result's figures (the amount grouped the Indian way), or the text as typed. */
  values: Partial<Record<F, string>>;
  errors: Partial<Record<F, string>>;
  /** The result in a sentence: a shared result's description. */
  summary?: string;
}

/** Each parameter's first value, as a form sends it once. */
export function firstValues(params: URLSearchParams): Query {
  const first = new Map<string, string>();
  for (const [name, value] of params) if (!first.has(name)) first.set(name, value);
  return Object.fromEntries(first);
}

interface ToolLoaderOptions<T, F extends string> {
  path: string;
  fields: readonly F[];
  parse: (query: Query) => ParamsResult<T, F>;
  /** The form's values and the sentence of a result. */
  shown: (value: T, canonical: Partial<Record<F, string>>) => { values: Partial<Record<F, string>>; summary: string };
}

/** The campaign tags a lead records: kept through every redirect, so a quote sent from a tool still says which campaign brought it. */
const CAMPAIGN_TAGS: readonly string[] = Object.values(UTM_PARAMETERS);

/**
 * The address a tool's page is answered at for a URL: the page's own query (`query`, canonical),
 * then the campaign tags the URL carried, each once.
 */
export function addressWithCampaign(path: string, url: URL, query: string): string {
  const campaign = new URLSearchParams(Object.entries(firstValues(url.searchParams)).filter(([name]) => CAMPAIGN_TAGS.includes(name)) as [string, string][]);
  const full = [query, campaign.toString()].filter(Boolean).join("&");
  return full ? `${path}?${full}` : path;
}

export function toolLoader<T, F extends string, D extends object = object>(options: ToolLoaderOptions<T, F>, extra: () => D = () => ({}) as D) {
  const { path, fields, parse, shown } = options;
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const address = (query: string) => addressWithCampaign(path, url, query);
    const asked = `${url.pathname}${url.search}`;
    if (!fields.some((field) => url.searchParams.has(field))) {
      // Nothing the tool reads (a campaign tag alone, a trailing slash): the bare page.
      if (asked !== address("")) throw redirect(address(""));
      return { outcome: "blank", values: {}, errors: {}, ...extra() } satisfies ToolPageData<F> & D;
    }
    const result = parse(firstValues(url.searchParams));
    if (!result.ok) {
      return data({ outcome: "invalid", values: result.values, errors: result.errors, ...extra() } satisfies ToolPageData<F> & D, { status: 422 });
    }
    const canonical = new URLSearchParams(result.canonical as Record<string, string>).toString();
    if (asked !== address(canonical)) throw redirect(address(canonical));
    return { outcome: "result", ...shown(result.value, result.canonical), errors: {}, ...extra() } satisfies ToolPageData<F> & D;
  };
}

/** A calculator page's head: its own title and description, the bare page as canonical, and no index for any query. */
export function toolHead(tool: FreeTool, title: string, page: ToolPageData<string> | undefined): Head {
  return {
    title: pageTitle(title),
    description: page?.summary ?? tool.description,
    canonicalPath: tool.path,
    ...(page && page.outcome !== "blank" ? { noindex: true } : {}),
    structuredData: [
      { type: "WebApplication", app: { name: tool.name, description: tool.description, path: tool.path } },
      {
        type: "BreadcrumbList",
        trail: [
          { name: "Home", path: "/" },
          { name: calculatorCopy.breadcrumbTools, path: TOOLS_PATH },
          { name: tool.name, path: tool.path },
        ],
      },
    ],
  };
}

/** The hero's breadcrumb of a calculator page. */
export const toolTrail = [
  { label: "Home", to: "/" },
  { label: calculatorCopy.breadcrumbTools, to: TOOLS_PATH },
];
