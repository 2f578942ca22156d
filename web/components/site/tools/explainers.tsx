import type { ExplainerSection } from "#core/content/tool-pages";

/** The short explanations under a calculator: a card each, side by side on a wide screen. */
export function Explainers({ id, heading, sections }: { id: string; heading: string; sections: readonly ExplainerSection[] }) {
  return (
    <section aria-labelledby={id} className="py-16">
      <div className="mx-auto max-w-7xl px-6">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          {heading}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {sections.map((section) => (
            <article key={section.heading} className="rounded-xl border bg-card p-6">
              <h3 className="text-lg font-semibold text-foreground">{section.heading}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                  {paragraph}
                </p>
              ))}
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
