import type * as v from "valibot";
import { failureText } from "@/lib/api-error";
import { useAttemptKey } from "@/lib/idempotency-key";
import { landingSource } from "@/lib/lead-source";
import { type FormOptions, useForm } from "@/lib/use-form";
import { notify } from "../toasts";

interface SiteFormOptions<S extends v.GenericSchema, V extends object, R extends object>
  extends Pick<FormOptions<S, V, R>, "schema" | "initial" | "toInput" | "onSuccess"> {
  /** Posts the checked data with the attempt's Idempotency-Key header. */
  send: (data: v.InferOutput<S>, headers: Record<string, string>) => Promise<R>;
  /** The toast; an answer with a reference adds it to the description. */
  success: { title: string; description: string };
  /** `fallback` stands in for an outage's details, `offline` (default: fallback) for no answer at all. */
  failure: { title: string; fallback: string; offline?: string };
}

/**
 * Every public form also sends the path of the page it is on and the visit's landing source
 * (referrer, campaign tags); a schema without those fields drops them.
 */
const onThisPage = (input: unknown) => ({ ...(input as object), sourcePage: window.location.pathname, ...landingSource() });

/** The public reference an inquiry's answer names (the newsletter's names none). */
export const referenceOf = (answer: object): string | null =>
  "reference" in answer && typeof answer.reference === "string" ? answer.reference : null;

/** How a visitor is told the reference their inquiry was stored under. */
export const referenceText = (reference: string) => `Your reference is ${reference}.`;

/**
 * A public form: the kit's form state plus the site's submit rules. A retry of an unchanged
 * submission reuses its Idempotency-Key, so a lost response cannot store it twice; an edit or a
 * success starts a new attempt. Both outcomes are toasted. The staff see the page it was sent from.
 */
export function useSiteForm<S extends v.GenericSchema, V extends object, R extends object>(options: SiteFormOptions<S, V, R>) {
  const attempt = useAttemptKey();
  const { failure } = options;
  return useForm({
    schema: options.schema,
    initial: options.initial,
    toInput: (values) => onThisPage(options.toInput ? options.toInput(values) : values),
    onEdit: attempt.finish,
    submit: (data) => options.send(data, attempt.headers()),
    onSuccess: (answer) => {
      attempt.finish();
      const { title, description } = options.success;
      const reference = referenceOf(answer);
      void notify("success", title, { description: reference ? `${description} ${referenceText(reference)}` : description });
      options.onSuccess?.(answer);
    },
    onFailure: (problem) =>
      void notify("error", failure.title, {
        description: problem.status === undefined ? (failure.offline ?? failure.fallback) : failureText(problem, failure.fallback),
      }),
  });
}
