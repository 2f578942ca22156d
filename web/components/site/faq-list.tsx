import { ChevronDown } from "@/components/site/icons";
import type { Faq } from "#core/content/types";

/** Native disclosure widgets: keyboard, screen-reader and no-JS support come with the platform. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="mt-12 divide-y rounded-lg border bg-card shadow-sm">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <p className="pb-5 leading-relaxed text-muted-foreground">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
