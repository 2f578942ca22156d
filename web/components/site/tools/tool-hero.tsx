import type { ReactNode } from "react";

interface ToolHeroProps {
  title: ReactNode;
  subtitle: string;
  eyebrow?: string;
  /** Above the title: the breadcrumb. */
  before?: ReactNode;
}

/**
 * The dark opening band of the free tools' pages, as PageHero draws it but shorter: a visitor came
 * for the calculator, which should start on the first screen of a laptop.
 */
export function ToolHero({ title, subtitle, eyebrow, before }: ToolHeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-slate-950 via-indigo-950 to-primary pt-24 pb-10 text-white sm:pt-32 sm:pb-14">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-accent/20 blur-3xl" />
      <div className="relative mx-auto max-w-7xl px-6">
        {before}
        {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wider text-amber-300 uppercase">{eyebrow}</p> : null}
        <h1 className="max-w-4xl text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-3xl text-base leading-relaxed text-slate-200 sm:text-lg">{subtitle}</p>
      </div>
    </section>
  );
}
