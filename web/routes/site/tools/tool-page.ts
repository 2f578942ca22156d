import { data, type LoaderFunctionArgs, redirect } from "react-router-dom";
import * as navigationEn from "#core/content/navigation";
import * as navigationHi from "#core/content/hi/navigation";
import { pageTitle } from "#core/content/site";
import * as toolPagesEn from "#core/content/tool-pages";
import * as toolPagesHi from "#core/content/hi/tool-pages";
import * as toolsEn from "#core/content/tools";
import * as toolsHi from "#core/content/hi/tools";
import { TOOLS_PATH, type ToolId, toolServiceLink } from "#core/content/tools";
import { UTM_PARAMETERS } from "#core/schemas/lead-source";
import { localizedHref } from "#core/site/hindi-pages";
import { type Locale, localeOfPath } from "#core/i18n/locale";
import { inLocale } from "#core/i18n/translated";
import type { ParamsResult, Query } from "#core/tools/tool-params";
import type { ToolWords } from "@/components/site/tools/tool-parts";
import type { Head } from "@/lib/head";
import { useContent, useLocale } from "@/lib/locale";

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
  /** The form's values and the sentence of a result, in the page's language. */
  shown: (value: T, canonical: Partial<Record<F, string>>, locale: Locale) => { values: Partial<Record<F, string>>; summary: string };
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
  const { fields, parse, shown } = options;
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    // A Hindi page's address is its Hindi twin's: /hi/tools/….
    const locale = localeOfPath(url.pathname);
    const address = (query: string) => addressWithCampaign(localizedHref(locale, options.path), url, query);
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
    return { outcome: "result", ...shown(result.value, result.canonical, locale), errors: {}, ...extra() } satisfies ToolPageData<F> & D;
  };
}

/** The tool's record in `locale`: its name, description and services' titles in that language. */
const toolIn = (id: ToolId, locale: Locale) => inLocale({ en: toolsEn, hi: toolsHi }, locale).freeTool(id);

/** "Home" in `locale`: the navigation's first link. */
const homeIn = (locale: Locale) => inLocale({ en: navigationEn, hi: navigationHi }, locale).navLinksBeforeServices[0].label;

/**
 * A calculator page's head, in the page's language: its own title and description, and no index
 * for any query (the canonical link names the bare page, the path without its query). The
 * structured data names the page and its trail in the page's language, at its own addresses.
 */
export function toolHead(id: ToolId, title: string, page: ToolPageData<string> | undefined, locale: Locale): Head {
  const tool = toolIn(id, locale);
  const at = (path: string) => localizedHref(locale, path);
  return {
    title: pageTitle(title),
    description: page?.summary ?? tool.description,
    ...(page && page.outcome !== "blank" ? { noindex: true } : {}),
    structuredData: [
      { type: "WebApplication", app: { name: tool.name, description: tool.description, path: at(tool.path) } },
      {
        type: "BreadcrumbList",
        trail: [
          { name: homeIn(locale), path: at("/") },
          { name: inLocale({ en: toolPagesEn, hi: toolPagesHi }, locale).calculatorCopy.breadcrumbTools, path: at(TOOLS_PATH) },
          { name: tool.name, path: at(tool.path) },
        ],
      },
    ],
  };
}

/** The hero's breadcrumb of a tool's page, in the page's language (its links lead to the twins). */
export function useToolTrail() {
  const locale = useLocale();
  return [
    { label: homeIn(locale), to: "/" },
    { label: useContent({ en: toolPagesEn, hi: toolPagesHi }).calculatorCopy.breadcrumbTools, to: TOOLS_PATH },
  ];
}

/** The tool's record in the page's language. */
export const useTool = (id: ToolId) => toolIn(id, useLocale());

/**
 * What a tool's island says in the same places, in the page's language, with its links at the
 * page's addresses: its props carry them, so the island's code holds no content module.
 * `own`: the headings and blank state a tool words its own way (the registration check's).
 */
export function useToolWords(id: ToolId, own: Partial<Pick<ToolWords, "formHeading" | "resultHeading" | "blankResult">> = {}): ToolWords {
  const locale = useLocale();
  const common = useContent({ en: toolPagesEn, hi: toolPagesHi }).calculatorCopy;
  const { TOOL_DISCLAIMER } = useContent({ en: toolsEn, hi: toolsHi });
  const tool = toolIn(id, locale);
  return {
    path: localizedHref(locale, tool.path),
    formHeading: common.formHeading,
    resultHeading: common.resultHeading,
    blankResult: common.blankResult,
    ...own,
    errorSummary: common.errorSummary,
    ctaHeading: common.ctaHeading,
    ctaNote: common.ctaNote,
    disclaimer: TOOL_DISCLAIMER,
    services: tool.services.map((service) => ({ href: localizedHref(locale, toolServiceLink(service)), label: common.quoteFor(service.title) })),
  };
}
