import { type ChangeEvent, useState } from "react";
import { toast } from "sonner";
import type * as v from "valibot";
import { REQUIRED_MESSAGE } from "#core/schemas/common";
import { type FieldErrors, validateForm } from "@/lib/form";
import { slugify } from "#core/schemas/slug";

type TextEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * State of a blog or job editor: its values, field messages, the spec's slug rule (a title
 * edit always regenerates the slug) and validation with the same schema the API uses.
 */
export function useEditorForm<T extends { title: string; slug: string }>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = <K extends keyof T>(field: K, value: T[K]) =>
    setValues((current) =>
      field === "title" ? { ...current, title: value, slug: slugify(String(value)) } : { ...current, [field]: value },
    );

  /** An onChange handler for a text control bound to `field`. */
  const bind = (field: keyof T & string) => ({
    name: field,
    value: String(values[field] ?? ""),
    onChange: (e: TextEvent) => set(field, e.target.value as T[typeof field]),
  });

  /** The parsed values, or null after showing what is wrong. */
  function validate<S extends v.GenericSchema>(schema: S): v.InferOutput<S> | null {
    const result = validateForm(schema, values);
    if (result.ok) {
      setErrors({});
      return result.data;
    }
    setErrors(result.errors);
    const missing = Object.values(result.errors).includes(REQUIRED_MESSAGE);
    toast.error(missing ? REQUIRED_MESSAGE : "Please correct the highlighted fields.");
    return null;
  }

  return { values, set, bind, errors, validate };
}
