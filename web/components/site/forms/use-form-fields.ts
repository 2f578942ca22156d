import { type RefObject, useState } from "react";
import type { FieldErrors } from "@/lib/form";

/**
 * The values and field messages of a form. Editing a field drops its message, so the visitor
 * sees it go as soon as they start fixing it.
 */
export function useFormFields<T extends object>(initial: () => T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setField = <K extends keyof T>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field as string]) setErrors(({ [field as string]: _, ...rest }) => rest);
  };

  const clear = () => {
    setValues(initial());
    setErrors({});
  };

  return { values, errors, setErrors, setField, clear };
}

/** Moves focus to the first field the submit found fault with. */
export function focusFirstError(form: RefObject<HTMLFormElement | null>, errors: FieldErrors): void {
  const first = Object.keys(errors)[0];
  if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
