import * as pageEn from "#core/content/sub-service-page";
import * as pageHi from "#core/content/hi/sub-service-page";
import { useContent } from "@/lib/locale";

export interface PageIndexEntry {
  /** The id of the section on this page. */
  id: string;
  label: string;
}

/**
 * A phone's short cut through a long page: links to its sections, under the hero. Hidden from md
 * up, where the page is short enough to scan and the quote form stays in view beside it.
 */
export function PageIndex({ entries }: { entries: PageIndexEntry[] }) {
  const copy = useContent({ en: pageEn, hi: pageHi }).subServiceCopy;
  return (
    <nav aria-label={copy.index.label} className="border-b bg-secondary px-6 py-3 md:hidden">
      <ul className="flex flex-wrap gap-2">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="inline-flex h-11 items-center rounded-full border border-input bg-background px-4 text-sm font-medium text-slate-800 hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
