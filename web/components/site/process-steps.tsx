import type { ProcessStep } from "#core/content/sub-service-page";
import { Reveal } from "./reveal";
import { useChromeCopy } from "@/lib/chrome";

/** A numbered, ordered list of the steps of an engagement. */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  const copy = useChromeCopy();
  return (
    <ol className="grid gap-6 sm:grid-cols-2">
      {steps.map((step) => (
        <li key={step.step}>
          <Reveal className="flex h-full gap-4 rounded-lg border bg-card p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
            >
              {step.step}
            </span>
            <div>
              <h3 className="font-semibold text-foreground">
                <span className="sr-only">{copy.step(step.step)}</span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.description}</p>
            </div>
          </Reveal>
        </li>
      ))}
    </ol>
  );
}
