import type * as v from "valibot";
import { failureText } from "@/lib/api-error";
import { useAttemptKey } from "@/lib/idempotency-key";
import { type FormOptions, useForm } from "@/lib/use-form";
import { notify } from "../toasts";

interface SiteFormOptions<S extends v.GenericSchema, V extends object>
  extends Pick<FormOptions<S, V>, "schema" | "initial" | "toInput" | "onSuccess"> {
  /** Posts the checked data with the attempt's Idempotency-Key header. */
  send: (data: v.InferOutput<S>, headers: Record<string, string>) => Promise<unknown>;
  success: { title: string; description: string };
  /** `fallback` stands in for an outage's details, `offline` (default: fallback) for no answer at all. */
  failure: { title: string; fallback: string; offline?: string };
}

/**
 * A public form: the kit's form state plus the site's submit rules. A retry of an unchanged
 * submission reuses its Idempotency-Key, so a lost response cannot store it twice; an edit or a
 * success starts a new attempt. Both outcomes are toasted.
 */
export function useSiteForm<S extends v.GenericSchema, V extends object>(options: SiteFormOptions<S, V>) {
  const attempt = useAttemptKey();
  const { failure } = options;
  return useForm({
    schema: options.schema,
    initial: options.initial,
    toInput: options.toInput,
    onEdit: attempt.finish,
    submit: (data) => options.send(data, attempt.headers()),
    onSuccess: () => {
      attempt.finish();
      void notify("success", options.success.title, { description: options.success.description });
      options.onSuccess?.();
    },
    onFailure: (problem) =>
      void notify("error", failure.title, {
        description: problem.status === undefined ? (failure.offline ?? failure.fallback) : failureText(problem, failure.fallback),
      }),
  });
}
