import { shortDate } from "#core/compliance/days";
import type { ComplianceEntry } from "../data/compliance";

/** "31 Jan 2027, extended from 20 Jan 2027", and what extended it; or the statutory date alone. */
export function DueDate({ entry }: { entry: ComplianceEntry }) {
  if (!entry.extension) return <span className="whitespace-nowrap">{shortDate(entry.due)}</span>;
  const { source, sourceUrl } = entry.extension;
  return (
    <span className="block space-y-1">
      <span className="block">
        <span className="font-semibold whitespace-nowrap">{shortDate(entry.due)}</span>, extended from{" "}
        <span className="whitespace-nowrap">{shortDate(entry.dueDate)}</span>
      </span>
      <span className="block text-xs text-muted-foreground">
        {"By "}
        {sourceUrl ? (
          <a href={sourceUrl} target="_blank" rel="noreferrer" className="text-primary underline underline-offset-2">
            {source}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          source
        )}
      </span>
    </span>
  );
}
