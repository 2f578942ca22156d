import { documents } from "#core/content/documents";
import { subServicePath } from "#core/content/service-menu";
import { services } from "#core/content/services";
import { subServiceAnswer } from "#core/content/sub-service-answers";
import { subServices } from "#core/content/sub-services";
import { freeTools } from "#core/content/tools";
import type { SearchKind } from "#core/taxonomies/search";
import type { ServiceId } from "#core/taxonomies/services";
import { snippetOf } from "./snippet";
import { termPattern } from "./terms";
import type { SearchResult } from "./types";

/** A page of the typed content as the search reads it: lower-cased once, when the isolate starts. */
interface ContentEntry extends Omit<SearchResult, "snippet"> {
  kind: SearchKind;
  /** What the result shows when the match is in the title. */
  summary: string;
  texts: string[];
  lowerTitle: string;
  lowerTexts: string[];
}

function entry(fields: Omit<ContentEntry, "lowerTitle" | "lowerTexts">): ContentEntry {
  return { ...fields, lowerTitle: fields.title.toLowerCase(), lowerTexts: fields.texts.map((text) => text.toLowerCase()) };
}

/** What a sub-service page answers (summary, who for, steps, documents or engagement, FAQs), as search text. */
function answerTexts(serviceId: ServiceId, subServiceId: string): string[] {
  const answer = subServiceAnswer(serviceId, subServiceId);
  if (!answer) return [];
  const extra = answer.kind === "programme" ? answer.engagement : answer.documents;
  return [answer.summary, ...answer.whoFor, ...answer.steps, ...extra, ...answer.faqs.flatMap((faq) => [faq.question, faq.answer])];
}

/** The sub-services (one page under each service line that offers it), the service lines, the free tools and the guides. */
const entries: ContentEntry[] = [
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

/** The titles of the services, sub-services, tools and guides: the site's own words, for "Did you mean". */
export const contentTitles: readonly string[] = [...new Set(entries.map((item) => item.title))];

/** Ten points for each term in the title, one for each found only in the text; null when a term is missing. */
function score(item: ContentEntry, patterns: RegExp[]): number | null {
  let points = 0;
  for (const pattern of patterns) {
    if (pattern.test(item.lowerTitle)) points += 10;
    else if (item.lowerTexts.some((text) => pattern.test(text))) points += 1;
    else return null;
  }
  return points;
}

/** The text that holds most of the terms the title lacks: the snippet shows why the page matched. */
function bestText(item: ContentEntry, patterns: RegExp[]): string {
  const wanted = patterns.filter((pattern) => !pattern.test(item.lowerTitle));
  if (wanted.length === 0) return item.summary;
  let best = item.summary;
  let bestCount = 0;
  item.lowerTexts.forEach((text, i) => {
    const count = wanted.filter((pattern) => pattern.test(text)).length;
    if (count > bestCount) [best, bestCount] = [item.texts[i], count];
  });
  return best;
}

/**
 * Content pages holding every term at the start of a word, best first (titles before text), each
 * kind in its own list.
 */
export function searchContent(terms: string[]): Record<"sub-service" | "service" | "tool" | "guide", SearchResult[]> {
  const patterns = terms.map(termPattern);
  const found = entries
    .map((item) => ({ item, points: score(item, patterns) }))
    .filter((hit): hit is { item: ContentEntry; points: number } => hit.points !== null)
    .sort((a, b) => b.points - a.points);
  const of = (kind: SearchKind) =>
    found
      .filter(({ item }) => item.kind === kind)
      .map(({ item }) => ({ title: item.title, href: item.href, context: item.context, snippet: snippetOf(bestText(item, patterns), terms) }));
  return { "sub-service": of("sub-service"), service: of("service"), tool: of("tool"), guide: of("guide") };
}
