import type { ChangeEvent, HTMLAttributes, ReactNode } from "react";
import type { FormField as FieldDescription } from "#core/forms/define-form";
import { FormField } from "../../ui/form-field";
import { Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { Textarea } from "../../ui/textarea";
import { OptionsFieldset } from "./options-fieldset";
import { WebsiteHoneypot } from "./website-honeypot";
import { useFormText } from "@/lib/form-text";

/** What a field needs of its form (./use-site-form.ts), over the form's values `V`. */
export interface FieldForm<V extends object> {
  fields: { field: (name: keyof V & string) => FieldDescription };
  values: V;
  errors: Record<string, string>;
  text: (name: keyof V & string) => { name: string; value: string; id: string; onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void };
  fieldId: (name: string) => string;
  setField: (name: never, value: never) => void;
}

interface SiteFieldProps<V extends object> {
  form: FieldForm<V>;
  name: keyof V & string;
  /** Marks the label and has the browser check the field before a post without JavaScript. */
  required?: boolean;
  /** Marks the label only: a post without JavaScript reaches the server, which answers at the field. */
  marked?: boolean;
  hint?: string;
  /** The label, when the form's own copy gives it in the page's language (else the field's, through core/schemas/form-text.ts). */
  label?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  rows?: number;
  /** A file field's accepted types. */
  accept?: string;
  /** A checkbox list's options. */
  options?: string[];
  /** A select's options. */
  children?: ReactNode;
}

/**
 * One field of a public form, rendered from its description (core/forms): the label, the control
 * its input type calls for, bound to the form's state, with the id the error summary links to and
 * the field's message. What the description does not say (placeholder, autocomplete, a hint) the
 * page gives.
 */
export function SiteField<V extends object>({ form, name, required, marked, hint, label: given, options = [], children, ...control }: SiteFieldProps<V>) {
  const text = useFormText();
  const { input } = form.fields.field(name);
  const label = given ?? text(form.fields.field(name).label);
  const error = form.errors[name] && text(form.errors[name]);
  const set = form.setField as (field: string, value: unknown) => void;
  if (input === "honeypot") return <WebsiteHoneypot value={String(form.values[name])} onChange={(value) => set(name, value)} />;
  if (input === "checkbox-list") {
    const selected = form.values[name] as string[];
    return <OptionsFieldset id={form.fieldId(name)} legend={label} options={options} selected={selected} onChange={(next) => set(name, next)} error={error} />;
  }
  return (
    <FormField label={label} required={required || marked} hint={hint} error={error}>
      {input === "textarea" ? (
        <Textarea {...form.text(name)} required={required} {...control} />
      ) : input === "select" ? (
        <Select {...form.text(name)} required={required} {...control}>
          {children}
        </Select>
      ) : input === "file" ? (
        <Input
          id={form.fieldId(name)}
          type="file"
          name={name}
          required={required}
          onChange={(e) => set(name, e.target.files?.[0] ?? null)}
          {...control}
        />
      ) : (
        <Input {...form.text(name)} type={input === "text" ? undefined : input} required={required} {...control} />
      )}
    </FormField>
  );
}
