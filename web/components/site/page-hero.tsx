import type { ReactNode } from "react";
import { clsx } from "clsx";

interface PageHeroProps {
  title: string;
  /** The title's language when it is not the page's (a job's title, as staff wrote it, on a Hindi page). */
  titleLang?: string;
  eyebrow?: string;
  subtitle?: string;
  /** Above the title, e.g. a breadcrumb. */
  before?: ReactNode;
  /** Below the subtitle, before the buttons: what a visitor needs to decide, e.g. a sub-service's fee. */
  lead?: ReactNode;
  /** Below the subtitle, e.g. buttons. */
  children?: ReactNode;
  className?: string;
}

/**
 * The dark opening band of an inner page; the fixed navigation sits transparently over it. Tighter
 * on a phone, so what a visitor needs first (a sub-service's fee among it) is on the first screen.
 */
export function PageHero({ title, titleLang, eyebrow, subtitle, before, lead, children, className }: PageHeroProps) {
  return (
    <section
      className={clsx(
        "relative overflow-hidden bg-gradient-to-br from-slate-950 via-indigo-950 to-primary pt-24 pb-20 text-white sm:pt-32 lg:pt-40 lg:pb-24",
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
        <h1 lang={titleLang} className="max-w-4xl text-3xl font-bold tracking-tight sm:text-5xl lg:text-6xl">{title}</h1>
        {subtitle ? <p className="mt-4 max-w-3xl text-base leading-relaxed text-slate-200 sm:mt-6 sm:text-xl">{subtitle}</p> : null}
        {lead}
        {children ? <div className="mt-10 flex flex-wrap gap-4">{children}</div> : null}
      </div>
    </section>
  );
}
