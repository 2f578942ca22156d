import { CheckCircle2 } from "@/components/site/icons";
import { useSearchParams } from "react-router-dom";
import { Link } from "@/components/site/locale-link";
import * as outcomesEn from "#core/content/form-outcomes";
import * as outcomesHi from "#core/content/hi/form-outcomes";
import { isPostedFormKind, referenceParam } from "#core/site/posted-form";
import { useContent } from "@/lib/locale";
import { buttonVariants } from "../../ui/button-variants";
import { ReferenceNote, TalkSooner } from "../forms/form-notes";

/**
 * Where a form posted without JavaScript lands once it is stored (303 from the worker): the
 * reference, what happens next, and call or WhatsApp for anything urgent. Only a reference of the
 * site's own shape is shown, so a crafted link cannot put other words on the page.
 */
export function ThankYouView() {
  const [params] = useSearchParams();
  const kind = params.get("form");
  const { formOutcomeCopy, formOutcomes } = useContent({ en: outcomesEn, hi: outcomesHi });
  const outcome = formOutcomes[isPostedFormKind(kind) ? kind : "contact"];
  const reference = referenceParam(params.get("reference"));
  return (
    <section className="px-6 pt-32 pb-20">
      <div className="mx-auto max-w-2xl rounded-lg border border-success/30 bg-success/5 p-8 text-center">
        <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-foreground">{outcome.title}</h1>
        <div className="mt-3 space-y-3 text-muted-foreground">
          <p className="font-medium text-foreground">{outcome.text}</p>
          {reference ? <ReferenceNote reference={reference} /> : null}
          <h2 className="pt-2 text-lg font-semibold text-foreground">{formOutcomeCopy.nextHeading}</h2>
          <p>{outcome.next}</p>
        </div>
        <TalkSooner className="mt-6 space-y-2" />
        <Link className={buttonVariants({ variant: "link", className: "mt-6" })} to={outcome.back.to}>
          {outcome.back.label}
        </Link>
      </div>
    </section>
  );
}
