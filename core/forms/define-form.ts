import * as v from "valibot";

/**
 * A form's fields written once. Each entry of a form is one of three things:
 * - a field the visitor fills (or the page posts as a hidden input): its input type, label, rule
 *   and initial value; it is read from a posted body and rendered by the React form;
 * - a fixed value the form always sends (an inquiry's `type`), checked as a literal;
 * - a bare valibot rule: a value neither typed nor posted by the form itself but added by the page's
 *   script or the server (the page's path, the landing source), so the API checks it too.
 * From them follow the API's object schema (entries in the order written, which is the order of
 * its messages), the initial values, and the reader of a form posted without JavaScript.
 */

export type FieldInput = "text" | "email" | "tel" | "textarea" | "select" | "checkbox-list" | "file" | "hidden" | "honeypot";

/** What a field holds in the browser: ticked options for a checkbox list, the chosen file (or none), text otherwise. */
export type FieldValue<Input extends FieldInput> = Input extends "checkbox-list" ? string[] : Input extends "file" ? File | null : string;

export interface FormField<Input extends FieldInput = FieldInput, Rule extends v.GenericSchema = v.GenericSchema> {
  readonly kind: "field";
  readonly input: Input;
  /** What the visitor reads beside the control ("" for hidden inputs and the honeypot). */
  readonly label: string;
  readonly rule: Rule;
  readonly initial: FieldValue<Input>;
}

export interface FixedValue<Value extends string = string> {
  readonly kind: "fixed";
  readonly value: Value;
}

type Entry = FormField | FixedValue | v.GenericSchema;
export type FormEntries = Record<string, Entry>;

const blank = (input: FieldInput) => (input === "checkbox-list" ? [] : input === "file" ? null : "");

/** A field of `input` type labelled `label`, checked by `rule`; it starts blank (no text, no option, no file). */
export function field<Input extends FieldInput, Rule extends v.GenericSchema>(input: Input, label: string, rule: Rule): FormField<Input, Rule> {
  return { kind: "field", input, label, rule, initial: blank(input) as FieldValue<Input> };
}

/** The value a form always sends under this name (an inquiry's `type`). */
export const fixed = <const Value extends string>(value: Value): FixedValue<Value> => ({ kind: "fixed", value });

/** The field every public form carries and people never see; bots fill it in. */
export const honeypot = <Rule extends v.GenericSchema>(rule: Rule) => field("honeypot", "", rule);

const isField = (entry: Entry): entry is FormField => "kind" in entry && entry.kind === "field";
const isFixed = (entry: Entry): entry is FixedValue => "kind" in entry && entry.kind === "fixed";

type RuleOf<E> = E extends FormField<FieldInput, infer Rule> ? Rule : E extends FixedValue<infer Value> ? v.LiteralSchema<Value, undefined> : E;
type SchemaEntries<E extends FormEntries> = { [K in keyof E]: RuleOf<E[K]> };
type FieldNames<E extends FormEntries> = { [K in keyof E]: E[K] extends FormField ? K : never }[keyof E] & string;
type HiddenNames<E extends FormEntries> = { [K in keyof E]: E[K] extends FormField<"hidden"> ? K : never }[keyof E] & string;
type EditedNames<E extends FormEntries> = Exclude<FieldNames<E>, HiddenNames<E>>;
type FixedNames<E extends FormEntries> = { [K in keyof E]: E[K] extends FixedValue ? K : never }[keyof E] & string;

/** The values a form's state holds: one per field the visitor edits (the honeypot included). */
export type FormValues<E extends FormEntries> = { [K in EditedNames<E>]: E[K] extends FormField<infer Input> ? FieldValue<Input> : never };
/** The hidden inputs' values, which the page writes (the service a form is about); "" when not given. */
export type HiddenValues<E extends FormEntries> = { [K in HiddenNames<E>]?: string };
/** The fixed values a form sends with its fields. */
export type FixedValues<E extends FormEntries> = { [K in FixedNames<E>]: E[K] extends FixedValue<infer Value> ? Value : never };

/** A body as Hono's `parseBody({ all: true })` reads it: a repeated name is a list. */
export type PostedBody = Record<string, string | File | (string | File)[]>;

const firstOf = (value: PostedBody[string] | undefined) => (Array.isArray(value) ? value[0] : value);

/** One field's value read from a posted body; undefined leaves it out, so the rule's default (or message) applies. */
function readField(input: FieldInput, value: PostedBody[string] | undefined): unknown {
  if (input === "checkbox-list") return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((item) => typeof item === "string");
  const one = firstOf(value);
  // No file chosen arrives as an empty one; left out, the rule asks for the file.
  if (input === "file") return one instanceof File && one.size > 0 ? one : undefined;
  return typeof one === "string" ? one : "";
}

export interface FormDescription<E extends FormEntries> {
  readonly entries: E;
  /** The API's schema: what the JSON endpoint validates, and the browser before it sends. */
  readonly schema: v.ObjectSchema<SchemaEntries<E>, undefined>;
  /** A fresh copy of the initial values of the fields the visitor edits. */
  initial: () => FormValues<E>;
  readonly fixed: FixedValues<E>;
  /** The names of the fields, in order (hidden inputs included). */
  readonly fields: readonly FieldNames<E>[];
  /**
   * What the API receives from a form in the browser: the visitor's values, the page's hidden
   * values ("" when not given) and the fixed ones. A file field with no file chosen is left out, so
   * its rule asks for one.
   */
  toInput: (values: FormValues<E>, hidden?: HiddenValues<E>) => Record<string, unknown>;
  /** A field's description, by name. */
  field: <K extends FieldNames<E>>(name: K) => E[K];
  /**
   * What a form posted without JavaScript sent: every field (text as a string, a checkbox list as
   * its ticked strings, a file when one was chosen) and the fixed values. Names the form does not
   * declare are ignored, and so are the added rules: the page's script is not there to add them.
   */
  readPosted: (body: PostedBody) => Record<string, unknown>;
  /**
   * What a refused post shows again: what the visitor typed or ticked. Never a file (the browser
   * does not send one back), the honeypot, or a hidden input (the page writes those itself).
   */
  shownAgain: (input: Record<string, unknown>) => Record<string, string | string[]>;
}

const SHOWN_AGAIN: ReadonlySet<FieldInput> = new Set(["text", "email", "tel", "textarea", "select", "checkbox-list"]);

export function defineForm<const E extends FormEntries>(entries: E): FormDescription<E> {
  const named = Object.entries(entries);
  const fieldEntries = named.filter((pair): pair is [string, FormField] => isField(pair[1]));
  const fixedEntries = named.filter((pair): pair is [string, FixedValue] => isFixed(pair[1]));
  const rules = Object.fromEntries(
    named.map(([name, entry]) => [name, isField(entry) ? entry.rule : isFixed(entry) ? v.literal(entry.value) : entry]),
  ) as SchemaEntries<E>;
  const fixedValues = Object.fromEntries(fixedEntries.map(([name, entry]) => [name, entry.value])) as FixedValues<E>;
  const copy = (value: FieldValue<FieldInput>) => (Array.isArray(value) ? [...value] : value);
  const hiddenBlanks = Object.fromEntries(fieldEntries.filter(([, entry]) => entry.input === "hidden").map(([name]) => [name, ""]));
  return {
    entries,
    schema: v.object(rules),
    initial: () =>
      Object.fromEntries(fieldEntries.filter(([, entry]) => entry.input !== "hidden").map(([name, entry]) => [name, copy(entry.initial)])) as FormValues<E>,
    fixed: fixedValues,
    fields: fieldEntries.map(([name]) => name as FieldNames<E>),
    toInput: (values, hidden = {}) => ({
      ...fixedValues,
      ...hiddenBlanks,
      ...hidden,
      // Only a file field holds null: none chosen.
      ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)),
    }),
    field: (name) => entries[name],
    readPosted: (body) => ({
      ...fixedValues,
      ...Object.fromEntries(
        fieldEntries.flatMap(([name, entry]) => {
          const value = readField(entry.input, body[name]);
          return value === undefined ? [] : [[name, value]];
        }),
      ),
    }),
    shownAgain: (input) =>
      Object.fromEntries(
        fieldEntries.flatMap(([name, entry]) => {
          const value = input[name];
          return SHOWN_AGAIN.has(entry.input) && (typeof value === "string" || Array.isArray(value)) ? [[name, value]] : [];
        }),
      ) as Record<string, string | string[]>,
  };
}
