import type { LucideIcon } from "lucide-react";
import type { ApproachStep } from "#core/content/services-page";
import { Reveal } from "./reveal";

/** The steps of the consultative approach, each with the icon the page maps its name to. */
export function ApproachSteps<N extends string>({ steps, icons }: { steps: readonly (ApproachStep & { icon: N })[]; icons: Record<N, LucideIcon> }) {
  return (
    <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step) => {
        const Icon: LucideIcon = icons[step.icon];
        return (
        <li key={step.step}>
          <Reveal className="relative h-full rounded-lg border bg-card p-6 shadow-sm">
            {/* A watermark, not text: drawn by CSS, so neither screen readers nor contrast checks take it for content. */}
            <span
              aria-hidden="true"
              data-step={step.step}
              className="absolute top-4 right-5 text-4xl font-bold text-primary/10 before:content-[attr(data-step)]"
            />
            <span className="flex size-12 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-foreground">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.description}</p>
          </Reveal>
        </li>
        );
      })}
    </ol>
  );
}
