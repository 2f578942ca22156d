import type { ReactNode } from "react";
import { Reveal } from "./reveal";

interface CtaPanelProps {
  title: string;
  description: string;
  id: string;
  /** Above the heading, e.g. a badge. */
  before?: ReactNode;
  children: ReactNode;
}

/** The closing call to action of a page. */
export function CtaPanel({ title, description, id, before, children }: CtaPanelProps) {
  return (
    <section aria-labelledby={id} className="py-20">
      <Reveal className="mx-auto max-w-5xl px-6">
        <div className="rounded-2xl bg-gradient-to-br from-slate-950 via-indigo-950 to-primary px-8 py-14 text-center text-white shadow-xl sm:px-14">
          {before}
          <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 mb-8 max-w-2xl text-lg text-slate-200">{description}</p>
          {children}
        </div>
      </Reveal>
    </section>
  );
}
