import type { TimelineEntry } from "#core/content/types";
import { Reveal } from "./reveal";

export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="relative mt-12 space-y-10 border-l-2 border-primary/20 pl-8">
      {entries.map((entry) => (
        <li key={`${entry.year}-${entry.title}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[2.6rem] size-5 rounded-full border-4 border-white bg-accent shadow"
          />
          <Reveal>
            <p className="text-sm font-bold text-amber-700">{entry.year}</p>
            <h3 className="mt-1 text-xl font-semibold text-foreground">{entry.title}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{entry.description}</p>
          </Reveal>
        </li>
      ))}
    </ol>
  );
}
