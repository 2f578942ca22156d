import * as documentsEn from "#core/content/documents";
import * as documentsHi from "#core/content/hi/documents";
import { subServicePath } from "#core/content/service-menu";
import * as servicesEn from "#core/content/services";
import * as servicesHi from "#core/content/hi/services";
import * as answersEn from "#core/content/sub-service-answers";
import * as answersHi from "#core/content/hi/sub-service-answers";
import * as subServicesEn from "#core/content/sub-services";
import * as subServicesHi from "#core/content/hi/sub-services";
import * as toolsEn from "#core/content/tools";
import * as toolsHi from "#core/content/hi/tools";
import { searchFold } from "#core/format/search-fold";
import type { Locale } from "#core/i18n/locale";
import type { SearchKind } from "#core/taxonomies/search";
import type { ServiceId } from "#core/taxonomies/services";
import { snippetOf } from "./snippet";
import { termPattern } from "./terms";
import type { SearchResult } from "./types";

/** A page of the typed content as the search reads it: folded (core/format/search-fold.ts) once, when first searched. */
interface ContentEntry extends Omit<SearchResult, "snippet"> {
  kind: SearchKind;
  /** What the result shows when the match is in the title. */
  summary: string;
  texts: string[];
  foldedTitle: string;
  foldedTexts: string[];
}

function entry(fields: Omit<ContentEntry, "foldedTitle" | "foldedTexts">): ContentEntry {
  return { ...fields, foldedTitle: searchFold(fields.title), foldedTexts: fields.texts.map(searchFold) };
}

/** The content modules a language's search reads: the English ones or their Hindi twins (core/content/hi), alike in shape. */
const modules = {
  en: { services: servicesEn, subServices: subServicesEn, answers: answersEn, tools: toolsEn, documents: documentsEn },
  hi: { services: servicesHi, subServices: subServicesHi, answers: answersHi, tools: toolsHi, documents: documentsHi },
};

/**
 * The sub-services (one page under each service line that offers it), the service lines, the free
 * tools and the guides of one language, each with its English path (a Hindi page's links add /hi).
 */
function entriesOf(locale: Locale): ContentEntry[] {
  const { services: { services }, subServices: { subServices }, answers: { subServiceAnswer }, tools: { freeTools }, documents: { documents } } = modules[locale];

  /** What a sub-service page answers (summary, who for, steps, documents or engagement, FAQs), as search text. */
  function answerTexts(serviceId: ServiceId, subServiceId: string): string[] {
    const answer = subServiceAnswer(serviceId, subServiceId);
    if (!answer) return [];
    const extra = answer.kind === "programme" ? answer.engagement : answer.documents;
    return [answer.summary, ...answer.whoFor, ...answer.steps, ...extra, ...answer.faqs.flatMap((faq) => [faq.question, faq.answer])];
  }

  return [
    ...services.flatMap((service) =>
      subServices[service.id].map((sub) =>
        entry({
          kind: "sub-service",
          title: sub.title,
          href: subServicePath(service.id, sub.id),
          context: service.title,
          summary: sub.description,
          texts: [sub.description, ...sub.features, ...answerTexts(service.id, sub.id)],
        }),
      ),
    ),
    ...services.map((service) =>
      entry({
        kind: "service",
        title: service.title,
        href: `/services/${service.id}`,
        context: null,
        summary: service.shortDescription,
        texts: [service.shortDescription, service.description, ...service.benefits, ...service.process],
      }),
    ),
    ...freeTools.map((tool) =>
      entry({ kind: "tool", title: tool.name, href: tool.path, context: null, summary: tool.summary, texts: [tool.summary, tool.description] }),
    ),
    ...documents.map((doc) =>
      entry({
        kind: "guide",
        title: doc.title,
        href: doc.path,
        context: null,
        summary: doc.description,
        texts: [doc.description, doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? [])])],
      }),
    ),
  ];
}

/** Each language's entries, built on its first search: the modules are fixed in a deployment, so once per isolate. */
const built: Partial<Record<Locale, ContentEntry[]>> = {};
const entriesIn = (locale: Locale): ContentEntry[] => (built[locale] ??= entriesOf(locale));

/** The titles of the services, sub-services, tools and guides in `locale`: the site's own words, for "Did you mean". */
export function contentTitles(locale: Locale = "en"): readonly string[] {
  return [...new Set(entriesIn(locale).map((item) => item.title))];
}

/** Ten points for each term in the title, one for each found only in the text; null when a term is missing. */
function score(item: ContentEntry, patterns: RegExp[]): number | null {
  let points = 0;
  for (const pattern of patterns) {
    if (pattern.test(item.foldedTitle)) points += 10;
    else if (item.foldedTexts.some((text) => pattern.test(text))) points += 1;
    else return null;
  }
  return points;
}

/** The text that holds most of the terms the title lacks: the snippet shows why the page matched. */
function bestText(item: ContentEntry, patterns: RegExp[]): string {
  const wanted = patterns.filter((pattern) => !pattern.test(item.foldedTitle));
  if (wanted.length === 0) return item.summary;
  let best = item.summary;
  let bestCount = 0;
  item.foldedTexts.forEach((text, i) => {
    const count = wanted.filter((pattern) => pattern.test(text)).length;
    if (count > bestCount) [best, bestCount] = [item.texts[i], count];
  });
  return best;
}

/**
 * Content pages of `locale` holding every term (folded, as searchTermsOf gives them) at the start
 * of a word, best first (titles before text), each kind in its own list.
 */
export function searchContent(terms: string[], locale: Locale = "en"): Record<"sub-service" | "service" | "tool" | "guide", SearchResult[]> {
  const patterns = terms.map(termPattern);
  const found = entriesIn(locale)
    .map((item) => ({ item, points: score(item, patterns) }))
    .filter((hit): hit is { item: ContentEntry; points: number } => hit.points !== null)
    .sort((a, b) => b.points - a.points);
  const of = (kind: SearchKind) =>
    found
      .filter(({ item }) => item.kind === kind)
      .map(({ item }) => ({ title: item.title, href: item.href, context: item.context, snippet: snippetOf(bestText(item, patterns), terms) }));
  return { "sub-service": of("sub-service"), service: of("service"), tool: of("tool"), guide: of("guide") };
}
