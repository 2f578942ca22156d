import type { SiteView } from "#core/format/site-settings";
import { Reveal } from "./reveal";

export function StatsBand({ figures, label }: { figures: SiteView["statFigures"]; label: string }) {
  return (
    <section aria-label={label} className="bg-primary py-16 text-primary-foreground">
      <Reveal>
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-6 text-center lg:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse gap-2">
              <dt className="text-sm text-indigo-100 sm:text-base">{figure.label}</dt>
              <dd className="text-4xl font-bold text-amber-300 sm:text-5xl">{figure.text}</dd>
            </div>
          ))}
        </dl>
      </Reveal>
    </section>
  );
}
