import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import * as v from "valibot";
import { fieldErrors as schemaFieldErrors } from "#core/schemas/field-errors";
import { type ApiError, apiError, type FieldErrors } from "./api-error";
import { useHydrated } from "./use-hydrated";

type TextEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

export interface FormOptions<S extends v.GenericSchema, V extends object, R = unknown> {
  /** The API's own schema: the form shows exactly the messages the server would send. */
  schema: S;
  initial: V | (() => V);
  /** Messages to show from the start (a form the server refused and rendered again). */
  initialErrors?: FieldErrors;
  /** What the schema checks, when the values are not it as they are (a fee typed as text; a public form adds its fixed and hidden values). */
  toInput?: (values: V) => unknown;
  /** Values that follow from an edit (an editor's slug follows its title). */
  derive?: (next: V, field: keyof V) => V;
  /** After any edit (a public form starts a new submit attempt). */
  onEdit?: () => void;
  /** Sends the checked data; a rejection is read as an API error. */
  submit: (data: v.InferOutput<S>) => Promise<R>;
  /** With what `submit` resolved to (e.g. the reference a public form was stored under). */
  onSuccess?: (result: R) => void;
  /** After the browser-side check failed (field messages are already shown and focused). */
  onInvalid?: (errors: FieldErrors) => void;
  /** After the API refused or could not be reached (its field messages are already shown). */
  onFailure?: (failure: ApiError) => void;
}

/**
 * The one form state of the app: values, field messages (from the schema or the API's
 * `fieldErrors`) that clear as their field is edited, a busy flag, and focus on the first
 * field at fault after a submit.
 */
export function useForm<S extends v.GenericSchema, V extends object, R = unknown>(options: FormOptions<S, V, R>) {
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>(options.initialErrors ?? {});
  const [submitting, setSubmitting] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();

  // The newest values, so that two edits in one event both count.
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);

  const check = (next: V) => v.safeParse(options.schema, options.toInput ? options.toInput(next) : next);

  /**
   * Sets a field. A field showing a message is checked again as it is edited: the message goes
   * once the value is right, or becomes the one that fits it now ("Invalid email address").
   */
  function setField<K extends keyof V>(field: K, value: V[K]) {
    const edited = { ...latest.current, [field]: value };
    const next = options.derive ? options.derive(edited, field) : edited;
    latest.current = next;
    setValues(next);
    options.onEdit?.();
    if (!(field in errors)) return;
    const result = check(next);
    const message = result.success ? undefined : schemaFieldErrors(result.issues)[field as string];
    setErrors(({ [field as string]: _, ...rest }) => (message ? { ...rest, [field as string]: message } : rest));
  }

  /** Props for a text input, textarea or select bound to `field`. */
  const text = <K extends keyof V & string>(field: K) => ({
    name: field,
    value: String(values[field] ?? ""),
    onChange: (e: TextEvent) => setField(field, e.target.value as V[K]),
  });

  function showErrors(next: FieldErrors) {
    setErrors(next);
    // Document order, not the schema's: the visitor lands on the topmost field at fault.
    const first = [...(ref.current?.elements ?? [])].find(
      (el): el is HTMLElement => el instanceof HTMLElement && "name" in el && (el as HTMLInputElement).name in next,
    );
    first?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // The newest values, not this render's: a submit can follow an edit React has not rendered yet
    // (a form's island reads in what was typed, then replays the submit the site script held).
    const result = check(latest.current);
    if (!result.success) {
      const found = schemaFieldErrors(result.issues);
      showErrors(found);
      options.onInvalid?.(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const answer = await options.submit(result.output);
      options.onSuccess?.(answer);
    } catch (err) {
      const failure = apiError(err);
      showErrors(failure.fieldErrors);
      options.onFailure?.(failure);
    } finally {
      setSubmitting(false);
    }
  }

  /** Back to the initial values, or to `to` (a sent form empties even a prefilled field). */
  function reset(to: V | (() => V) = options.initial) {
    setValues(to);
    setErrors({});
  }

  return {
    values,
    errors,
    submitting,
    /** False until the form's script runs (a form then still posts, without JavaScript). */
    hydrated,
    setField,
    text,
    reset,
    /**
     * Spread on the <form>: the browser's own bubbles give way to the schema's messages, and
     * data-hydrated says whether it takes input yet (the browser tests wait for it).
     */
    form: { ref, onSubmit, noValidate: true, "aria-busy": submitting, "data-hydrated": hydrated } as const,
  };
}
