import { type ChangeEvent, type FormEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { ParamsResult } from "#core/tools/tool-params";
import { useFormText } from "@/lib/form-text";
import { noteTypedValues } from "@/lib/typed-values";
import { useHydrated } from "@/lib/use-hydrated";

/** How long after the last key the result follows: long enough not to flicker under a typist. */
export const LIVE_DELAY_MS = 250;

/** The anchor of a calculator's result, where a submitted form lands (with JavaScript or without). */
export const RESULT_ID = "result";

export type ToolValues<F extends string> = Record<F, string>;

interface ToolFormOptions<T, F extends string> {
  /** The tool's address in the page's language, without a query: where the form sends its figures, and the page's URL with a result. */
  path: string;
  /** The form's fields, in the order of its parameters (core/tools/tool-params.ts). */
  fields: readonly F[];
  /** Each control's id is the prefix and the field: "gst-amount". Never useId, which counts differently in an island. */
  idPrefix: string;
  initial: ToolValues<F>;
  /** The messages of a page whose address held mistakes: shown at once, as the server showed them. */
  initialErrors: Partial<Record<F, string>>;
  /** The tool's reader of a query (the same the server's loader runs). */
  parse: (values: ToolValues<F>) => ParamsResult<T, F>;
}

/**
 * A calculator's form, as an island: the server renders it with its result (a plain GET form that
 * works without JavaScript); once the visitor interacts, this keeps the figures in state and works
 * the result out again a moment after each edit, with the same parser and arithmetic as the server,
 * and keeps the page's address on the result's canonical query so it can still be shared.
 *
 * Messages: while the visitor types, only a field that holds something wrong says so (an emptied
 * field waits); after a submit, or on a page the server answered with mistakes, every field does.
 */
export function useToolForm<T, F extends string>(options: ToolFormOptions<T, F>) {
  const { path, fields, idPrefix, parse } = options;
  const [values, setValues] = useState(options.initial);
  // The values the result shows: `values`, once the visitor pauses.
  const [settled, setSettled] = useState(options.initial);
  const [strict, setStrict] = useState(() => Object.keys(options.initialErrors).length > 0);
  const edited = useRef(false);
  const ref = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  // The parsers speak English (core/tools); a Hindi page says their messages in Hindi (core/schemas/form-text.ts).
  const text = useFormText();

  useEffect(() => {
    if (values === settled) return;
    const timer = setTimeout(() => setSettled(values), LIVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, settled]);

  const outcome = parse(settled);
  const english = outcome.ok ? {} : strict ? outcome.errors : blankless(outcome.errors, settled);
  const shown = Object.fromEntries(Object.entries(english).map(([field, message]) => [field, text(message as string)]));
  const canonical = outcome.ok ? new URLSearchParams(outcome.canonical as Record<string, string>).toString() : "";

  // The address follows the result once the visitor has changed something: a reload or a shared
  // link shows the same figures (the server renders the canonical query), and no result is the bare page.
  useEffect(() => {
    if (!edited.current) return;
    const next = canonical ? `${path}?${canonical}` : path;
    if (`${window.location.pathname}${window.location.search}` !== next) window.history.replaceState(window.history.state, "", `${next}${window.location.hash}`);
  }, [path, canonical]);

  // What was typed or chosen before the island loaded is in the fields but not in the state: read
  // it in, in the commit that ends the hydration (as the public forms do, ../forms/use-site-form.ts).
  useLayoutEffect(() => {
    const form = ref.current;
    if (!form) return;
    const data = new FormData(form);
    const typed = { ...values };
    let changed = false;
    for (const field of fields) {
      const value = data.get(field);
      const text = typeof value === "string" ? value : "";
      if (text !== typed[field]) {
        typed[field] = text;
        changed = true;
      }
    }
    if (changed) {
      edited.current = true;
      setValues(typed);
    }
    noteTypedValues(form);
    // Once, after hydration: later edits reach the state through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function set(field: F, value: string) {
    edited.current = true;
    setValues((current) => ({ ...current, [field]: value }));
  }

  /** Checks every field now, without waiting: a message on each mistake and the first one focused, or the result in view. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    edited.current = true;
    setStrict(true);
    setSettled(values);
    const now = parse(values);
    // After React has rendered the messages the fields are described by.
    requestAnimationFrame(() => {
      if (now.ok) {
        document.getElementById(RESULT_ID)?.scrollIntoView({ block: "nearest" });
        return;
      }
      const first = [...(ref.current?.elements ?? [])].find(
        (el): el is HTMLElement => el instanceof HTMLElement && (el as HTMLInputElement).name in now.errors,
      );
      first?.focus();
    });
  }

  const id = (field: F) => `${idPrefix}-${field}`;

  return {
    values,
    outcome,
    errors: shown as Partial<Record<F, string>>,
    /** Every mistake is shown (after a submit, or on a page the server answered with mistakes). */
    strict,
    hydrated,
    id,
    set,
    /** Props of a text input or select bound to `field`. */
    text: (field: F) => ({
      id: id(field),
      name: field,
      value: values[field],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(field, e.target.value),
    }),
    /** Spread on the <form>: a GET to the tool's own page, landing at the result. */
    form: {
      ref,
      method: "get",
      action: `${path}#${RESULT_ID}`,
      onSubmit,
      noValidate: true,
      "data-hydrated": hydrated,
    } as const,
  };
}

/** The messages of the fields that hold something: an empty field is not yet a mistake while the visitor types. */
function blankless<F extends string>(errors: Partial<Record<F, string>>, values: ToolValues<F>): Partial<Record<F, string>> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => (values[field as F] ?? "").trim() !== "")) as Partial<Record<F, string>>;
}
