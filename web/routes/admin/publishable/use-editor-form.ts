import { useRef, useState } from "react";
import { toast } from "sonner";
import type * as v from "valibot";
import { REQUIRED_MESSAGE } from "#core/schemas/common";
import { slugify } from "#core/schemas/slug";
import { useForm } from "@/lib/use-form";

interface EditorValues {
  title: string;
  slug: string;
  published: boolean;
}

interface EditorFormOptions<S extends v.GenericSchema, V extends EditorValues> {
  schema: S;
  initial: V;
  /** What the schema checks, when a value is typed differently (a number in a text box). */
  toInput?: (values: V) => unknown;
  /** Changes the values do not hold (a chosen file), which also count as unsaved. */
  changed?: boolean;
  save: (data: v.InferOutput<S>) => Promise<unknown>;
}

/**
 * The form kit with the editors' rules: every title edit regenerates the slug (spec §5), and a
 * refused save says "Please fill all required fields" when something required is missing. `dirty`
 * and `saving` feed the warning before unsaved changes are left (UnsavedChangesGuard).
 */
export function useEditorForm<S extends v.GenericSchema, V extends EditorValues>({ schema, initial, toInput, changed = false, save }: EditorFormOptions<S, V>) {
  // The values as loaded: an edit typed and then undone leaves nothing unsaved.
  const [loaded] = useState(() => JSON.stringify(initial));
  const saving = useRef(false);
  const form = useForm({
    schema,
    initial,
    toInput,
    derive: (next, field) => (field === "title" ? { ...next, slug: slugify(next.title) } : next),
    onInvalid: (errors) =>
      toast.error(Object.values(errors).includes(REQUIRED_MESSAGE) ? REQUIRED_MESSAGE : "Please correct the highlighted fields."),
    submit: async (data) => {
      saving.current = true;
      try {
        return await save(data);
      } finally {
        saving.current = false;
      }
    },
  });
  return { ...form, dirty: changed || JSON.stringify(form.values) !== loaded, saving };
}
