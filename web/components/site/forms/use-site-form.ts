import { useLayoutEffect, useState } from "react";
import type * as v from "valibot";
import type { FormDescription, FormEntries, FormValues, HiddenValues } from "#core/forms/define-form";
import type { PostedFormKind } from "#core/content/form-outcomes";
import { type PostedForm, postedFieldId } from "#core/site/posted-form";
import { failureText } from "@/lib/api-error";
import { hindiFormText } from "#core/schemas/form-text";
import { useAttemptKey } from "@/lib/idempotency-key";
import { usePostedForm } from "@/lib/posted-form";
import { landingSource } from "@/lib/lead-source";
import { usePage } from "@/lib/page-context";
import { noteTypedValues } from "@/lib/typed-values";
import { type FormOptions, useForm } from "@/lib/use-form";
import { notify } from "../toasts";
import { useNextSteps } from "./form-notes";

interface SiteFormOptions<E extends FormEntries, R extends object> extends Pick<FormOptions<FormDescription<E>["schema"], FormValues<E>, R>, "onSuccess"> {
  /** Which form this is, in its hidden `form` field: how the worker reads it when posted without JavaScript. */
  kind: PostedFormKind;
  /** The form's fields (core/forms): its schema, blank values and fixed values. */
  fields: FormDescription<E>;
  /** Values a field starts with instead of blank (a subject the link chose); a refused post's values come first. */
  prefill?: Partial<FormValues<E>>;
  /** The page's values of the form's hidden inputs (the service it is about), rendered and sent with it. */
  hidden?: HiddenValues<E>;
  /** Posts the checked data with the attempt's Idempotency-Key header. */
  send: (data: v.InferOutput<FormDescription<E>["schema"]>, headers: Record<string, string>) => Promise<R>;
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


/**
 * A public form: the kit's form state plus the site's submit rules. A retry of an unchanged
 * submission reuses its Idempotency-Key, so a lost response cannot store it twice; an edit or a
 * success starts a new attempt. Both outcomes are toasted. The staff see the page it was sent from.
 */
export function useSiteForm<E extends FormEntries, R extends object>(options: SiteFormOptions<E, R>) {
  const { fields, hidden = {}, failure } = options;
  const attempt = useAttemptKey();
  const posted = usePostedForm(options.kind);
  // The refusal's summary stays until the form is sent again with JavaScript.
  const [refusalShown, setRefusalShown] = useState(true);
  const { action, locale } = usePage();
  const { reference: referenceWords } = useNextSteps().formNotesCopy;
  const form = useForm({
    schema: fields.schema,
    initial: (): FormValues<E> => ({ ...fields.initial(), ...options.prefill, ...postedValues(fields.initial(), posted) }),
    initialErrors: posted?.fieldErrors,
    toInput: (values) => onThisPage(fields.toInput(values, hidden)),
    onEdit: attempt.finish,
    submit: (data) => {
      setRefusalShown(false);
      return options.send(data, attempt.headers());
    },
    onSuccess: (answer) => {
      attempt.finish();
      const { title, description } = options.success;
      const reference = referenceOf(answer);
      void notify("success", title, { description: reference ? `${description} ${referenceWords.sentence(reference)}` : description });
      options.onSuccess?.(answer);
    },
    onFailure: (problem) =>
      void notify("error", failure.title, {
        // The server words its problems in English: a Hindi page says them in Hindi where it knows them.
        description:
          problem.status === undefined
            ? (failure.offline ?? failure.fallback)
            : locale === "hi"
              ? (hindiFormText(failureText(problem, failure.fallback)) ?? failure.fallback)
              : failureText(problem, failure.fallback),
      }),
  });
  useAdoptTypedValues(form);
  const fieldId = (field: string) => postedFieldId(options.kind, field);
  return {
    ...form,
    fields,
    /** Back to blank values (a sent form empties even a prefilled field). */
    clear: () => form.reset(fields.initial),
    /** The id of a field's control, which the error summary links to. */
    fieldId,
    /** The kit's text props plus the field's id (FormField labels the control by it). */
    text: <K extends keyof FormValues<E> & string>(field: K) => ({ ...form.text(field), id: fieldId(field) }),
    /** The refused post this page answers, if any: its summary is shown above the fields. */
    posted: refusalShown ? posted : null,
    /**
     * Spread on the <form>: without JavaScript it posts to its own page (the worker stores it or
     * shows it again with messages), with JavaScript the kit sends it to the API instead.
     */
    form: { ...form.form, method: "post", action } as const,
    /** The hidden field that names the form to the worker. */
    kindField: { type: "hidden", name: "form", value: options.kind } as const,
    /** The hidden inputs that carry the page's values when the form is posted without JavaScript. */
    hiddenFields: Object.entries(hidden).map(([name, value]) => ({ type: "hidden", name, value: String(value ?? "") }) as const),
  };
}

/** What a refused post showed in the form's fields (text as text, ticked options as a list), over the blank values. */
function postedValues(blank: object, posted: PostedForm | null): Record<string, string | string[]> {
  if (!posted) return {};
  const sameKind = (value: unknown, shown: unknown) => (typeof value === "string" ? typeof shown === "string" : Array.isArray(value) && Array.isArray(shown));
  return Object.fromEntries(Object.entries(blank).flatMap(([name, value]) => (sameKind(value, posted.values[name]) ? [[name, posted.values[name]]] : [])));
}

/**
 * What a visitor typed or ticked before the form's island loaded stays in the fields (React keeps
 * the DOM's values while hydrating) but not in the form's state: read it in once, so the state and
 * the fields agree before the first edit or submit (or the submit the site script held).
 *
 * A layout effect, in the commit that ends the hydration: any render after it (the form turning
 * data-hydrated comes at once) would otherwise write the form's still-blank state into the fields.
 */
function useAdoptTypedValues(form: { form: { ref: { current: HTMLFormElement | null } }; values: object; setField: (field: never, value: never) => void }) {
  useLayoutEffect(() => {
    const element = form.form.ref.current;
    if (!element) return;
    const data = new FormData(element);
    const set = form.setField as (field: string, value: unknown) => void;
    for (const [field, value] of Object.entries(form.values)) {
      if (typeof value === "string") {
        const typed = data.get(field);
        if (typeof typed === "string" && typed !== value) set(field, typed);
      } else if (Array.isArray(value)) {
        const ticked = data.getAll(field).filter((item): item is string => typeof item === "string");
        if (ticked.join("\n") !== value.join("\n")) set(field, ticked);
      } else if (value === null) {
        const file = data.get(field);
        if (file instanceof File && file.size > 0) set(field, file);
      }
    }
    noteTypedValues(element);
    // Once, after hydration: later edits reach the state through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
