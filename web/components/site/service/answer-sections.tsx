import { Clock } from "@/components/site/icons";
import * as answerCopyEn from "#core/content/answers/copy";
import * as answerCopyHi from "#core/content/hi/answers/copy";
import { useContent } from "@/lib/locale";
import { subServiceAnchors as anchors } from "#core/content/sub-service-page";
import { CheckList } from "../check-list";
import { FaqList } from "../faq-list";
import type { SubServiceAnswerData } from "./sub-service-types";

const sectionTitle = "text-2xl font-bold tracking-tight text-foreground sm:text-3xl";
/** A section the in-page index links to stops below the fixed navigation bar. */
const anchored = "scroll-mt-24";

/** Who the service is for, its steps, what to bring (or what the engagement is), the timeline and the FAQs. */
export function AnswerSections({ answer }: { answer: SubServiceAnswerData }) {
  const copy = useContent({ en: answerCopyEn, hi: answerCopyHi }).answerCopy;
  const bring =
    answer.kind === "programme"
      ? { title: copy.engagement, items: answer.engagement, id: undefined }
      : { title: copy.documents, items: answer.documents, id: anchors.documents };
  return (
    <>
      <section aria-labelledby="who-heading">
        <h2 id="who-heading" className={sectionTitle}>
          {copy.whoFor}
        </h2>
        <CheckList items={answer.whoFor} className="mt-6 text-slate-700 sm:grid-cols-1" />
      </section>

      <section id={anchors.steps} aria-labelledby="steps-heading" className={anchored}>
        <h2 id="steps-heading" className={sectionTitle}>
          {copy.steps}
        </h2>
        <ol className="mt-6 space-y-4">
          {answer.steps.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                {index + 1}
              </span>
              <span className="pt-1 leading-relaxed text-slate-700">{step}</span>
            </li>
          ))}
        </ol>
      </section>

      <section id={bring.id} aria-labelledby="bring-heading" className={anchored}>
        <h2 id="bring-heading" className={sectionTitle}>
          {bring.title}
        </h2>
        <ul className="mt-6 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-primary">
          {bring.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="timeline-heading" className="rounded-lg border bg-secondary p-6">
        <h2 id="timeline-heading" className="flex items-center gap-3 text-xl font-bold text-foreground">
          <Clock className="size-5 text-primary" aria-hidden="true" />
          {copy.timeline}
        </h2>
        <p className="mt-3 leading-relaxed text-slate-700">{answer.timeline}</p>
        {answer.timelineBasis ? (
          <p className="mt-2 text-sm text-muted-foreground">
            {copy.timelineBasis}: {answer.timelineBasis}
          </p>
        ) : null}
      </section>

      <section id={anchors.faq} aria-labelledby="faq-heading" className={anchored}>
        <h2 id="faq-heading" className={sectionTitle}>
          {copy.faqs}
        </h2>
        <FaqList faqs={answer.faqs} />
      </section>
    </>
  );
}
