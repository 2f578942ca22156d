import type { ReactNode } from "react";
import { clsx } from "clsx";

interface PageHeroProps {
  title: string;
  eyebrow?: string;
  subtitle?: string;
  /** Above the title, e.g. a breadcrumb. */
  before?: ReactNode;
  /** Below the subtitle, e.g. buttons. */
  children?: ReactNode;
  /** Below the buttons, e.g. a sub-service's fee. */
  after?: ReactNode;
  className?: string;
}

/** The dark opening band of an inner page; the fixed navigation sits transparently over it. */
export function PageHero({ title, eyebrow, subtitle, before, children, after, className }: PageHeroProps) {
  return (
    <section
      className={clsx(
        "relative overflow-hidden bg-gradient-to-br from-slate-950 via-indigo-950 to-primary pt-32 pb-20 text-white lg:pt-40 lg:pb-24",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-accent/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-6">
        {before}
        {eyebrow ? <p className="mb-4 text-sm font-semibold tracking-wider text-amber-300 uppercase">{eyebrow}</p> : null}
        <h1 className="max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">{title}</h1>
        {subtitle ? <p className="mt-6 max-w-3xl text-lg leading-relaxed text-slate-200 sm:text-xl">{subtitle}</p> : null}
        {children ? <div className="mt-10 flex flex-wrap gap-4">{children}</div> : null}
        {after}
      </div>
    </section>
  );
}
